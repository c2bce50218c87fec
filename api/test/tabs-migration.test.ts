import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../src/db/client.js';
import { databaseUrl, onServer } from './helpers/database-template.js';

// Migration 0023 turns every order of the release before bills into a paid bill of its own, paid by
// its Paystack checkout: an order written the old way on a database at 0022 comes out of the
// migration with its tab and one 'paystack' payment of its amount.

/** The migrations folder as it was at 0022: the same files, the journal cut before 0023. */
function migrationsUpTo0022(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'troo-migrations-0022-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 22);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const OLD_ORDER = sql`
  with business as (
    insert into businesses (unique_identifier, name, email, contact_person, address, phone, cac_number, pin_hash, business_type)
    values ('old-kitchen', 'Old Kitchen', 'old@example.com', 'Ada', '1 Old Street', '+2348000000000', 'RC1', 'x', 'Restaurant')
    returning id
  ), branch as (
    insert into branches (business_id, name) select id, 'Main' from business returning id, business_id
  ), checkout as (
    insert into checkouts (reference, business_id, branch_id, product, order_type, lines, customer, table_group,
      subtotal_kobo, service_fee_kobo, delivery_fee_kobo, tip_kobo, amount_kobo, status, settled_at)
    select 'troo-old-ref', business_id, id, 'OrderAndPay', 'table', '[]'::jsonb,
      '{"name":"Ngozi","tableNumber":"4","email":null,"phone":null,"address":null,"pickupLocation":null,"scheduledDate":null,"scheduledTime":null}'::jsonb,
      'Terrace', 250000, 0, 0, 0, 250000, 'paid', now()
    from branch returning id, business_id, branch_id
  )
  insert into orders (business_id, branch_id, checkout_id, reference, number, status, product, order_type, lines, customer,
    table_group, subtotal_kobo, service_fee_kobo, delivery_fee_kobo, tip_kobo, amount_paid_kobo, paid_at)
  select business_id, branch_id, id, 'troo-old-ref', 1, 'served', 'OrderAndPay', 'table', '[]'::jsonb,
    '{"name":"Ngozi","tableNumber":"4","email":null,"phone":null,"address":null,"pickupLocation":null,"scheduledDate":null,"scheduledTime":null}'::jsonb,
    'Terrace', 250000, 0, 0, 0, 250000, '2026-11-01T12:00:00Z'
  from checkout`;

const AFTER = sql`
  select t.status, t.place_number, t.table_group, t.paid_at = o.paid_at as same_paid_at, p.method, p.amount_kobo::int as amount_kobo,
    p.checkout_id = o.checkout_id as same_checkout, p.reference
  from orders o join tabs t on t.id = o.tab_id join tab_payments p on p.tab_id = t.id
  where o.reference = 'troo-old-ref'`;

const EXPECTED = {
  status: 'paid',
  place_number: '4',
  table_group: 'Terrace',
  same_paid_at: true,
  method: 'paystack',
  amount_kobo: 250000,
  same_checkout: true,
  reference: 'troo-old-ref',
};

type Run = (query: SQL) => Promise<Record<string, unknown>[]>;

async function checkBackfill(migrateTo: (folder: string) => Promise<void>, run: Run) {
  const old = migrationsUpTo0022();
  try {
    await migrateTo(old);
    await run(OLD_ORDER);
    await migrateTo(MIGRATIONS_DIR);
    assert.deepEqual(await run(AFTER), [EXPECTED]);
  } finally {
    rmSync(old, { recursive: true, force: true });
  }
}

describe('migration 0023 (bills)', () => {
  it('backfills an order made before bills into a paid bill with its Paystack payment', async () => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) {
      const client = new PGlite();
      try {
        const db = drizzlePglite(client);
        await checkBackfill(
          (folder) => migratePglite(db, { migrationsFolder: folder }),
          async (query) => (await db.execute(query)).rows,
        );
      } finally {
        await client.close();
      }
      return;
    }
    const name = `troo_test_${randomBytes(6).toString('hex')}`;
    await onServer(server, `CREATE DATABASE ${name}`);
    const pool = new pg.Pool({ connectionString: databaseUrl(server, name), max: 2 });
    try {
      const db = drizzlePg(pool);
      await checkBackfill(
        (folder) => migratePg(db, { migrationsFolder: folder }),
        async (query) => (await db.execute(query)).rows,
      );
    } finally {
      await pool.end();
      await onServer(server, `DROP DATABASE ${name}`);
    }
  });
});
