import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type OpenDatabase } from '../src/db/client.js';
import { freshDatabase } from './helpers/app.js';
import { databaseUrl, onServer, testDatabasePrefix } from './helpers/database-template.js';

// Test apps start from a copy of a database migrated once per test run (helpers/database-template.ts).
// The copy must be the database the migrations make, or every other test tests something else.

async function rowsOf<T>(database: OpenDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every table, column, type and index of the application's schema, in a stable order. */
const shape = (database: OpenDatabase) =>
  Promise.all([
    rowsOf(
      database,
      sql`select table_name, column_name, data_type, is_nullable from information_schema.columns
          where table_schema = 'public' order by table_name, column_name`,
    ),
    rowsOf(database, sql`select tablename, indexname from pg_indexes where schemaname = 'public' order by tablename, indexname`),
  ]);

/**
 * A database the migrations make from nothing, of the kind the copy is: an empty one on the
 * TEST_DATABASE_URL server (dropped on close), else an in-memory PGlite.
 */
async function migratedFromScratch(): Promise<OpenDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ url: null, pgliteDir: null });
  const name = `${testDatabasePrefix()}scratch_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), pgliteDir: null, onIdleConnectionError: () => {} });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe('the database a test starts from', () => {
  let copy: OpenDatabase;
  let migratedHere: OpenDatabase;
  before(async () => {
    copy = await freshDatabase();
    migratedHere = await migratedFromScratch();
  });
  after(async () => {
    await copy.close();
    await migratedHere.close();
  });

  it('has every migration applied, by the migrator (its journal), so migrating it again changes nothing', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const [applied] = await rowsOf<{ n: number }>(copy, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    assert.equal(applied!.n, journal.entries.length);
  });

  it('has the tables, columns and indexes of a database migrated from scratch', async () => {
    const [columns, indexes] = await shape(copy);
    assert.ok(columns.length > 50, `${columns.length} columns`);
    assert.deepEqual([columns, indexes], await shape(migratedHere));
  });
});

/** How many rows each table of the application's schema holds (only those with any). */
async function rowCounts(database: OpenDatabase): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(database, sql`select tablename as name from pg_tables where schemaname = 'public'`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(database, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    if (row!.n > 0) counts[name] = row!.n;
  }
  return counts;
}

describe('a database a finished test app hands on', () => {
  it('starts as empty as the migrated copy, whether new or used before (copies are reused, on PGlite and on a server)', async () => {
    const first = await freshDatabase();
    // The migrations put no rows in the application's tables: emptying them gives back the migrated copy.
    assert.deepEqual(await rowCounts(first), {});
    const seqOfNewMail = async (database: OpenDatabase) => {
      const [row] = await rowsOf<{ seq: number }>(
        database,
        sql`insert into dev_mailbox_mails (to_address, kind, subject, text) values ('used@before.ng', 'other', 's', 't') returning seq::int`,
      );
      return row!.seq;
    };
    const firstSeq = await seqOfNewMail(first);
    await first.db.execute(sql`insert into mail_outbox (to_address, transport) values ('used@before.ng', 'outbox')`);
    // A sequence moved on in a table left empty (as by an insert that failed).
    await first.db.execute(sql`select nextval(pg_get_serial_sequence('order_events', 'id'))`);
    assert.deepEqual(await rowCounts(first), { dev_mailbox_mails: 1, mail_outbox: 1 });
    await first.close();

    const next = await freshDatabase();
    try {
      assert.deepEqual(await rowCounts(next), {});
      // Its sequences start again: ids a test sees are the ones a new copy gives.
      assert.equal(await seqOfNewMail(next), firstSeq);
      const [event] = await rowsOf<{ id: number }>(next, sql`select nextval(pg_get_serial_sequence('order_events', 'id'))::int as id`);
      assert.equal(event!.id, 1);
    } finally {
      await next.close();
    }
  });

  it('never has a trigger or function an earlier test added', async () => {
    const first = await freshDatabase();
    await first.db.execute(sql.raw(`create function troo_test_added() returns trigger language plpgsql as $$ begin return new; end $$`));
    await first.db.execute(
      sql.raw(`create trigger troo_test_added before insert on mail_outbox for each row execute function troo_test_added()`),
    );
    await first.close();

    const next = await freshDatabase();
    try {
      const [added] = await rowsOf<{ n: number }>(next, sql`select count(*)::int as n from pg_trigger where not tgisinternal`);
      assert.equal(added!.n, 0);
    } finally {
      await next.close();
    }
  });
});
