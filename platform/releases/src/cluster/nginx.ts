import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repositoryRoot } from '../repository-root.js';

// nginx in front of the API processes, as its own user, without touching /etc/nginx: the config is
// rendered from the repository's template into a run folder that also holds its pid, logs and temp
// files. Used by npm run start:cluster (cli/cluster.ts), the cluster tests and bench:cluster.

export const NGINX_TEMPLATE = path.join(repositoryRoot(import.meta.url), 'deploy/nginx/troo.conf.template');

/** What start:cluster and the tests say when there is no nginx; nothing here installs it. */
export const NGINX_MISSING =
  'nginx is not installed: install it with `sudo apt install nginx-light` (Debian, Ubuntu; or `nginx`), or set NGINX_PATH to its binary';

export interface NginxConfigOptions {
  /** host:port, or a port, to listen on. */
  listen: string;
  /** The API processes, host:port each. */
  upstreams: string[];
  /** Where pid, logs and temp files go (absolute). */
  runDir: string;
  /**
   * Adds `X-Upstream: <host:port>` to every answer: which process answered. For tests and benchmarks
   * only; it would tell the public the internal addresses.
   */
  exposeUpstream?: boolean;
  /** Failures within FAIL_TIMEOUT that leave a process out (passive health checks). */
  maxFails?: number;
  failTimeoutSeconds?: number;
  workerProcesses?: number | 'auto';
  /**
   * Open connections one client address may hold at nginx (MAX_CONNECTIONS_PER_ADDRESS): the API
   * processes exempt nginx from their own ceiling, so without this one address could hold thousands.
   */
  maxConnectionsPerClient: number;
  /** The POST paths nginx may retry on another process (the API's retrySafePostPattern()): one anchored PCRE. */
  retrySafePosts: string;
  /** The process whose user runs nginx (root: workers run as root too, to write the run folder's temp files). */
  asRoot?: boolean;
}

