import type { FastifyInstance } from 'fastify';
import { cacheKey, calls, fillPath } from '@troo/shared/contract';
import type { MakeRead } from './first-paint-pool.js';

// Public GET calls by id ('GET /business/getBusinessDetails/'): the only reads a page may carry.
const PUBLIC_READS = new Set(
  Object.values(calls)
    .filter((call) => call.method === 'GET' && call.access === 'public')
    .map((call) => `GET ${call.path}`),
);

type ReadInput = { params?: Record<string, unknown>; query?: Record<string, unknown> };

/**
 * How a route's loaders (the remote's src/first-reads.ts, run in a first-paint thread) read the API:
 * through the API itself, so the answers are exactly what the screen would have been sent, keyed as
 * the screens' reads key them (useApiQuery: call id and input). Only public GET calls; a read that is
 * not one, fails or answers anything but 200 is not made, and left to the screen, which shows its own
 * loading and error states as before.
 */
export function firstReadsThrough(app: FastifyInstance): MakeRead {
  return async (call, input) => {
    if (!PUBLIC_READS.has(call) || typeof input !== 'object' || input === null) return null;
    const { params, query = {} } = input as ReadInput;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    const response = await app.inject({ method: 'GET', url: `/api${fillPath(call.slice(4), params)}?${search.toString()}` });
    if (response.statusCode !== 200) return null;
    return { key: cacheKey(call, input), answer: response.json() };
  };
}
