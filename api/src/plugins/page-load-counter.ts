import type { FastifyInstance } from 'fastify';
import { recordPageLoads } from '../remotes/version-health.js';

declare module 'fastify' {
  interface FastifyInstance {
    pageLoads: {
      /** One page served: counted for the shell's version and the version of the remote answering its route. */
      count(served: { app: string; version: string }[]): void;
      /** Writes what was counted since the last write (tests call it instead of waiting). */
      flush(): Promise<void>;
    };
  }
}

/** Counted pages are written this often: one upsert per version, not one per page. */
export const PAGE_LOADS_FLUSH_MS = 10_000;

/**
 * Pages served per version, beside the failures phones report (routes/remote-errors.ts), so an
 * operator (and a canary) reads a version's failures against its page loads. Counted in memory and
 * added to the database every PAGE_LOADS_FLUSH_MS and at close: increments, so several processes add up.
 */
export function registerPageLoadCounter(app: FastifyInstance): void {
  let pending = new Map<string, { app: string; version: string; pages: number }>();
  let writing: Promise<void> = Promise.resolve();

  const count = (served: { app: string; version: string }[]) => {
    for (const { app: name, version } of served) {
      const key = `${name}@${version}`;
      const entry = pending.get(key);
      if (entry) entry.pages += 1;
      else pending.set(key, { app: name, version, pages: 1 });
    }
  };
  const flush = () => {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const counted = pending;
      pending = new Map();
      await recordPageLoads(app.db, counted, new Date()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'page loads could not be counted (these are lost)'),
      );
    });
    return writing;
  };
  app.decorate('pageLoads', { count, flush });

  const timer = setInterval(() => void flush(), PAGE_LOADS_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
