/**
 * npm run start:cluster (after npm run build): CLUSTER_SIZE API processes (default 3) on one
 * PostgreSQL database behind nginx, as one address. Migrates once and makes live the apps never
 * live, then starts the processes together and nginx in front of them; restarts a process that
 * dies; Ctrl-C (SIGINT or SIGTERM) drains the processes, then stops nginx. Installs nothing: without
 * nginx it says how to get it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrivateFolder, loadConfig, releaseSettings, storedTokenSecret } from '../config.js';
import { ApiProcesses } from '../cluster/api-processes.js';
import { ensureDatabase, LOCAL_CLUSTER_DATABASE } from '../cluster/database.js';
import { findNginx, NGINX_MISSING, startNginx, type RunningNginx } from '../cluster/nginx.js';
import { openDatabase } from '../db/client.js';
import { describeError } from '../logging.js';
import { sharedMailboxKey } from '../mail/dev-mailbox.js';
import { openReleases } from '../remotes/registry.js';
import { PgRegistryStore } from '../remotes/registry-pg-store.js';
import { releaseFirstBuilds, welcomeText } from '../start-up.js';
import { portIsFree } from '../cluster/ports.js';

const MAX_CLUSTER_SIZE = 32;

function fail(message: string): never {
  console.error(`start:cluster: ${message}`);
  process.exit(1);
}

function clusterSize(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > MAX_CLUSTER_SIZE)
    fail(`CLUSTER_SIZE must be a whole number from 1 to ${MAX_CLUSTER_SIZE}, not "${raw}"`);
  return size;
}

/** The pid in an nginx pid file, when that process still runs. */
function runningNginx(pidFile: string): number | null {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function main() {
  const size = clusterSize(process.env.CLUSTER_SIZE);
  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port + size > 65535)
    fail(`PORT must be a port with ${size} free ports after it, not "${process.env.PORT}"`);
  const host = process.env.HOST || '0.0.0.0';
  const nginxBinary = findNginx();
  if (!nginxBinary) fail(NGINX_MISSING);
  const apiPorts = Array.from({ length: size }, (_, i) => port + 1 + i);
  for (const [where, p] of [[host, port] as const, ...apiPorts.map((p) => ['127.0.0.1', p] as const)]) {
    if (!(await portIsFree(where, p))) {
      fail(
        `port ${p} on ${where} is in use (another npm run start:cluster or npm start?): stop it, or choose PORT (nginx takes PORT, the API processes the ${size} after it)`,
      );
    }
  }

  const databaseUrl = process.env.DATABASE_URL || LOCAL_CLUSTER_DATABASE;
  const defaults = releaseSettings({ ...process.env, DATABASE_URL: databaseUrl });
  // A data folder of its own unless DATA_DIR is given (npm start's holds the embedded demo's sign-ins,
  // which this database's demo would overwrite); the releases npm run build published, wherever they are.
  const dataDir = process.env.DATA_DIR ? defaults.dataDir : path.join(defaults.dataDir, 'cluster');
  const releasesDir = defaults.releasesDir;
  ensurePrivateFolder(dataDir);
  const runDir = path.join(dataDir, 'nginx');
  const otherNginx = runningNginx(path.join(runDir, 'nginx.pid'));
  if (otherNginx) {
    fail(
      `another start:cluster runs on ${dataDir} (its nginx is process ${otherNginx}): stop it, or give this one another DATA_DIR ` +
        `(if no such nginx runs, remove ${path.join(runDir, 'nginx.pid')})`,
    );
  }
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
  // once, as npm start does: a process's own start never changes what is live with DATABASE_URL,
  // and this one leaves every app that has a live version as the operator left it.
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

  try {
    await processes.start();
    nginx = await startNginx({
      binary: nginxBinary,
      host,
      port,
      upstreams: apiPorts.map((p) => `127.0.0.1:${p}`),
      runDir,
      // The processes exempt nginx (TRUST_PROXY) from their ceiling: nginx holds each client to it.
      maxConnectionsPerClient: loadConfig({ ...env, PORT: String(port), HOST: host }).maxConnectionsPerAddress,
    });
  } catch (error) {
    console.error(`start:cluster: ${(error as Error).message}`);
    await stopAll(1);
    return;
  }
  nginx.child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`start:cluster: nginx exited (${signal ?? `code ${code}`}); see ${path.join(dataDir, 'nginx/error.log')}`);
      void stopAll(1);
    }
  });
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
