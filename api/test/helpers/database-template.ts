import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client.js';
import { newPglite } from '../../src/db/embedded.js';

// Migrating a database takes seconds; copying a migrated one a fraction of that. The test run's
// wrapper (scripts/run-tests.ts) migrates one per run and names it to the test processes in these
// variables; a test file run on its own finds neither and migrates as it always did.

/** A file: the dump (`dumpDataDir`) of a migrated in-memory PGlite. */
const PGLITE_COPY = 'TROO_TEST_PGLITE_COPY';
/** A migrated database on the TEST_DATABASE_URL server, to `CREATE DATABASE … TEMPLATE` from. */
const TEMPLATE_DATABASE = 'TROO_TEST_TEMPLATE_DATABASE';

export interface PreparedTemplate {
  /** The variables that hand the template to the test processes. */
  env: Record<string, string>;
  remove: () => Promise<void>;
}

/** Migrates the run's template: on the TEST_DATABASE_URL server if there is one, else a PGlite dump. */
export function prepareTemplate(serverUrl = process.env.TEST_DATABASE_URL): Promise<PreparedTemplate> {
  return serverUrl ? prepareTemplateDatabase(serverUrl) : preparePgliteCopy();
}

async function preparePgliteCopy(): Promise<PreparedTemplate> {
  const folder = mkdtempSync(path.join(tmpdir(), 'troo-test-template-'));
  try {
    const client = newPglite(null);
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    // Every page on file, so a copy starts without replaying the write-ahead log.
    await client.query('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { env: { [PGLITE_COPY]: file }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

async function prepareTemplateDatabase(serverUrl: string): Promise<PreparedTemplate> {
  const name = `troo_template_${randomBytes(6).toString('hex')}`;
  const remove = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  try {
    const database = await openDatabase({ url: databaseUrl(serverUrl, name), pgliteDir: null });
    await database.close();
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template: no one may.
    await onServer(serverUrl, `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } catch (error) {
    await remove();
    throw error;
  }
  return { env: { [TEMPLATE_DATABASE]: name }, remove };
}

let pgliteCopy: Promise<Blob> | undefined;

/** The run's migrated PGlite, read once per test process; undefined when none was prepared. */
export function preparedPgliteCopy(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_COPY];
  if (!file) return undefined;
  return (pgliteCopy ??= readFile(file).then((bytes) => new Blob([bytes])));
}

/** The run's template database on the server; undefined when none was prepared. */
export const preparedTemplateDatabase = (): string | undefined => process.env[TEMPLATE_DATABASE];

/** The server's URL with another database in it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server, on a connection of its own (CREATE and DROP DATABASE need one). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
