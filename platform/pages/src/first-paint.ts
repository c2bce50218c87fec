import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageAnswer } from '@troo/releases';
import { firstReadsThrough } from './first-reads.js';
import { FirstPaintPool, type Drawn } from './first-paint-pool.js';
import { FIRST_PAINTS_FILE } from './page-assets.js';

/** How long one thread may take to load a release's first-paint.cjs (React and its screens): once per thread and release. */
const LOAD_ALLOWANCE_MS = 10_000;

/**
 * What a page is sent with of its route's first reads and first paint: the answering release's
 * first-paint.cjs runs them (its loaders by route, its renderers by screen) in a small pool of
 * threads, within `budgetMs` (the API's FIRST_PAINT_BUDGET_MS). The pool ends with the app.
 */
export function firstPaints(
  app: FastifyInstance,
  o: { budgetMs: number; releasesDir: string },
): (answer: PageAnswer | null, pathname: string, search: URLSearchParams, cookies: Record<string, string | undefined>) => Promise<Drawn> {
  const pool = new FirstPaintPool({
    size: Math.min(2, availableParallelism()),
    budgetMs: o.budgetMs,
    loadAllowanceMs: LOAD_ALLOWANCE_MS,
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', () => pool.close());
  const makeRead = firstReadsThrough(app);
  return async (answer, pathname, search, cookies) => {
    const file = answer && path.join(o.releasesDir, answer.remote, answer.version, FIRST_PAINTS_FILE);
    if (!answer || !file || !existsSync(file)) return { firstReads: {}, firstPaint: null, readsCookies: false };
    const query = search.toString();
    const page = {
      file,
      routePath: answer.route.path,
      screen: answer.screen,
      url: query ? `${pathname}?${query}` : pathname,
      params: answer.params,
      search: query,
      // As @fastify/cookie read them (decoded, the first of a name); an empty one counts as absent.
      cookies: Object.fromEntries(Object.entries(cookies).filter((entry): entry is [string, string] => !!entry[1])),
    };
    return pool.draw(page, makeRead, `${answer.remote} ${answer.version} ${answer.route.path}`);
  };
}
