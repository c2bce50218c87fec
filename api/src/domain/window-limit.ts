import { LRUCache } from 'lru-cache';
import { TooManyRequests } from '../errors.js';

/**
 * At most `max` of something per key (an outlet, a business) in a fixed window, counted in this
 * process's memory: each API process counts its own, and a restart forgets the counts, which only
 * gives an attacker one more window. Per-address limits (@fastify/rate-limit) are the first line.
 */
export class WindowLimit {
  private readonly windows: LRUCache<string, { count: number }>;

  constructor(
    private readonly limit: { max: number; windowMs: number; message: string },
    now: () => number = performance.now.bind(performance),
  ) {
    this.windows = new LRUCache({ max: 50_000, ttl: limit.windowMs, ttlAutopurge: false, perf: { now } });
  }

  /** Counts one for `key`, or refuses it (429 with Retry-After) when its window is full. */
  take(key: string): void {
    const window = this.windows.get(key);
    if (!window) {
      this.windows.set(key, { count: 1 });
      return;
    }
    if (window.count >= this.limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil(this.windows.getRemainingTTL(key) / 1000));
      throw new TooManyRequests(this.limit.message, retryAfterSeconds);
    }
    window.count += 1; // in place: the window keeps the ttl it started with
  }
}
