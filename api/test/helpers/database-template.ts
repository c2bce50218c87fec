import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { REPO_ROOT } from '../../src/config.js';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client.js';
import { newPglite } from '../../src/db/embedded.js';

// Migrating a database takes seconds; copying a migrated one a fraction of that. The test run's
// wrapper (scripts/run-tests.ts) prepares them (a PGlite dump kept between runs while the migrations
// stay the same; a template database per run on a server) and names them to the test processes in
// these variables; a test file run on its own finds neither and migrates as it always did.

/** A file: the dump (`dumpDataDir`) of a migrated in-memory PGlite. */
const PGLITE_COPY = 'TROO_TEST_PGLITE_COPY';
/** A migrated database on the TEST_DATABASE_URL server, to `CREATE DATABASE … TEMPLATE` from. */
const TEMPLATE_DATABASE = 'TROO_TEST_TEMPLATE_DATABASE';

export interface PreparedTemplate {
  /** The variables that hand the template to the test processes. */
  env: Record<string, string>;
  remove: () => Promise<void>;
}

/**
 * Migrates the run's template: on the TEST_DATABASE_URL server if there is one. The PGlite dump is
 * prepared on either (the PostgreSQL run's registry.test.ts opens in-memory PGlite databases too).
 */
export async function prepareTemplate(serverUrl = process.env.TEST_DATABASE_URL): Promise<PreparedTemplate> {
  if (!serverUrl) return preparePgliteCopy();
  const [copy, database] = await Promise.allSettled([preparePgliteCopy(), prepareTemplateDatabase(serverUrl)]);
  if (copy.status === 'rejected') {
    if (database.status === 'fulfilled') await database.value.remove();
    throw copy.reason;
  }
  if (database.status === 'rejected') throw database.reason;
  return { env: { ...copy.value.env, ...database.value.env }, remove: database.value.remove };
}

/** Where migrated PGlite dumps are kept between runs (gitignored, beside the compiled copies). */
const PGLITE_CACHE_DIR = path.join(REPO_ROOT, 'api/.test-build');

/**
 * What a migrated PGlite is made of: the migrations and the PGlite and drizzle-orm versions. A dump
 * is kept under this name, so the next run (the PostgreSQL one after the PGlite one in CI, the next
 * local run) copies it instead of migrating again; test-database.test.ts checks the copy is the
 * database the migrations make.
 */
function pgliteCopyKey(): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    hash.update(`${name}@${packageVersion(require.resolve(name))}\n`);
  }
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(`${file}\n`).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The version in the package.json nearest above a module's file. */
function packageVersion(file: string): string {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name && version) return version;
  }
  throw new Error(`no package.json with a version above ${file}`);
}

async function preparePgliteCopy(): Promise<PreparedTemplate> {
  const file = path.join(PGLITE_CACHE_DIR, `pglite-migrated-${pgliteCopyKey()}.tar`);
  const kept = { env: { [PGLITE_COPY]: file }, remove: async () => {} };
  if (existsSync(file)) return kept;
  const client = newPglite(null);
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
    // Every page on file, so a copy starts without replaying the write-ahead log.
    await client.query('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    mkdirSync(PGLITE_CACHE_DIR, { recursive: true });
    // Dumps of older migrations go; the new one appears whole (a run beside this one may read it).
    for (const old of readdirSync(PGLITE_CACHE_DIR).filter((name) => name.startsWith('pglite-migrated-'))) {
      rmSync(path.join(PGLITE_CACHE_DIR, old), { force: true });
    }
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return kept;
  } finally {
    await client.close();
  }
}

async function prepareTemplateDatabase(serverUrl: string): Promise<PreparedTemplate> {
  const name = `${TEMPLATE_PREFIX}${randomBytes(6).toString('hex')}`;
  const remove = async () => {
    // The copies a test process left (it ended early, or a file never closed one) go with the template.
    const leftovers = await onServer<{ datname: string }>(serverUrl, 'select datname from pg_database where starts_with(datname, $1)', [
      testDatabasePrefix(name),
    ]);
    for (const { datname } of leftovers) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
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

const TEMPLATE_PREFIX = 'troo_template_';

/** How the names of a run's test databases begin (`troo_test_<the template's suffix>_`), so the run can drop any left. */
export function testDatabasePrefix(template = preparedTemplateDatabase()): string {
  return template ? `troo_test_${template.slice(TEMPLATE_PREFIX.length)}_` : 'troo_test_';
}

/** The server's URL with another database in it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the server, on a connection of its own (CREATE and DROP DATABASE need one); its rows. */
export async function onServer<T = unknown>(serverUrl: string, statement: string, values?: unknown[]): Promise<T[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query(statement, values)).rows as T[];
  } finally {
    await admin.end();
  }
}
