import type { FastifyInstance } from 'fastify';
import { calls } from '@troo/shared/contract';
import type { RouteDeclaration } from '@troo/shared/route-manifest';

// Public GET calls by id ('GET /business/getBusinessDetails/'): the only reads a page may carry.
const PUBLIC_READS = new Set(
  Object.values(calls)
    .filter((call) => call.method === 'GET' && call.access === 'public')
    .map((call) => `GET ${call.path}`),
);

/**
 * The answers of a route's first reads (declared in its remote's routes.json), made through the
 * API itself so they are exactly what the screen would have been sent, keyed as the screens' reads
 * key them (useApiQuery: call id and input). A read that fails, or lacks a value, is left to the
 * screen, which shows its own loading and error states as before.
 */
export async function firstReadsFor(
  app: FastifyInstance,
  route: RouteDeclaration | null,
  params: Record<string, string>,
  search: URLSearchParams,
): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const read of route?.firstReads ?? []) {
    if (!PUBLIC_READS.has(read.call)) continue;
    const query: Record<string, string> = {};
    for (const [name, source] of Object.entries(read.query)) {
      const value = (source.startsWith('?') ? search.get(source.slice(1)) : params[source.slice(1)])?.trim();
      if (value) query[name] = value;
    }
    if (Object.keys(query).length !== Object.keys(read.query).length) continue;
    const response = await app.inject({ method: 'GET', url: `/api${read.call.slice(4)}?${new URLSearchParams(query).toString()}` });
    if (response.statusCode === 200) answers[`${read.call} ${JSON.stringify({ query })}`] = response.json();
  }
  return answers;
}
