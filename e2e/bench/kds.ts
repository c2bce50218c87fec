// npm run bench:kds: 20 kitchen-display streams (GET /api/events/orders) on the demo outlet while
// diners pay 10 orders a second for 30 s through the sandbox checkout, on embedded PGlite and on
// the PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
// throwaway database is made there and dropped). Prints p50/p95/p99 from the diner's Pay to the
// order's arrival on each stream, and events lost or received twice. Budget: p95 ≤ 250 ms, none lost.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTroo } from '../support/troo-server';
import { throwawayDatabase } from './throwaway-database';
import { readOrderArrivals, tallyArrivals, untilEveryDisplayHasEveryOrder } from './arrivals';
import { machineLoad } from './menu-load';
import { BUSINESS, json, paySandboxOrder } from './sandbox-order';

const STREAMS = 20;
const ORDERS_PER_S = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const BUDGET_P95_MS = 250;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One display's stream, read raw (so a duplicate would be seen): order id → arrival times. */
function openDisplay(url: string, token: string, arrivals: Map<string, number[]>, ready: () => void): () => void {
  const abort = new AbortController();
  void (async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
    if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
    ready();
    await readOrderArrivals(response.body, arrivals);
  })().catch(() => undefined);
  return () => abort.abort();
}

async function bench(database: string, databaseUrl: string) {
  // One machine plays every diner, at ORDERS_PER_S on one outlet: far past the checkout limits meant for real phones.
  const server = await startTroo(
    { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', CHECKOUTS_PER_ADDRESS_PER_MINUTE: '100000', CHECKOUTS_PER_OUTLET_PER_MINUTE: '100000' },
    { remotes: false },
  );
  const api = `${server.baseUrl}/api`;
  // The demo's passwords are generated at its first start and written here (api/src/seed/demo.ts).
  const credentials = JSON.parse(readFileSync(path.join(server.dataDir, 'demo-credentials.json'), 'utf8')) as {
    employee: { email: string; password: string };
  };
  try {
    const login = await json<{ data: { token: string } }>(`${api}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials.employee),
    });
    const token = login.data.token;
    const details = await json<{ data: { branch_id: string } }>(
      `${api}/menu/getOrderAndPayBusinessDetails/?business_identifier=${BUSINESS}`,
    );
    const branch = details.data.branch_id;
    const items = await json<{ data: { _id: string }[] }>(
      `${api}/menu/getAllOrderAndPayMenuItem/?business_identifier=${BUSINESS}&branch=${branch}`,
    );

    const displays = Array.from({ length: STREAMS }, () => new Map<string, number[]>());
    let opened = 0;
    let allOpen: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (allOpen = resolve));
    const closers = displays.map((arrivals) =>
      openDisplay(`${api}/events/orders?branch_id=${branch}`, token, arrivals, () => {
        opened += 1;
        if (opened === STREAMS) allOpen();
      }),
    );
    await open;

    /** Order id → when the diner pressed Pay. */
    const paidAt = new Map<string, number>();
    let failed = 0;
    const placeOrder = async () => {
      const { orderId, paidAt: t0 } = await paySandboxOrder(server.baseUrl, branch, items.data[0]!._id);
      paidAt.set(orderId, t0);
    };
    const placing: Promise<void>[] = [];
    await new Promise<void>((resolve) => {
      let placed = 0;
      const timer = setInterval(() => {
        placing.push(placeOrder().catch(() => void (failed += 1)));
        placed += 1;
        if (placed >= ORDERS_PER_S * DURATION_S) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / ORDERS_PER_S);
    });
    await Promise.all(placing);
    await untilEveryDisplayHasEveryOrder(displays, paidAt, 10_000);
    for (const close of closers) close();

    const tally = tallyArrivals(displays, paidAt);
    return {
      database,
      orders: paidAt.size,
      failed,
      ...tally,
      load: machineLoad(),
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const figures = [];
  const postgres = await throwawayDatabase(POSTGRES);
  try {
    figures.push(await bench('PGlite (embedded)', ''));
    figures.push(await bench(`PostgreSQL (${new URL(POSTGRES).host})`, postgres.url));
  } finally {
    await postgres.drop();
  }
  console.log(
    `Kitchen display streams: ${STREAMS} streams, ${ORDERS_PER_S} paid orders/s for ${DURATION_S} s; Pay → arrival on each stream (budget p95 ≤ ${BUDGET_P95_MS} ms, none lost):`,
  );
  for (const f of figures) {
    console.log(
      `  ${f.database.padEnd(28)} orders ${f.orders} (failed ${f.failed})  p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  lost ${f.lost}  duplicates ${f.duplicates}  load ${f.load}  ${f.p95 <= BUDGET_P95_MS && f.lost === 0 && f.failed === 0 ? 'within' : 'OVER BUDGET'}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
