import type { LimitStore } from './limit-store.js';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over a LimitStore, so per-address limits are counted where
 * every API process sees them. The plugin makes one store (`new Store(options)`), then a child per
 * route: each child counts under its route's name, as the plugin's own stores do.
 */
export function rateLimitStoreOn(limits: LimitStore) {
  return class SharedRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, answer: Answer, timeWindow: number): void {
      limits.count(`${this.prefix}${key}`, timeWindow).then(
        ({ count, msLeft }) => answer(null, { current: count, ttl: msLeft }),
        (error: Error) => answer(error),
      );
    }

    // Declared as taking the route's options; the plugin passes them merged, its route under routeInfo.
    child(routeOptions: object): SharedRateLimitStore {
      const { method = '', url = '' } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${this.prefix}${String(method)}${url}:`);
    }
  };
}
