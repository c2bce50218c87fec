import { test as base } from '@playwright/test';
import { startWorkerTroo, type WorkerTroo } from './worker-troo';

export { expect } from '@playwright/test';

/**
 * Every spec imports `test` from here: each worker has a Troo of its own (support/worker-troo.ts)
 * and its pages open on it. Helpers that run outside a test's fixtures (the release CLI, the mailbox,
 * the demo's sign-ins) find the worker's server through TROO_* in the worker's environment.
 */
export const test = base.extend<object, { workerTroo: WorkerTroo }>({
  workerTroo: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing here
    async ({}, use) => {
      const worker = await startWorkerTroo();
      Object.assign(process.env, {
        TROO_BASE_URL: worker.troo.baseUrl,
        TROO_DATA_DIR: worker.troo.dataDir,
        TROO_RELEASES_DIR: worker.troo.releasesDir,
        TROO_MAIL_LOG: worker.mailLog,
      });
      await use(worker);
      await worker.stop();
    },
    // A worker's first start copies the template and opens its database: allow for a busy machine.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerTroo }, use) => use(workerTroo.troo.baseUrl),
});
