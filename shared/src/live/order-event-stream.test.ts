/** @jest-environment node */
import { openOrderEventStream, type OrderEvent } from './order-event-stream';

// The stream as the server sends it, in chunks cut anywhere (mid-line, between \r and \n): what the
// kitchen display is handed of it.

const order = (id: number, orderId: string) =>
  `id: ${id}\r\nevent: order\r\ndata: {"order_id":"${orderId}","kind":"created","branch_id":"b"}\r\n\r\n`;

/** A fetch answering one stream of these chunks, then holding the connection open. */
function streamOf(chunks: string[]): typeof fetch {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  return (async (_url: string, init: RequestInit) => ({
    ok: true,
    status: 200,
    body: {
      getReader: () => ({
        read: () =>
          bytes.length
            ? Promise.resolve({ value: bytes.shift(), done: false })
            : new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('stopped')))),
      }),
    },
  })) as unknown as typeof fetch;
}

const cut = (text: string, size: number) => text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;

async function eventsOf(chunks: string[], expected: number): Promise<OrderEvent[]> {
  const events: OrderEvent[] = [];
  const stop = openOrderEventStream({
    apiBaseUrl: '/api',
    path: '/events/orders',
    onEvent: (event) => events.push(event),
    fetchImpl: streamOf(chunks),
  });
  for (let i = 0; i < 50 && events.length < expected; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  stop();
  return events;
}

describe('openOrderEventStream', () => {
  it('passes on each order once, whatever the chunks, skipping heartbeats and other events', async () => {
    const stream = `: open\n\n${order(7, 'a')}: heartbeat\n\nevent: other\ndata: x\n\n${order(7, 'a')}${order(8, 'b')}`;
    for (const size of [1, 5, 64]) {
      const events = await eventsOf(cut(stream, size), 2);
      expect(events.map((event) => [event.id, event.order_id])).toEqual([
        [7, 'a'],
        [8, 'b'],
      ]);
    }
  });

  it('holds back an order until its blank line arrives', async () => {
    const head = order(1, 'a').slice(0, -2);
    expect(await eventsOf([head], 1)).toEqual([]);
    expect(await eventsOf([head, '\r\n'], 1)).toHaveLength(1);
  });
});
