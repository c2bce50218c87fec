import { createSseParser, type SseMessage } from './sse-parser';

describe('createSseParser', () => {
  it('reads messages split anywhere across chunks, skips comments, joins data lines', () => {
    const messages: SseMessage[] = [];
    const parse = createSseParser((message) => messages.push(message));
    const stream =
      ': open\n\nid: 7\nevent: order\ndata: {"order_id":"a"}\n\n: heartbeat\n\nid: 8\r\nevent: order\r\ndata: one\r\ndata: two\r\n\r\n';
    for (const chunk of stream.match(/[\s\S]{1,5}/g)!) parse(chunk);
    expect(messages).toEqual([
      { id: '7', event: 'order', data: '{"order_id":"a"}' },
      { id: '8', event: 'order', data: 'one\ntwo' },
    ]);
  });

  it('holds back a message until its blank line arrives', () => {
    const messages: SseMessage[] = [];
    const parse = createSseParser((message) => messages.push(message));
    parse('id: 1\nevent: order\ndata: x\n');
    expect(messages).toEqual([]);
    parse('\n');
    expect(messages).toHaveLength(1);
  });
});