/** The template with every {{NAME}} filled in; refuses a template whose names this does not know. */
export function renderNginxConfig(template: string, o: NginxConfigOptions): string {
  if (o.upstreams.length === 0) throw new Error('nginx needs at least one API process to send requests to');
  if (!path.isAbsolute(o.runDir) || /[\s;{}]/.test(o.runDir))
    throw new Error(`the nginx run folder must be an absolute path without spaces: ${o.runDir}`);
  for (const upstream of [...o.upstreams, o.listen]) {
    if (!/^([\w.-]+:|\[[0-9a-f:]+\]:)?\d{1,5}$/i.test(upstream)) throw new Error(`not a host:port for nginx: "${upstream}"`);
  }
  const maxFails = o.maxFails ?? 3;
  const perClient = o.maxConnectionsPerClient;
  if (!Number.isInteger(perClient) || perClient < 1) throw new Error(`not a connection ceiling for nginx: ${perClient}`);
  const failTimeout = `${o.failTimeoutSeconds ?? 10}s`;
  const values: Record<string, string> = {
    // As root, nginx would switch its workers to "nobody", who cannot write the run folder.
    USER_LINE: o.asRoot ? 'user root;' : '',
    WORKER_PROCESSES: String(o.workerProcesses ?? 1),
    RUN_DIR: o.runDir,
    MAX_FAILS: String(maxFails),
    FAIL_TIMEOUT: failTimeout,
    SERVERS: o.upstreams.map((upstream) => `    server ${upstream} max_fails=${maxFails} fail_timeout=${failTimeout};`).join('\n'),
    LISTEN: o.listen,
    MAX_CONNECTIONS_PER_CLIENT: String(perClient),
    NEXT_UPSTREAM_TRIES: String(o.upstreams.length),
    RETRY_SAFE_POSTS: o.retrySafePosts,
    EXTRA_LOCATION_LINES: o.exposeUpstream ? '      add_header X-Upstream $upstream_addr always;' : '',
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${NGINX_TEMPLATE} names {{${name}}}, which the renderer does not fill in`);
    return value;
  });
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** NGINX_PATH, else nginx on PATH or in the sbin folders Debian puts it in (not on a user's PATH); null when absent. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NGINX_PATH) return executable(env.NGINX_PATH) ? env.NGINX_PATH : null;
  const folders = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  return folders.map((folder) => path.join(folder, 'nginx')).find(executable) ?? null;
}

export interface RunningNginx {
  url: string;
  runDir: string;
  /** nginx's guard (nginx-guard.ts), whose exit is nginx's; its pid is nginx's process group. */
  child: ChildProcess;
  /** Resolves once nginx and everything of its group have ended. */
  exited: Promise<void>;
  /** The access log so far (one line per finished request, with the upstream that answered it). */
  accessLog(): string;
  /** Fast shutdown (SIGTERM); removes the run folder unless it was given. */
  stop(): Promise<void>;
}

/** The pid an nginx pid file holds, or null when there is none yet. */
function pidIn(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function acceptsConnections(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Renders the template and starts nginx in the foreground on `host:port` in front of `upstreams`;
 * resolves once it accepts connections, rejects with its error log if it exits first.
 */
export async function startNginx(o: {
  binary: string;
  host: string;
  port: number;
  upstreams: string[];
  runDir?: string;
  exposeUpstream?: boolean;
  maxFails?: number;
  failTimeoutSeconds?: number;
  maxConnectionsPerClient: number;
  retrySafePosts: string;
}): Promise<RunningNginx> {
  const runDir = o.runDir ?? mkdtempSync(path.join(tmpdir(), 'troo-nginx-'));
  const ownRunDir = !o.runDir;
  mkdirSync(runDir, { recursive: true, mode: 0o700 });
  const asRoot = process.getuid?.() === 0;
  const conf = path.join(runDir, 'nginx.conf');
  // nginx writes its pid file once its ports are bound. Until a new pid is there, a connection may be
  // taken by the workers of an nginx that was just killed (they close while it is answered).
  const pidFile = path.join(runDir, 'nginx.pid');
  const stalePid = pidIn(pidFile);
  writeFileSync(
    conf,
    renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      listen: `${o.host}:${o.port}`,
      upstreams: o.upstreams,
      runDir,
      exposeUpstream: o.exposeUpstream,
      maxFails: o.maxFails,
      failTimeoutSeconds: o.failTimeoutSeconds,
      maxConnectionsPerClient: o.maxConnectionsPerClient,
      retrySafePosts: o.retrySafePosts,
      asRoot,
    }),
  );
  // -e: the error log before the config is read (else nginx tries the packaged /var/log/nginx/error.log).
  // Through nginx-guard.ts, which stops nginx when this process is gone (its stdin, our pipe, closes).
  const here = fileURLToPath(import.meta.url);
  const guard = path.join(path.dirname(here), `nginx-guard${path.extname(here)}`);
  const child = spawn(
    process.execPath,
    [...process.execArgv, guard, o.binary, '-p', runDir, '-c', conf, '-e', path.join(runDir, 'error.log')],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group (the guard, nginx and its workers): a Ctrl-C in the terminal reaches the
      // launcher, which stops nginx last; and the group is ended whole (below).
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      // nginx's master killed outright leaves its workers serving the port (answering 502): end the
      // whole group, whatever is left of it.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Nothing left.
      }
      resolve();
    }),
  );
  const errorLog = () => {
    try {
      return readFileSync(path.join(runDir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (ownRunDir) rmSync(runDir, { recursive: true, force: true });
  };
  const connectHost = o.host === '0.0.0.0' ? '127.0.0.1' : o.host === '::' ? '::1' : o.host;
  const deadline = Date.now() + 10_000;
  const bound = () => {
    const pid = pidIn(pidFile);
    return pid !== null && pid !== stalePid;
  };
  while (!(bound() && (await acceptsConnections(connectHost, o.port)))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why = `nginx did not start on ${o.host}:${o.port}:\n${output}${errorLog()}`;
      await stop();
      throw new Error(why);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://${connectHost.includes(':') ? `[${connectHost}]` : connectHost}:${o.port}`,
    runDir,
    child,
    exited,
    accessLog: () => {
      try {
        return readFileSync(path.join(runDir, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop,
  };
}
