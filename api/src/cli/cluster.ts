/**
 * npm run start:cluster (after npm run build): CLUSTER_SIZE API processes (default 3) on one
 * PostgreSQL database behind nginx, as one address. Migrates once and makes live the apps never
 * live, then starts the processes together and nginx in front of them; restarts a process that
 * dies; Ctrl-C (SIGINT or SIGTERM) drains the processes, then stops nginx. Installs nothing: without
 * nginx it says how to get it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrivateFolder, loadConfig, releaseSettings, storedTokenSecret } from '../config.js';
import { ApiProcesses, ensureDatabase, openReleases, planCluster, PreflightError, type RunningNginx, startNginx } from '@troo/releases';
import { openDatabase } from '../db/client.js';
import { describeError } from '../logging.js';
import { sharedMailboxKey } from '../mail/dev-mailbox.js';
import { PgRegistryStore } from '../remotes/registry-pg-store.js';
import { retrySafePostPattern } from '../retry-safe-paths.js';
import { releaseFirstBuilds, welcomeText } from '../start-up.js';

function fail(message: string): never {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

/** nginx crashes this soon after its start, this many times running, stop the cluster instead of a loop. */
const NGINX_CRASH_WINDOW_MS = 10_000;
const NGINX_CRASHES_TO_GIVE_UP = 3;

async function main() {
  // Checked before the build too (cli/cluster-preflight.ts), and again here: time passed.
  const plan = await planCluster(releaseSettings).catch((error: unknown) =>
    fail(error instanceof PreflightError ? error.message : String(error)),
  );
  const { size, port, host, apiPorts, nginxBinary, databaseUrl, dataDir, releasesDir, runDir } = plan;
  ensurePrivateFolder(dataDir);
  const publicUrl = process.env.PUBLIC_URL || `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    RELEASES_DIR: releasesDir,
    // The same secret for every process, kept in the data folder so sign-ins outlive a restart.
    TOKEN_SECRET: process.env.TOKEN_SECRET || storedTokenSecret(dataDir),
    PUBLIC_URL: publicUrl,
    // nginx reaches the processes from this machine; only its X-Forwarded-For names the client.
    TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
  };

  if ((await ensureDatabase(databaseUrl)) === 'created') console.log(`created the database ${new URL(databaseUrl).pathname.slice(1)}`);
  // Migrated once here (the processes then find nothing to do), and the apps never live released
  // once, as npm start does: a process's own start changes what is live with DATABASE_URL only on a
  // new installation, and this one leaves every app that has a live version as the operator left it.
  const database = await openDatabase({ url: databaseUrl, pgliteDir: null });
  try {
    await releaseFirstBuilds(openReleases(releasesDir, new PgRegistryStore(database.db)), 'npm run start:cluster', {
      info: (line) => console.log(line),
      warn: (line) => console.error(`start:cluster: ${line}`),
    });
  } finally {
    await database.close();
  }

  let nginx: RunningNginx | null = null;
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('stopping: the API processes drain (DRAIN_SECONDS), then nginx stops');
    await processes.stop();
    await nginx?.stop();
    process.exit(code);
  };
  const processes = new ApiProcesses({
    command: process.execPath,
    // The same way this launcher runs (compiled with --conditions=troo-dist, or through tsx).
    args: [...process.execArgv, fileURLToPath(new URL(`../server${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url))],
    env,
    ports: apiPorts,
    log: (line) => console.log(line),
    onGiveUp: (why) => {
      console.error(`start:cluster: ${why}`);
      void stopAll(1);
    },
  });
  let signals = 0;
  const onSignal = () => {
    signals += 1;
    // A second Ctrl-C does not wait for the drain.
    if (signals > 1)
      void processes
        .stop(true)
        .then(() => nginx?.stop())
        .then(() => process.exit(1));
    else void stopAll(0);
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

  const nginxOptions = {
    binary: nginxBinary,
    host,
    port,
    upstreams: apiPorts.map((p) => `127.0.0.1:${p}`),
    runDir,
    // The processes exempt nginx (TRUST_PROXY) from their ceiling: nginx holds each client to it.
    maxConnectionsPerClient: loadConfig({ ...env, PORT: String(port), HOST: host }).maxConnectionsPerAddress,
    retrySafePosts: retrySafePostPattern(),
  };
  let nginxCrashes = 0;
  // nginx that exits while the cluster runs is started again (its orphaned workers ended first, by
  // startNginx): the API processes behind it are fine, and without it nothing reaches them.
  const watchNginx = (running: RunningNginx) => {
    const startedAt = Date.now();
    running.child.once('exit', (code, signal) => {
      if (stopping) return;
      const why = `nginx exited (${signal ?? `code ${code}`}); see ${path.join(runDir, 'error.log')}`;
      nginxCrashes = Date.now() - startedAt < NGINX_CRASH_WINDOW_MS ? nginxCrashes + 1 : 0;
      if (nginxCrashes >= NGINX_CRASHES_TO_GIVE_UP) {
        console.error(
          `start:cluster: ${why}, ${NGINX_CRASHES_TO_GIVE_UP} times within ${NGINX_CRASH_WINDOW_MS / 1000} s of starting: stopping`,
        );
        void stopAll(1);
        return;
      }
      console.error(`start:cluster: ${why}; starting it again`);
      void running.exited
        .then(() => startNginx(nginxOptions))
        .then(
          (again) => {
            nginx = again;
            console.log(`nginx started again on ${host}:${port} (pid ${again.child.pid})`);
            if (stopping) void again.stop();
            else watchNginx(again);
          },
          (error: unknown) => {
            console.error(`start:cluster: nginx could not be started again: ${(error as Error).message}`);
            void stopAll(1);
          },
        );
    });
  };

  try {
    await processes.start();
    nginx = await startNginx(nginxOptions);
  } catch (error) {
    console.error(`start:cluster: ${(error as Error).message}`);
    await stopAll(1);
    return;
  }
  watchNginx(nginx);
  // One welcome for the whole cluster, with the proxy's address (each process printed its own above).
  const config = loadConfig({ ...env, PORT: String(port), HOST: host });
  const welcome = await openDatabase({ url: databaseUrl, pgliteDir: null }).then(async (opened) => {
    try {
      const mailboxKey = config.production || config.smtpUrl ? null : sharedMailboxKey(config.tokenSecret);
      return await welcomeText({ config, db: opened.db, mailboxKey });
    } finally {
      await opened.close();
    }
  });
  console.log(
    [
      welcome,
      '',
      `Troo cluster: nginx on ${host}:${port} in front of ${size} API processes (127.0.0.1:${apiPorts.join(', ')}),`,
      `  database ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}; nginx's config and logs in ${path.join(dataDir, 'nginx')}.`,
      '  Ctrl-C stops it all (each process drains first; Ctrl-C again stops at once).',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`start:cluster: ${describeError(error)}`);
  process.exit(1);
});
