import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type OpenDatabase } from '../src/db/client.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { databaseUrl, onServer } from './helpers/database-template.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { nextReleaseMigrations } from './helpers/next-release-migrations.js';
import { startCheckout } from './helpers/paid-order.js';

// A rolling deploy with an expand migration (docs/production.md, "Changing the schema"): diners keep
// checking out through the release that runs (the old process) while the next release's first process
// starts on the same PostgreSQL database and applies its migration, then through both. Not one
// checkout may fail, and the old release must keep working on the expanded schema (that is what makes
// an API rollback possible).
//
// The old release is this code with this repository's migrations; the new release is the same code
// with three more migrations, an expansion as the docs describe it (a nullable column on orders, a
// defaulted one on checkouts, a new table), applied by its process's start. Running the previous
// commit's code instead would need a second checkout, install and build of the repository: minutes,
// where this shows the same thing (old code on the new schema, during and after the change) in seconds.

const serverUrl = process.env.TEST_DATABASE_URL;

// One migration per table (docs/production.md): a migration that alters two tables a checkout writes
// in one transaction waits, under steady checkouts, for a moment when no checkout holds either.
const EXPANSION: [string, string][] = [
  ['orders-note', `ALTER TABLE "orders" ADD COLUMN "diner_note" text;`],
  ['checkouts-channel', `ALTER TABLE "checkouts" ADD COLUMN "channel" text DEFAULT 'qr' NOT NULL;`],
  ['order-ratings', `CREATE TABLE "order_ratings" ("order_id" uuid PRIMARY KEY NOT NULL, "stars" integer NOT NULL);`],
];

interface Outcome {
  via: 'old' | 'new';
  startedAt: number;
  endedAt: number;
  failure?: string;
}

/** One diner's checkout, paid in the sandbox and confirmed, through `app`: what failed, if anything. */
async function checkOut(app: FastifyInstance, business: TestBusiness, itemId: string): Promise<string | undefined> {
  const started = await startCheckout(app, business, itemId);
  if (started.statusCode !== 200) return `checkout ${started.statusCode}: ${started.body}`;
  const { transaction, paystack_data } = started.json();
  const paid = await app.inject({
    method: 'POST',
    url: new URL(paystack_data.data.authorization_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  if (paid.statusCode !== 303) return `pay ${paid.statusCode}: ${paid.body}`;
  const confirmed = await app.inject({ method: 'POST', url: '/api/order/confirmOrderPayment/', payload: { reference: transaction.ref } });
  if (confirmed.statusCode !== 200 || confirmed.json().status !== true) return `confirm ${confirmed.statusCode}: ${confirmed.body}`;
  return undefined;
}

describe(
  'an expand migration during a rolling deploy',
  { skip: serverUrl ? false : 'needs TEST_DATABASE_URL: two processes share one PostgreSQL database (the embedded database runs one)' },
  () => {
    const name = `troo_expand_${randomBytes(4).toString('hex')}`;
    const folder = mkdtempSync(path.join(tmpdir(), 'troo-next-release-'));
    const env = { CHECKOUTS_PER_OUTLET_PER_MINUTE: '100000' };
    let url: string;
    let oldDatabase: OpenDatabase;
    let oldRelease: TestApp;
    let newDatabase: OpenDatabase | undefined;
    let newRelease: TestApp | undefined;
    let business: TestBusiness;
    let itemId: string;

    before(async () => {
      await onServer(serverUrl!, `CREATE DATABASE ${name}`);
      url = databaseUrl(serverUrl!, name);
      oldDatabase = await openDatabase({ url, pgliteDir: null, onIdleConnectionError: () => {} });
      oldRelease = await buildTestApp({ ...env, DATABASE_URL: url }, { database: oldDatabase });
      business = await createTestBusiness(oldDatabase.db, 'Mama Put');
      await addBankAccount(oldDatabase.db, business);
      itemId = (await createTestMenu(oldDatabase.db, business)).jollof.id;
    });

    after(async () => {
      await newRelease?.close();
      await newDatabase?.close();
      await oldRelease?.close();
      await oldDatabase?.close();
      await onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(folder, { recursive: true, force: true });
    });

    it('fails no checkout while the new release migrates, and the old release keeps working on the expanded schema', async () => {
      const outcomes: Outcome[] = [];
      let migrated: { startedAt: number; endedAt: number } | null = null;
      let afterMigration = 0;
      let stop = false;
      // Four diners at a time, each on the old process or (once it is up) on the new one, as a proxy
      // spreads them; they keep going until 24 checkouts have started after the migration.
      const diner = async (n: number) => {
        for (let round = 0; ; round++) {
          const useNew = newRelease !== undefined && (n + round) % 2 === 1;
          if (stop || (migrated && afterMigration >= 24)) return;
          const startedAt = performance.now();
          const failure = await checkOut((useNew ? newRelease! : oldRelease).app, business, itemId);
          outcomes.push({ via: useNew ? 'new' : 'old', startedAt, endedAt: performance.now(), failure });
          if (migrated && startedAt > migrated.endedAt) afterMigration += 1;
        }
      };
      const diners = Promise.all([0, 1, 2, 3].map(diner));
      // The new release's first process starts (it migrates) once diners are checking out.
      try {
        while (outcomes.length < 8) await new Promise((resolve) => setImmediate(resolve));
        const startedAt = performance.now();
        newDatabase = await openDatabase({
          url,
          pgliteDir: null,
          migrationsFolder: nextReleaseMigrations(folder, EXPANSION),
          onIdleConnectionError: () => {},
        });
        migrated = { startedAt, endedAt: performance.now() };
        newRelease = await buildTestApp({ ...env, DATABASE_URL: url }, { database: newDatabase });
      } finally {
        // However the migration went, the diners finish before the apps close.
        if (!migrated) stop = true;
        await diners;
      }

      assert.deepEqual(
        outcomes.filter((o) => o.failure).map((o) => `${o.via}: ${o.failure}`),
        [],
      );
      // Checkouts were under way while the migration ran, and both releases took orders after it.
      const during = outcomes.filter((o) => o.startedAt < migrated.endedAt && o.endedAt > migrated.startedAt);
      assert.ok(during.length > 0, 'no checkout overlapped the migration');
      const afterIt = outcomes.filter((o) => o.startedAt > migrated.endedAt);
      assert.ok(afterIt.some((o) => o.via === 'old') && afterIt.some((o) => o.via === 'new'), JSON.stringify(afterIt.map((o) => o.via)));
      // Every paid checkout is one order, and the schema is the expanded one.
      const rowsOf = async <T>(query: SQL): Promise<T[]> => {
        const result: unknown = await oldDatabase.db.execute(query);
        return (result as { rows: T[] }).rows;
      };
      const [counted] = await rowsOf<{ orders: number }>(sql`select count(*)::int as orders from orders`);
      assert.equal(counted?.orders, outcomes.length);
      const columns = await rowsOf(
        sql`select column_name from information_schema.columns where table_name = 'orders' and column_name = 'diner_note'`,
      );
      assert.equal(columns.length, 1);
      console.log(
        `# ${outcomes.length} checkouts, ${during.length} during the migration (${(migrated.endedAt - migrated.startedAt).toFixed(0)} ms), 0 failed`,
      );
    });
  },
);
