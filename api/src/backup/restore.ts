import { chmodSync, copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import { ensurePrivateFolder } from '../config.js';
import { lockEmbedded } from '../db/client.js';
import { newPglite } from '../db/embedded.js';
import { registryFile } from '@troo/releases';
import { TENANT_ROLE } from '../data/scope.js';
import {
  EMBEDDED_DUMP,
  embeddedFolder,
  FORMAT,
  MANIFEST,
  POSTGRES_DUMP,
  REGISTRY,
  RELEASES,
  TOKEN_SECRET,
  type Manifest,
} from './archive-layout.js';
import { BackupError, lockDataFolder, run, type BackupTarget } from './backup.js';

/** An advisory lock key of its own (db/locks.ts holds the server's): one restore at a time per database. */
const RESTORE_LOCK = 7_412_003;

const nonEmptyFolder = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** The tables of a PostgreSQL database that something already made (the app's, or drizzle's record of migrations). */
async function tablesIn(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  return Number(rows[0]!.n);
}

function readManifest(staging: string, archive: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${archive} is not a Troo backup (it has no readable ${MANIFEST})`);
  }
  if (manifest.format !== FORMAT)
    throw new BackupError(`${archive} is a backup of format ${manifest.format}; this Troo reads format ${FORMAT}`);
  return manifest;
}

/** Whether the database `url` names holds tables already; false when it cannot be reached (the restore says why). */
async function databaseInUse(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (await tablesIn(client)) > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What restore would overwrite in the target, for the refusal (empty: nothing). */
async function occupied(target: BackupTarget): Promise<string[]> {
  return [
    ...(target.databaseUrl
      ? (await databaseInUse(target.databaseUrl))
        ? [`the database ${new URL(target.databaseUrl).pathname.slice(1)}`]
        : []
      : [embeddedFolder(target.dataDir)].filter(nonEmptyFolder)),
    ...[target.releasesDir].filter(nonEmptyFolder),
    ...(target.databaseUrl ? [] : [registryFile(target.releasesDir)].filter(existsSync)),
  ];
}

async function restoreEmbedded(staging: string, dataDir: string, force: boolean): Promise<void> {
  const dir = embeddedFolder(dataDir);
  const unlock = lockEmbedded(dir, 'npm run restore');
  try {
    if (force) rmSync(dir, { recursive: true, force: true });
    ensurePrivateFolder(dir);
    const dump = new Blob([await readFile(path.join(staging, EMBEDDED_DUMP))]);
    // PGlite unpacks the tarball into the (empty) folder and starts on it; closing checkpoints it.
    const pglite = newPglite(dir, dump);
    try {
      await pglite.query('select 1');
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

async function restorePostgres(staging: string, url: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`cannot reach the database DATABASE_URL names (${(error as Error).message}): create it empty first (createdb)`);
  }
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [RESTORE_LOCK]);
    if (!rows[0]!.locked) throw new BackupError(`another npm run restore is writing into ${new URL(url).pathname.slice(1)}: let it finish`);
    const name = new URL(url).pathname.slice(1);
    if ((await tablesIn(client)) > 0) {
      if (!force) {
        throw new BackupError(
          `the database ${name} is not empty: restore into an empty one (createdb), or add --force to replace everything in it`,
        );
      }
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    }
    // One transaction: a restore that fails leaves the database as empty as it was.
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(staging, POSTGRES_DUMP),
    ]);
    await grantTenantRole(client);
  } finally {
    await client.end();
  }
}

/**
 * The dump holds no privileges (they name the old server's roles), so the tenant role that scoped
 * work runs as (data/scope.ts) is given back what migration 0029 (tenant_row_security) gave it: without
 * it every business's query on the restored database is refused. Safe to run twice.
 */
async function grantTenantRole(client: pg.Client): Promise<void> {
  await client.query(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${TENANT_ROLE}') THEN
        CREATE ROLE ${TENANT_ROLE} NOLOGIN;
      END IF;
      IF NOT pg_has_role(current_user, '${TENANT_ROLE}', 'MEMBER') THEN
        EXECUTE format('GRANT ${TENANT_ROLE} TO %I', current_user);
      END IF;
    END $$;
    GRANT USAGE ON SCHEMA public TO ${TENANT_ROLE};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${TENANT_ROLE};
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${TENANT_ROLE};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${TENANT_ROLE};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${TENANT_ROLE};
  `);
}

/**
 * Brings a data folder (or an empty PostgreSQL database, with its data folder for the releases)
 * back to what `archive` holds: the database, the releases and what is live. Refuses a target that
 * already holds any of them, naming it, unless `force` (which replaces them).
 */
export async function restore(archive: string, target: BackupTarget, { force = false } = {}): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError(`there is no backup at ${archive}`);
  ensurePrivateFolder(target.dataDir);
  const unlock = lockDataFolder(target.dataDir, 'npm run restore');
  const staging = mkdtempSync(path.join(tmpdir(), 'troo-restore-'));
  try {
    await extract({ file: archive, cwd: staging }).catch((error: Error) => {
      throw new BackupError(`${archive} cannot be read as a backup archive (${error.message})`);
    });
    const manifest = readManifest(staging, archive);
    const wanted = target.databaseUrl ? 'postgresql' : 'embedded';
    if (manifest.database !== wanted) {
      throw new BackupError(
        `${archive} holds ${manifest.database === 'embedded' ? 'an embedded database' : 'a PostgreSQL database'}: restore it ` +
          (manifest.database === 'embedded' ? 'without DATABASE_URL' : 'with DATABASE_URL naming an empty database'),
      );
    }
    const taken = await occupied(target);
    if (taken.length > 0 && !force) {
      throw new BackupError(
        `not empty: ${taken.join(', ')}. Restore into a fresh data folder${target.databaseUrl ? ' and an empty database (createdb)' : ''}, ` +
          'or add --force to replace what is there',
      );
    }
    if (target.databaseUrl) await restorePostgres(staging, target.databaseUrl, force);
    else await restoreEmbedded(staging, target.dataDir, force);

    if (force) rmSync(target.releasesDir, { recursive: true, force: true });
    if (existsSync(path.join(staging, RELEASES))) cpSync(path.join(staging, RELEASES), target.releasesDir, { recursive: true });
    if (existsSync(path.join(staging, REGISTRY))) copyFileSync(path.join(staging, REGISTRY), registryFile(target.releasesDir));
    const secret = path.join(target.dataDir, TOKEN_SECRET);
    if (existsSync(path.join(staging, TOKEN_SECRET)) && (force || !existsSync(secret))) {
      copyFileSync(path.join(staging, TOKEN_SECRET), secret);
      chmodSync(secret, 0o600);
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
