import type { FastifyInstance } from 'fastify';

// A known /api address asked with a method it does not take answers 405 with the methods it does
// take (Allow), as HTTP says, rather than 404 as if the address did not exist.

export const METHOD_NOT_ALLOWED = 'This address does not take that method.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some /api route answers at this path (none: no such address). */
    allowedMethods(pathname: string): string[];
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The concrete paths a Fastify route path answers: ':name' is one segment, ':name(a|b)' one of its values. */
export function routePattern(url: string): RegExp {
  let pattern = '';
  let at = 0;
  for (const param of url.matchAll(/:\w+(?:\(([^)]*)\))?/g)) {
    pattern += escape(url.slice(at, param.index)) + (param[1] === undefined ? '[^/]+' : `(?:${param[1]})`);
    at = param.index + param[0].length;
  }
  return new RegExp(`^${pattern}${escape(url.slice(at))}$`);
}

/** Keeps every /api route's methods by path as routes register: call before any is added. */
export function registerAllowedMethods(app: FastifyInstance): void {
  const byPath = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    let entry = byPath.get(route.url);
    if (!entry) byPath.set(route.url, (entry = { pattern: routePattern(route.url), methods: new Set() }));
    for (const method of [route.method].flat()) entry.methods.add(method);
  });
  app.decorate('allowedMethods', (pathname: string) => {
    const methods = new Set<string>();
    for (const { pattern, methods: of } of byPath.values()) if (pattern.test(pathname)) for (const method of of) methods.add(method);
    return [...methods].sort();
  });
}
