import { TooManyRequests } from '../errors.js';
import type { LimitStore } from '../limits/limit-store.js';

/**
 * At most `max` of something per key (an outlet, a business) in a fixed window, counted in the
 * limit store every API process shares. Per-address limits (@fastify/rate-limit) are the first line.
 */
export class WindowLimit {
  constructor(
    private readonly store: LimitStore,
    private readonly limit: { name: string; max: number; windowMs: number; message: string },
  ) {}

  /** Counts one for `key`, or refuses it (429 with Retry-After) when its window is full. */
  async take(key: string): Promise<void> {
    const { count, msLeft } = await this.store.count(`window:${this.limit.name}:${key}`, this.limit.windowMs);
    if (count > this.limit.max) throw new TooManyRequests(this.limit.message, Math.max(1, Math.ceil(msLeft / 1000)));
  }
}
