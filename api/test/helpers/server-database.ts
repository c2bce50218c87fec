import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDatabase, type OpenDatabase } from '../../src/db/client.js';
import { databaseUrl, onServer, preparedTemplateDatabase, testDatabasePrefix } from './database-template.js';
import { emptyTables, shapeOf } from './reused-database.js';

// Databases for test apps on the TEST_DATABASE_URL server. Copying the template (CREATE DATABASE …
// TEMPLATE) and dropping the copy cost the server about half a second each, seconds on a busy
// machine: a test process's later apps reuse, emptied, the databases its earlier apps finished with.

/** Names of emptied databases this process's apps have finished with. */
const spare: string[] = [];
/** The template's schema, as `shapeOf` sums it up: a database whose schema a test changed is dropped. */
let templateShape: Promise<string> | undefined;
let allDone = false;

/** Drops the spare databases: the test worker calls this when its last file is done (scripts/test-worker.ts). */
export async function dropSpareServerDatabases(): Promise<void> {
  allDone = true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await Promise.all(spare.splice(0).map((name) => drop(serverUrl, name)));
}

const drop = (serverUrl: string, name: string) => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/** A database of its own on the server: a spare one, emptied, or a new copy of the run's template (else migrated on open). */
export async function serverDatabase(serverUrl: string): Promise<OpenDatabase> {
  let name = spare.pop();
  if (!name) {
    name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
    const template = preparedTemplateDatabase();
    await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  }
  // The drop or emptying below may end connections the pool is still closing: expected here.
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), pgliteDir: null, onIdleConnectionError: () => {} });
  templateShape ??= shapeOf(database.db);
  await templateShape;
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      if (!allDone && (await emptied(serverUrl, name))) spare.push(name);
      else await drop(serverUrl, name);
    },
  };
}

/**
 * Whether the database is as the template made it once its tables are emptied: on a connection of
 * its own, after ending every other (a process a test started, a pool still closing).
 */
async function emptied(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  try {
    await client.connect();
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const db = drizzle(client);
    // A test that added a trigger or a table (secrets-at-rest.test.ts does) leaves its database unusable.
    if ((await shapeOf(db)) !== (await templateShape)) return false;
    await client.query('begin');
    await emptyTables(db);
    await client.query('commit');
    return true;
  } catch {
    return false; // in a state emptying cannot undo: dropped
  } finally {
    await client.end().catch(() => {});
  }
}
