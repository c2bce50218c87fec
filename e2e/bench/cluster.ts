// npm run bench:cluster: Troo as npm run start:cluster runs it (api/dist/cli/cluster.js: nginx in front
// of CLUSTER_SIZE API processes on one PostgreSQL database, BENCH_DATABASE_URL's server, default
// postgres://postgres@127.0.0.1:5432/test, on a throwaway database), with 1 and then 3 processes,
// everything through the proxy:
// - the customer menu calls (categories, all items, one item) under 50 connections (autocannon), three
//   runs each, alternating between the two clusters: requests per second and p95 of the median run,
//   errors of all;
// - 20 kitchen-display streams while diners pay 10 orders a second: Pay → arrival p50/p95/p99, lost
//   and duplicate events; with 3 processes once more while one process is killed (SIGKILL) a third of
//   the way in and restarted by the launcher: displays reconnect with Last-Event-ID, as the portal's do.
// On a 2-core machine that also runs the load, no speed-up is expected; what must hold is no error,
// no lost or duplicate event, and a p95 with 3 processes within 1.5x of one process's.
// Prints figures; it is not a test. Needs nginx (sudo apt install nginx-light).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { throwawayDatabase } from './throwaway-database';
import { freePorts } from '../../platform/releases/src/cluster/ports.js';
import { readOrderArrivals, tallyArrivals, untilEveryDisplayHasEveryOrder } from './arrivals';
import { demoMenuCalls, machineLoad, underLoad, type LoadFigure } from './menu-load';
import { BUSINESS, json, paySandboxOrder } from './sandbox-order';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONNECTIONS = 50;
const CALL_DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Each menu call is run this many times in turn with the others; the median run is reported. */
const CALL_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * nginx ends a client's connection after 1000 requests (keepalive_requests), saying so in its last
 * answer; a browser then opens a new one, but autocannon ignores "Connection: close" and sends its
 * next request down the closing connection (a socket error the server never saw). Reconnecting
 * every 500 requests keeps it within nginx's limit, as a browser would be.
 */
const RECONNECT_EVERY = 500;
const STREAMS = 20;
const DISPLAYS_PER_SIGN_IN = 5;
const ORDERS_PER_S = 10;
const KDS_DURATION_S = Number(process.env.BENCH_KDS_DURATION_S ?? 20);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Cluster {
  url: string;
  dataDir: string;
  /** Process number → pid, as the launcher last reported it ready. */
  pids: Map<number, number>;
  /** Resolves when the launcher reports process `n` ready again. */
  readyAgain(n: number): Promise<void>;
  stop(): Promise<void>;
}

