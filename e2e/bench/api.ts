// npm run bench:api: the customer menu calls (categories, all items of an outlet, one item) under
// 50 concurrent connections from autocannon on this machine, on embedded PGlite and on the
// PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a
// throwaway database is made there and dropped). Prints requests per second and p95 latency per
// call, and the machine's load. A figure, not a test: other work on the machine moves it.
// Then the pages a diner's phone opens first (the QR landing and the menu list: registry, first
// reads and first paint drawn by the server), for reference: the budget is the calls'.
import { startTroo } from '../support/troo-server';
import { demoMenuCalls, underLoad, type LoadFigure } from './menu-load';
import { BUSINESS } from './sandbox-order';
import { throwawayDatabase } from './throwaway-database';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const BUDGET_RPS = 2_000;
const POSTGRES = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The demo's first outlet's two first pages and three customer menu calls, as a phone asks for them. */
async function menuCalls(baseUrl: string): Promise<Record<string, string>> {
  const { branch, calls } = await demoMenuCalls(baseUrl);
  return {
    'QR landing page': `/start-order?business_identifier=${BUSINESS}&branch=${branch}&table=1&coming-from=qr`,
    'menu list page': `/demo/${BUSINESS}/items/online_ordering`,
    ...calls,
  };
}

interface Figure extends LoadFigure {
  database: string;
  call: string;
}

const bench = async (baseUrl: string, database: string, call: string, url: string): Promise<Figure> => ({
  database,
  call,
  ...(await underLoad(`${baseUrl}${url}`, { connections: CONNECTIONS, durationS: DURATION_S })),
});

async function main() {
  const figures: Figure[] = [];
  const postgres = await throwawayDatabase(POSTGRES);
  try {
    for (const [database, url] of [
      ['PGlite (embedded)', ''],
      [`PostgreSQL (${new URL(POSTGRES).host})`, postgres.url],
    ] as const) {
      const server = await startTroo({ DATABASE_URL: url, SEED_DEMO: 'true' });
      try {
        for (const [call, path] of Object.entries(await menuCalls(server.baseUrl))) {
          figures.push(await bench(server.baseUrl, database, call, path));
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await postgres.drop();
  }

  console.log(
    `Diner pages and customer menu calls, ${CONNECTIONS} connections, ${DURATION_S} s each (budget ${BUDGET_RPS.toLocaleString('en')} req/s per call):`,
  );
  console.log(
    `  ${'database'.padEnd(28)} ${'call'.padEnd(24)} ${'req/s'.padStart(8)} ${'p95'.padStart(8)} ${'errors'.padStart(7)}   load (1/5/15 min)`,
  );
  for (const f of figures) {
    console.log(
      `  ${f.database.padEnd(28)} ${f.call.padEnd(24)} ${f.rps.toFixed(0).padStart(8)} ${`${f.p95.toFixed(1)} ms`.padStart(8)} ${String(f.errors).padStart(7)}   ${f.load}   ${f.errorKinds ? `(${f.errorKinds}) ` : ''}${f.call.endsWith(' page') ? '' : f.rps >= BUDGET_RPS && f.errors === 0 ? 'within' : 'UNDER BUDGET'}`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
