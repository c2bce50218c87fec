import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../platform/releases/src/cluster/ports.js';
import { startApiProcess, type ApiProcess } from './api-process.js';

/** The real server (src/server.ts, as `npm start` runs it) as a process of its own. */
export interface ServerProcess extends ApiProcess {
  url: string;
  /** Ends it if it still runs (SIGKILL: a test that wants it stopped nicely sends SIGTERM itself), and removes its data folder. */
  remove(): Promise<void>;
}

/**
 * Starts the server on a free port of 127.0.0.1 with these settings on top of a test's (a data folder
 * of its own unless DATA_DIR is given, no demo data, no SMTP, the embedded database unless DATABASE_URL
 * is given), and resolves once it is ready.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownData = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'troo-server-test-'));
  const dataDir = env.DATA_DIR ?? ownData!;
  const server = startApiProcess('src/server', {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RELEASES_DIR: path.join(dataDir, 'remotes'),
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const remove = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
    if (ownData) rmSync(ownData, { recursive: true, force: true });
  };
  try {
    await server.printed('Troo is ready');
  } catch (error) {
    await remove();
    throw error;
  }
  return { ...server, url: `http://127.0.0.1:${port}`, remove };
}
