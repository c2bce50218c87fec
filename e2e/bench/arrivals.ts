import { createParser } from 'eventsource-parser';

// What kitchen displays received of the orders paid (bench:kds, bench:cluster): each display's
// arrival times per order id, against when each order was paid.

/** The value at fraction `p` of an ascending list. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? NaN;

export interface ArrivalTally {
  p50: number;
  p95: number;
  p99: number;
  /** Orders a display never received (one per display and order). */
  lost: number;
  /** Orders a display received more than once. */
  duplicates: number;
}

/** Pay → first arrival on each display, and what never came or came twice. */
/** Waits until every display has every paid order, or `withinMs` has passed (stragglers, displays still reconnecting). */
export async function untilEveryDisplayHasEveryOrder(
  displays: Map<string, number[]>[],
  paidAt: Map<string, number>,
  withinMs: number,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline && displays.some((arrivals) => [...paidAt.keys()].some((id) => !arrivals.has(id)))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function tallyArrivals(displays: Map<string, number[]>[], paidAt: Map<string, number>): ArrivalTally {
  const latencies: number[] = [];
  let lost = 0;
  let duplicates = 0;
  for (const arrivals of displays) {
    for (const [id, t0] of paidAt) {
      const times = arrivals.get(id);
      if (!times) lost += 1;
      else {
        latencies.push(times[0]! - t0);
        duplicates += times.length - 1;
      }
    }
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99), lost, duplicates };
}

/**
 * Reads one display's order stream to its end, raw (so a duplicate would be seen): each order event's
 * arrival time is added under its order id; `onId` hears every event id (for Last-Event-ID).
 */
export async function readOrderArrivals(body: ReadableStream<Uint8Array>, arrivals: Map<string, number[]>, onId?: (id: string) => void) {
  const parser = createParser({
    onEvent: (message) => {
      if (message.id) onId?.(message.id);
      if (message.event !== 'order') return;
      const { order_id } = JSON.parse(message.data) as { order_id: string };
      arrivals.set(order_id, [...(arrivals.get(order_id) ?? []), performance.now()]);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}
