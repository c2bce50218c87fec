// Limit checks per second, and the p95 latency of one, for the PostgreSQL and the Redis limit store,
// at a few concurrencies: what one API process sees when every limited request asks the store.
//   npx tsx scripts/bench-limit-store.ts [postgres://server/db-to-create-from] [redis://host:port]
// BENCH_UNLOGGED=1 also measures the PostgreSQL tables made UNLOGGED (no WAL; emptied after a crash).
// A throwaway database is created on the PostgreSQL server (and dropped); Redis keys start troo:bench.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import type { LimitStore } from '../src/limits/limit-store.js';
import { PgLimitStore } from '../src/limits/pg-limit-store.js';
import { RedisLimitStore } from '../src/limits/redis-limit-store.js';

const SERVER_URL = process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.argv[3] ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CONCURRENCIES = [1, 8, 32, 128];
const SECONDS = 3;
/** Requests come from many addresses: counts spread over this many keys. */
const ADDRESSES = 1_000;

type Check = (worker: number, i: number) => Promise<unknown>;

async function measure(check: Check, concurrency: number): Promise<{ perSecond: number; p95Ms: number }> {
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) {
        const begun = performance.now();
        await check(worker, i);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: Math.round(latencies.length / elapsed), p95Ms: latencies[Math.floor(latencies.length * 0.95)] ?? NaN };
}

async function bench(name: string, store: LimitStore): Promise<void> {
  const run = randomBytes(4).toString('hex');
  const checks: Record<string, Check> = {
    'request count': (worker, i) => store.count(`bench:${run}:${(worker * 7919 + i) % ADDRESSES}`, 60_000),
    'stream lease take+release': async (worker, i) => {
      const lease = { id: randomUUID(), scopes: [{ key: `bench:${run}:session:${(worker + i) % ADDRESSES}`, max: 20 }] };
      await store.takeLease(lease, 30_000);
      await store.releaseLease(lease);
    },
  };
  for (const [what, check] of Object.entries(checks)) {
    for (const concurrency of CONCURRENCIES) {
      const { perSecond, p95Ms } = await measure(check, concurrency);
      console.log(
        `${name.padEnd(10)} ${what.padEnd(26)} concurrency ${String(concurrency).padStart(3)}: ${String(perSecond).padStart(6)}/s, p95 ${p95Ms.toFixed(2)} ms`,
      );
    }
  }
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const name = `troo_bench_${randomBytes(4).toString('hex')}`;
await onServer(`CREATE DATABASE ${name}`);
try {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), pgliteDir: null });
  try {
    await bench('postgres', new PgLimitStore(database.db));
    if (process.env.BENCH_UNLOGGED === '1') {
      await database.db.execute(sql`alter table limit_counters set unlogged; alter table limit_leases set unlogged`);
      await bench('pg-unlogd', new PgLimitStore(database.db));
    }
  } finally {
    await database.close();
  }
} finally {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

const redis = RedisLimitStore.connect(REDIS_URL, (error) => console.warn(`Redis: ${error.message}`));
try {
  await bench('redis', redis);
} finally {
  await redis.close();
}
