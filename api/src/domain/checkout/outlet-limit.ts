import { LRUCache } from 'lru-cache';
import { TooManyRequests } from '../../errors.js';
import { CHECKOUT_WINDOW_MS } from '../limits.js';

export const OUTLET_BUSY = 'This restaurant is taking a lot of orders right now. Please try again in a minute.';

/**
 * Checkouts started per outlet in a fixed window, in this process (each API process counts its
 * own; the per-address limit is the first line). Counting is in memory: a restart forgets it, and
 * that only gives an attacker one more window.
 */
export class OutletCheckoutLimit {
  private readonly started: LRUCache<string, { count: number }>;

  constructor(
    private readonly max: number,
    now: () => number = performance.now.bind(performance),
  ) {
    this.started = new LRUCache({ max: 50_000, ttl: CHECKOUT_WINDOW_MS, ttlAutopurge: false, perf: { now } });
  }

  /** Counts one checkout for the outlet, or refuses it (429 with Retry-After) when its window is full. */
  take(branchId: string): void {
    const window = this.started.get(branchId);
    if (!window) {
      this.started.set(branchId, { count: 1 });
      return;
    }
    if (window.count >= this.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil(this.started.getRemainingTTL(branchId) / 1000));
      throw new TooManyRequests(OUTLET_BUSY, retryAfterSeconds);
    }
    window.count += 1; // in place: the window keeps the ttl it started with
  }
}