/** npm run start:cluster's launcher, without the build (bench:cluster builds the API first). */
async function startCluster(size: number, databaseUrl: string): Promise<Cluster> {
  const port = await freePorts(size);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troo-bench-cluster-'));
  const child: ChildProcess = spawn(process.execPath, ['--conditions=troo-dist', path.join(repo, 'api/dist/cli/cluster.js')], {
    env: {
      ...process.env,
      CLUSTER_SIZE: String(size),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '1',
      // One machine plays every diner, far past the checkout limits meant for real phones.
      CHECKOUTS_PER_ADDRESS_PER_MINUTE: '100000',
      CHECKOUTS_PER_OUTLET_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pids = new Map<number, number>();
  const waiting: { n: number; resolve: () => void }[] = [];
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output += `${line}\n`;
        const started = /^api (\d+) ready on \S+ \(pid (\d+)\)/.exec(line);
        if (started) {
          pids.set(Number(started[1]), Number(started[2]));
          for (const w of waiting.filter((w) => w.n === Number(started[1]))) {
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve();
          }
        }
        if (line.startsWith('Troo cluster:')) resolve();
      });
    }
    child.once('exit', (code) => reject(new Error(`the cluster exited (${code}) before it was ready:\n${output}`)));
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pids,
    readyAgain: (n) => new Promise((resolve) => waiting.push({ n, resolve })),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface CallFigure extends LoadFigure {
  call: string;
}

const menuCall = async (baseUrl: string, call: string, url: string): Promise<CallFigure> => ({
  call,
  ...(await underLoad(`${baseUrl}${url}`, { connections: CONNECTIONS, durationS: CALL_DURATION_S, reconnectEvery: RECONNECT_EVERY })),
});

/**
 * One kitchen display through the proxy, reading raw events (so a duplicate is seen), reconnecting
 * with Last-Event-ID when its stream ends, as the portal's display does.
 */
function openDisplay(url: string, token: string, arrivals: Map<string, number[]>, onOpen: () => void) {
  const abort = new AbortController();
  let lastEventId = '';
  let reconnects = -1;
  void (async () => {
    while (!abort.signal.aborted) {
      try {
        const response = await fetch(url, {
          headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
          signal: abort.signal,
        });
        if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
        reconnects += 1;
        if (reconnects === 0) onOpen();
        await readOrderArrivals(response.body, arrivals, (id) => (lastEventId = id));
      } catch {
        // The process went away mid-stream, or the proxy had nobody to send the reconnect to: try again.
      }
      if (!abort.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return { close: () => abort.abort(), reconnects: () => Math.max(0, reconnects) };
}

interface KdsFigure {
  label: string;
  orders: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  lost: number;
  duplicates: number;
  reconnects: number;
  note: string;
  /** What the first failed order ran into. */
  firstFailure?: string;
  load: string;
}

async function kitchenDisplays(cluster: Cluster, label: string, killMidRun: boolean): Promise<KdsFigure> {
  const api = `${cluster.url}/api`;
  const credentials = JSON.parse(readFileSync(path.join(cluster.dataDir, 'demo-credentials.json'), 'utf8')) as {
    employee: { email: string; password: string };
  };
  // A kitchen's few displays per sign-in (20 streams on one sign-in would be its whole allowance, and
  // the places of a killed process's streams are freed only when their leases run out, within 30 s).
  const signIn = async () =>
    (
      await json<{ data: { token: string } }>(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials.employee),
      })
    ).data.token;
  const tokens = await Promise.all(Array.from({ length: STREAMS / DISPLAYS_PER_SIGN_IN }, signIn));
  const branch = (await json<{ data: { branch_id: string } }>(`${api}/menu/getOrderAndPayBusinessDetails/?business_identifier=${BUSINESS}`))
    .data.branch_id;
  const item = (
    await json<{ data: { _id: string }[] }>(`${api}/menu/getAllOrderAndPayMenuItem/?business_identifier=${BUSINESS}&branch=${branch}`)
  ).data[0]!._id;

  const displays = Array.from({ length: STREAMS }, () => new Map<string, number[]>());
  let opened = 0;
  let allOpen: () => void = () => undefined;
  const open = new Promise<void>((resolve) => (allOpen = resolve));
  const streams = displays.map((arrivals, i) =>
    openDisplay(`${api}/events/orders?branch_id=${branch}`, tokens[Math.floor(i / DISPLAYS_PER_SIGN_IN)]!, arrivals, () => {
      opened += 1;
      if (opened === STREAMS) allOpen();
    }),
  );
  await open;

  const paidAt = new Map<string, number>();
  let failed = 0;
  let firstFailure: string | undefined;
  const placeOrder = async () => {
    const { orderId, paidAt: t0 } = await paySandboxOrder(cluster.url, branch, item);
    paidAt.set(orderId, t0);
  };

  let note = '';
  let killing: Promise<void> = Promise.resolve();
  const total = ORDERS_PER_S * KDS_DURATION_S;
  const placing: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let placed = 0;
    const timer = setInterval(() => {
      placing.push(
        placeOrder().catch((error: unknown) => {
          failed += 1;
          firstFailure ??= (error as Error).message;
        }),
      );
      placed += 1;
      if (killMidRun && placed === Math.floor(total / 3)) {
        const victim = 2;
        const pid = cluster.pids.get(victim)!;
        const back = cluster.readyAgain(victim);
        const killedAt = performance.now();
        process.kill(pid, 'SIGKILL');
        killing = back.then(() => {
          note = `api ${victim} killed (SIGKILL) after ${Math.floor(total / 3)} orders, back after ${((performance.now() - killedAt) / 1000).toFixed(1)} s`;
        });
      }
      if (placed >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / ORDERS_PER_S);
  });
  await Promise.all(placing);
  await killing;
  await untilEveryDisplayHasEveryOrder(displays, paidAt, 15_000);
  for (const stream of streams) stream.close();

  const tally = tallyArrivals(displays, paidAt);
  return {
    label,
    orders: paidAt.size,
    failed,
    ...tally,
    reconnects: streams.reduce((sum, s) => sum + s.reconnects(), 0),
    note,
    firstFailure,
    load: machineLoad(),
  };
}

/** The run with the median p95, with every run's errors. */
function medianRun(runs: CallFigure[]): CallFigure {
  const median = [...runs].sort((a, b) => a.p95 - b.p95)[Math.floor(runs.length / 2)]!;
  const errorKinds = runs.map((r) => r.errorKinds).filter(Boolean);
  return { ...median, errors: runs.reduce((sum, r) => sum + r.errors, 0), errorKinds: errorKinds.join('; ') };
}

/** A cluster of `size` processes on a throwaway database of its own; `stop` ends both. */
async function clusterOnItsOwnDatabase(size: number): Promise<Cluster> {
  const database = await throwawayDatabase(POSTGRES);
  try {
    const cluster = await startCluster(size, database.url);
    return {
      ...cluster,
      stop: async () => {
        try {
          await cluster.stop();
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function main() {
  const calls: (CallFigure & { size: number })[] = [];
  const kds: KdsFigure[] = [];
  const clusters = new Map<number, Cluster>();
  try {
    for (const size of [1, 3]) clusters.set(size, await clusterOnItsOwnDatabase(size));
    // Both clusters run all along (the idle one costs nothing), and their runs alternate, so a
    // minute when the machine is slower falls on both and their p95s compare.
    const rounds: (CallFigure & { size: number })[] = [];
    for (let round = 0; round < CALL_ROUNDS; round += 1) {
      // Which cluster goes first changes each round.
      const sizes = round % 2 === 0 ? [...clusters.keys()] : [...clusters.keys()].reverse();
      for (const size of sizes) {
        const url = clusters.get(size)!.url;
        for (const [call, path] of Object.entries((await demoMenuCalls(url)).calls))
          rounds.push({ ...(await menuCall(url, call, path)), size });
      }
    }
    for (const size of clusters.keys())
      for (const call of new Set(rounds.map((r) => r.call)))
        calls.push({ ...medianRun(rounds.filter((r) => r.call === call && r.size === size)), size });
    for (const [size, cluster] of clusters) {
      kds.push(await kitchenDisplays(cluster, `${size} process${size > 1 ? 'es' : ''}`, false));
      if (size > 1) kds.push(await kitchenDisplays(cluster, `${size} processes, one killed`, true));
    }
  } finally {
    for (const cluster of clusters.values()) await cluster.stop();
  }

  console.log(`Through nginx (deploy/nginx/troo.conf.template), PostgreSQL ${new URL(POSTGRES).host}; load (1/5/15 min) after each.`);
  console.log(
    `Customer menu calls, ${CONNECTIONS} connections, ${CALL_DURATION_S} s each, ${CALL_ROUNDS} runs alternating 1 and 3 processes: the run with the median p95, errors of all runs:`,
  );
  for (const f of calls) {
    const one = calls.find((c) => c.size === 1 && c.call === f.call)!;
    const ratio =
      f.size > 1 ? `  p95 ${(f.p95 / one.p95).toFixed(2)}x one process's ${f.p95 <= one.p95 * 1.5 ? '(within 1.5x)' : '(OVER 1.5x)'}` : '';
    console.log(
      `  ${`${f.size} process${f.size > 1 ? 'es' : '  '}`} ${f.call.padEnd(24)} ${f.rps.toFixed(0).padStart(7)} req/s  p95 ${`${f.p95.toFixed(1)} ms`.padStart(8)}  errors ${f.errors}${f.errorKinds ? ` (${f.errorKinds})` : ''}  load ${f.load}${ratio}`,
    );
  }
  console.log(`Kitchen displays: ${STREAMS} streams, ${ORDERS_PER_S} paid orders/s for ${KDS_DURATION_S} s; Pay → arrival on each stream:`);
  for (const f of kds) {
    console.log(
      `  ${f.label.padEnd(28)} orders ${f.orders} (failed ${f.failed})  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  lost ${f.lost}  duplicates ${f.duplicates}  reconnects ${f.reconnects}  load ${f.load}${f.note ? `\n    ${f.note}` : ''}${f.firstFailure ? `\n    first failure: ${f.firstFailure}` : ''}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
