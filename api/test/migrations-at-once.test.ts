import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../src/db/client.js';
import { freshDatabase } from './helpers/app.js';
import { startApiProcess } from './helpers/api-process.js';
import { databaseUrl, onServer } from './helpers/database-template.js';

// API processes started together on an empty PostgreSQL database (a first deploy of several at
// once) each migrate it before they listen: one at a time, so every process starts and every
// migration is applied once. PGlite is opened by one process only: every other test file migrates it.

const PROCESSES = 3;

/** The migrations in the repository, in order: when each was made, as the migrator records it. */
const journal = (): number[] =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }).entries.map(
    (entry) => entry.when,
  );

/** What the database says was applied (the migrator's own table), and its tables. */
async function describeDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = await client.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by id',
    );
    const tables = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1");
    return { applied: applied.rows, tables: tables.rows.map((row) => row.name) };
  } finally {
    await client.end();
  }
}

/** Processes that each migrate the database at `url`, all let go at the same moment once loaded. */
async function migrateTogether(url: string, count: number) {
  const processes = Array.from({ length: count }, () => startApiProcess('test/helpers/migrate-process', { args: [url] }));
  await Promise.all(processes.map((child) => child.printed('waiting')));
  for (const child of processes) child.child.stdin!.write('go\n');
  return Promise.all(processes.map(async (child) => ({ ...(await child.exited), output: child.output() })));
}

describe('migrations from several processes at once', () => {
  it(`${PROCESSES} processes on an empty database: all start, each migration is applied once; again, nothing changes`, async (t) => {
    const server = process.env.TEST_DATABASE_URL;
    if (!server) {
      console.log('# skipped: several processes share a PostgreSQL server only; set TEST_DATABASE_URL to run this');
      return t.skip('needs TEST_DATABASE_URL (a PostgreSQL server)');
    }
    const name = `troo_test_${randomBytes(6).toString('hex')}`;
    await onServer(server, `CREATE DATABASE ${name}`);
    try {
      const url = databaseUrl(server, name);
      for (const outcome of await migrateTogether(url, PROCESSES)) assert.equal(outcome.code, 0, outcome.output);

      const migrated = await describeDatabase(url);
      assert.deepEqual(
        migrated.applied.map((row) => Number(row.created_at)),
        journal(),
        'every migration once, in order',
      );
      const reference = await freshDatabase();
      try {
        const { rows } = (await reference.db.execute(
          sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
        )) as {
          rows: { name: string }[];
        };
        assert.deepEqual(
          migrated.tables,
          rows.map((row) => row.name),
          'the same tables as a database migrated alone',
        );
      } finally {
        await reference.close();
      }

      for (const outcome of await migrateTogether(url, 2)) assert.equal(outcome.code, 0, outcome.output);
      assert.deepEqual(await describeDatabase(url), migrated, 'nothing applied twice');
    } finally {
      await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
