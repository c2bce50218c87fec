import type { FastifyInstance } from 'fastify';
import { LOCKS } from '../db/locks.js';
import { keepHouse } from '../domain/housekeeping.js';
import { reconcilePartialRefunds } from '../domain/adjustments/partial-refund-reconciliation.js';
import { reconcileRefunds, REFUND_SETTLED_AFTER_MS } from '../domain/kitchen/refund-reconciliation.js';

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: {
      /** Runs the clean-up now (or joins the run under way); skipped while another process runs it. */
      run(): Promise<void>;
      /** Waits for the run under way, if any, without starting one. */
      idle(): Promise<void>;
    };
  }
}

/**
 * Expired registrations, spent throttle counters and unpaid checkouts go when the server starts, then
 * every hour: on one process at a time, the others skipping that round (the work is the same anywhere).
 * Refunds a stopped process left 'refunding' are settled at the same times and once more when those
 * cut off just before the start are old enough, in the background (the provider is asked, which must
 * not hold up the start); each is claimed with a row lock, so processes doing it together settle each once.
 */
export function registerHousekeeping(app: FastifyInstance): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= app
      .runAlone(LOCKS.housekeeping, () => keepHouse(app.db))
      .then((done) => {
        if (!done.ran) return app.log.info('housekeeping: another process is at it, skipped this round');
        const { registrations, throttles, checkouts } = done.value;
        if (registrations > 0 || checkouts > 0) {
          app.log.info({ registrations, throttles, checkouts }, 'housekeeping: expired unverified registrations and unpaid checkouts');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.decorate('housekeeping', { run, idle: async () => void (await running) });
  const settleRefunds = () =>
    app.background.run('refund reconciliation', async () => {
      await reconcileRefunds(app.db, app.payments, app.log);
      await reconcilePartialRefunds(app.db, app.payments, app.log);
    });

  let timer: NodeJS.Timeout | undefined;
  let afterStart: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    settleRefunds();
    // A refund cut off just before this start is too recent for the run above: settled once it is old enough, not in an hour.
    afterStart = setTimeout(settleRefunds, REFUND_SETTLED_AFTER_MS + 5_000);
    afterStart.unref();
    timer = setInterval(() => {
      void run();
      settleRefunds();
    }, HOUSEKEEPING_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(afterStart);
    await running;
  });
}
