import type { FastifyInstance } from 'fastify';
import { type CanaryChange, canaryRunning, judgeCanaries, servedRegistry } from '@troo/releases';
import { versionHealthSince } from '../remotes/version-health.js';

declare module 'fastify' {
  interface FastifyInstance {
    canaryWatch: {
      /** Writes this process's page loads, then judges every running canary (tests call it instead of waiting). */
      judge(): Promise<CanaryChange[]>;
    };
  }
}

/**
 * Judges running canaries every CANARY_WATCH_MS (writing the page loads counted so far first), on
 * every process (an abort is one guarded change of the registry, made once whichever process sees
 * the failures first). Costs one look at the registry's revision while no canary runs.
 */
export function registerCanaryWatch(app: FastifyInstance): void {
  const limits = { maxFailurePercent: app.config.canaryMaxFailurePercent, minPageLoads: app.config.canaryMinPageLoads };
  const judge = async () => {
    if (!canaryRunning(await servedRegistry(app.releases))) return [];
    await app.pageLoads.flush();
    const healthSince = (remote: string, version: string, since: Date) => versionHealthSince(app.db, remote, version, since);
    const aborted = await judgeCanaries(app.releases, healthSince, limits);
    for (const change of aborted) app.log.warn({ ...change }, `canary ${change.app} ${change.candidate} aborted: it failed its visitors`);
    return aborted;
  };
  app.decorate('canaryWatch', { judge });

  let judging = false;
  const timer = setInterval(() => {
    if (judging) return;
    judging = true;
    judge()
      .catch((error: unknown) => app.log.warn({ err: error }, 'canaries could not be judged this round'))
      .finally(() => (judging = false));
  }, app.config.canaryWatchMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
