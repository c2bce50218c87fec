import type { FastifyInstance } from 'fastify';
import { calls, fillPath } from '@troo/shared/contract';
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
  cookieHeader = '',
): Promise<Record<string, unknown>> {
  const made: unknown[] = []; // each read's answer by its place in the list (undefined when not made)
  const valueOf = (source: string) => {
    if (source.startsWith('@')) return textAt(made, source.slice(1).split('.'));
    return (source.startsWith('?') ? search.get(source.slice(1)) : source.startsWith(':') ? params[source.slice(1)] : source)?.trim();
  };
  /** The values of a read's params or query (a cookie the diner lacks left out), or null when the address lacks one. */
  const fill = (sources: Record<string, string>) => {
    const values: Record<string, string> = {};
    for (const [name, source] of Object.entries(sources)) {
      const cookie = cookieNamed(source);
      const value = cookie ? cookieValue(cookieHeader, cookie) : valueOf(source);
      if (value) values[name] = value;
      else if (!cookie) return null;
    }
    return values;
  };
  const answers: Record<string, unknown> = {};
  for (const [index, read] of (route?.firstReads ?? []).entries()) {
    if (!PUBLIC_READS.has(read.call)) continue;
    const query = fill(read.query);
    const pathParams = read.params ? fill(read.params) : {};
    if (!query || !pathParams) continue;
    const path = fillPath(read.call.slice(4), pathParams);
    const response = await app.inject({ method: 'GET', url: `/api${path}?${new URLSearchParams(query).toString()}` });
    // Keyed as useApiQuery keys its input: params (when the call has them) before query.
    const input = read.params ? { params: pathParams, query } : { query };
    if (response.statusCode !== 200) continue;
    made[index] = response.json();
    answers[`${read.call} ${JSON.stringify(input)}`] = made[index];
  }
  return answers;
}

/** The text or number at a path of an answer ('0', 'data', 'branch_id'), as a query value. */
function textAt(answers: unknown[], fieldPath: string[]): string | undefined {
  let value: unknown = answers;
  for (const field of fieldPath)
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
}

/** The cookie a value source names ('cookie:troo-outlet'), or null for any other source. */
const cookieNamed = (source: string) => (source.startsWith('cookie:') ? source.slice('cookie:'.length) : null);

/** Whether a route's page depends on the diner's cookies (a first read takes a value from one). */
export function readsCookies(route: RouteDeclaration | null): boolean {
  return (route?.firstReads ?? []).some((read) => Object.values({ ...read.params, ...read.query }).some(cookieNamed));
}

/** One cookie's value from a Cookie header ('a=1; troo-outlet=…'), decoded; undefined when absent or malformed. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim()).trim() || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
