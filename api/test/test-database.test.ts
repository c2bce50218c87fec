import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, openDatabase, type OpenDatabase } from '../src/db/client.js';
import { freshDatabase } from './helpers/app.js';

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

describe('the database a test starts from', () => {
  let copy: OpenDatabase;
  let migratedHere: OpenDatabase;
  before(async () => {
    copy = await freshDatabase();
    migratedHere = await openDatabase({ url: null, pgliteDir: null });
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
