import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher';
import { trooTemplate } from './troo-template';
import { startTroo, type RunningTroo } from './troo-server';

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
  // Canaries judged every second, not every 10 s (tests/canary.spec.ts waits for the automatic abort).
  const troo = await startTroo({ SMTP_URL: `smtp://127.0.0.1:${mail.port}`, CANARY_WATCH_MS: '1000' }, { copyOf: trooTemplate() });
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
