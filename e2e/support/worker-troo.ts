import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher';
import { startTestTroo } from './troo-template';
import type { RunningTroo } from './troo-server';

/**
 * Canaries judged every second, not every 10 s, and after 5 page loads, not 20 (tests/canary.spec.ts
 * loads a failing candidate until the automatic abort; api/test/canary.test.ts checks the 20).
 */
export const CANARY_MIN_PAGE_LOADS = 5;

export interface WorkerTroo {
  troo: RunningTroo;
  /** The JSON-lines file this server's mail catcher appends every message to. */
  mailLog: string;
  stop: () => Promise<void>;
}

/**
 * One test worker's own Troo: a copy of the template's data folder (its database, its releases, its
 * demo sign-ins) on a port of its own, with its mail going to a mail catcher of its own.
 */
export async function startWorkerTroo(): Promise<WorkerTroo> {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'troo-mail-'));
  const mailLog = path.join(mailDir, 'mail.jsonl');
  const mail = await startMailCatcher(mailLog);
  const troo = await startTestTroo({
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    CANARY_WATCH_MS: '1000',
    CANARY_MIN_PAGE_LOADS: String(CANARY_MIN_PAGE_LOADS),
  });
  return {
    troo,
    mailLog,
    stop: async () => {
      await troo.stop();
      await mail.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
