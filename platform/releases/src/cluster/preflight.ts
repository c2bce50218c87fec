import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_CLUSTER_DATABASE } from './database.js';
import { findNginx, NGINX_MISSING } from './nginx.js';
import { describeHolder } from './port-holder.js';
import { portIsFree } from './ports.js';

// What npm run start:cluster checks before it builds anything (cli/cluster-preflight.ts, a second
// or so) and again before it starts anything (cli/cluster.ts): a refusal names what is in the way.

const MAX_CLUSTER_SIZE = 32;

export class PreflightError extends Error {}

export interface ClusterPlan {
  size: number;
  /** nginx's. */
  port: number;
  host: string;
  /** The API processes', 127.0.0.1. */
  apiPorts: number[];
  nginxBinary: string;
  databaseUrl: string;
  dataDir: string;
  releasesDir: string;
  /** nginx's config, pid and logs. */
  runDir: string;
}

function clusterSize(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > MAX_CLUSTER_SIZE)
    throw new PreflightError(`CLUSTER_SIZE must be a whole number from 1 to ${MAX_CLUSTER_SIZE}, not "${raw}"`);
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

/** Where an environment puts the data and the releases (the API's releaseSettings). */
export type ReleaseSettingsOf = (env: NodeJS.ProcessEnv) => { dataDir: string; releasesDir: string };

export async function planCluster(releaseSettings: ReleaseSettingsOf, env: NodeJS.ProcessEnv = process.env): Promise<ClusterPlan> {
  const size = clusterSize(env.CLUSTER_SIZE);
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 1 || port + size > 65535)
    throw new PreflightError(`PORT must be a port with ${size} free ports after it, not "${env.PORT}"`);
  const host = env.HOST || '0.0.0.0';
  const nginxBinary = findNginx(env);
  if (!nginxBinary) throw new PreflightError(NGINX_MISSING);
  const apiPorts = Array.from({ length: size }, (_, i) => port + 1 + i);
  for (const [where, p] of [[host, port] as const, ...apiPorts.map((p) => ['127.0.0.1', p] as const)]) {
    if (!(await portIsFree(where, p))) {
      throw new PreflightError(
        `port ${p} on ${where} is in use by ${describeHolder(p)}: stop it, or choose PORT (nginx takes PORT, the API processes the ${size} after it)`,
      );
    }
  }
  const databaseUrl = env.DATABASE_URL || LOCAL_CLUSTER_DATABASE;
  const defaults = releaseSettings({ ...env, DATABASE_URL: databaseUrl });
  // A data folder of its own unless DATA_DIR is given (npm start's holds the embedded demo's sign-ins,
  // which this database's demo would overwrite); the releases npm run build published, wherever they are.
  const dataDir = env.DATA_DIR ? defaults.dataDir : path.join(defaults.dataDir, 'cluster');
  const runDir = path.join(dataDir, 'nginx');
  const otherNginx = runningNginx(path.join(runDir, 'nginx.pid'));
  if (otherNginx) {
    throw new PreflightError(
      `another start:cluster runs on ${dataDir} (its nginx is process ${otherNginx}): stop it, or give this one another DATA_DIR ` +
        `(if no such nginx runs, remove ${path.join(runDir, 'nginx.pid')})`,
    );
  }
  return { size, port, host, apiPorts, nginxBinary, databaseUrl, dataDir, releasesDir: defaults.releasesDir, runDir };
}
