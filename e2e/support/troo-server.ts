import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../platform/releases/src/cluster/ports.js';
import { seedFromBuiltReleases } from './built-releases';

const execFileAsync = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { APPS } = createRequire(import.meta.url)(path.join(repo, 'rspack.shared.js')) as { APPS: { dir: string; remote?: string }[] };

export interface RunningTroo {
  baseUrl: string;
  dataDir: string;
  releasesDir: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** Stops the server and deletes its throwaway data folder; `keepData` keeps it (the template). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
  /** Stops the server and starts it again on the same data folder and port (a restart, not a first start). */
  restart: () => Promise<void>;
}

/**
 * Troo as `npm start` runs it (built shell and remotes, embedded database, demo data), but on a
 * throwaway data folder: the current builds are published and released there with the release CLI.
 * `remotes: false` serves the API alone, with neither shell nor remotes (benchmarks of calls build only the API).
 * `copyOf`: starts on a copy of a stopped Troo's data folder (database, releases, demo sign-ins), which
 * skips publishing, migrating and seeding (browser-test workers each start one from a template).
 * `liftoffOnly`: V8 leaves PGlite's WebAssembly unoptimised, as the API tests run it: optimising it
 * costs a server 1.5 CPU-s it does not win back in a browser test run. The benches keep V8's default.
 */
export async function startTroo(
  env: Record<string, string> = {},
  { remotes = true, copyOf, liftoffOnly = false }: { remotes?: boolean; copyOf?: string; liftoffOnly?: boolean } = {},
): Promise<RunningTroo> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-run-'));
  if (copyOf) cpSync(copyOf, dataDir, { recursive: true, filter: (file) => path.basename(file) !== 'server.log' });
  const releasesDir = path.join(dataDir, 'remotes');
  const folders = { DATA_DIR: dataDir, RELEASES_DIR: releasesDir };
  // The registry lives in the server's database: on a PostgreSQL server, the releases go there too.
  const database = { DATABASE_URL: env.DATABASE_URL ?? '' };
  const cli = (...args: string[]) =>
    execFileAsync(process.execPath, ['--conditions=troo-dist', path.join(repo, 'api/dist/cli/remotes-entry.js'), ...args], {
      env: { ...process.env, ...folders, ...database },
      encoding: 'utf8',
    });
  if (remotes && !copyOf) {
    seedFromBuiltReleases(repo, releasesDir);
    // The shell first: the release guard checks each remote against the live shell. Then the remotes
    // at once, as separate teams would release them (the registry serializes concurrent releases).
    await cli('publish', 'shell', path.join(repo, 'shell/dist'));
    await cli('release', 'shell');
    await Promise.all(
      APPS.filter((app) => app.remote).map(async ({ dir, remote }) => {
        await cli('publish', remote!, path.join(repo, dir, 'dist'));
        await cli('release', remote!);
      }),
    );
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  // On a PostgreSQL server the API refuses to start without a token secret (processes must share one):
  // one for this server, the same across its restarts.
  const secret = env.DATABASE_URL ? { TOKEN_SECRET: randomBytes(48).toString('base64') } : {};
  const launch = async () => {
    const v8 = liftoffOnly ? ['--liftoff-only'] : [];
    const server = spawn(process.execPath, [...v8, '--conditions=troo-dist', path.join(repo, 'api/dist/server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        EXTERNAL_SITE_URL: '',
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        ...folders,
        ...secret,
        ...env,
      },
      stdio: ['ignore', log, log],
    });

    // A first start on a PostgreSQL server migrates and seeds it: allow for a slow machine.
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited: see ${path.join(dataDir, 'server.log')}`);
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return server;
  };
  let server = await launch();
  const stopServer = async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };

  const running: RunningTroo = {
    baseUrl,
    dataDir,
    releasesDir,
    pid: server.pid!,
    stop: async ({ keepData = false } = {}) => {
      await stopServer();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await stopServer();
      server = await launch();
      running.pid = server.pid!;
    },
  };
  return running;
}
