import path from 'node:path';
import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { ensurePrivateFolder, REPO_ROOT } from '../config.js';
import { describeError } from '../logging.js';
import { newPglite, prepareInChildProcess } from './embedded.js';
import { migrateYielding } from './migrate-on-server.js';
import { embeddedLockFile, FolderLockedError, takeFolderLock } from './folder-lock.js';
import { listenOnPglite, listenOnServer, type Listen } from './listen.js';
import { holdingLock, LOCKS, runAloneInProcess, runAloneOnServer, type RunAlone } from './locks.js';
import * as schema from './schema.js';

/** The same Drizzle API over embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Notifications on a channel, on one connection of their own (see db/listen.ts). */
  listen: Listen;
  /** Work no other process on this database may be doing at the same time (see db/locks.ts). */
  runAlone: RunAlone;
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'api/migrations');

/**
 * A PostgreSQL server when a URL is given, else PGlite: in a folder (persisted) or in memory (`null`).
 * Migrations run before the database is handed out (a new folder's in a child process first).
 */
export async function openDatabase(options: {
  url: string | null;
  pgliteDir: string | null;
  /** An idle connection the server closed (a restart, a failover): the pool replaces it. */
  onIdleConnectionError?: (error: Error) => void;
  /**
   * In memory only: a dump of an already migrated database to start from, instead of creating and
   * migrating one (the tests migrate once per run and copy it for each app).
   */
  migratedCopy?: Blob;
  /** Another release's migrations (the tests' rolling deploy and restart on a new release); default this code's. */
  migrationsFolder?: string;
}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, an idle connection's error would end the whole process.
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) =>
          console.warn(`PostgreSQL closed an idle connection (${(error as { code?: string }).code ?? error.name}); it will be replaced`)),
    );
    const db = drizzlePg(pool, { schema });
    // Processes started together on an empty database would each create the same tables: one at a
    // time, and the next finds every migration applied.
    await holdingLock(pool, LOCKS.migrations, (client) => migrateYielding(client, options.migrationsFolder ?? MIGRATIONS_DIR)).catch(
      async (error: unknown) => {
        await pool.end();
        throw error;
      },
    );
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, handlers) => listenOnServer(options.url!, channel, handlers),
      runAlone: runAloneOnServer(pool),
    };
  }
  const dir = options.pgliteDir;
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_DIR;
  let unlock = () => {};
  // A folder that already holds a database (a restart) is opened and migrated here; a new one is
  // created and migrated by a short-lived child, which takes initdb's memory with it (embedded.ts).
  const existing = dir !== null && existsSync(path.join(dir, 'PG_VERSION'));
  if (dir) {
    ensurePrivateFolder(dir);
    unlock = lockEmbedded(dir, `the Troo server, ${process.argv.slice(1).join(' ')}`);
    try {
      if (!existing) await prepareInChildProcess(dir, migrationsFolder);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const copy = dir ? undefined : options.migratedCopy;
  const client = newPglite(dir, copy);
  const db = drizzlePglite(client, { schema });
  if (existing || (!dir && !copy)) {
    await migratePglite(db, { migrationsFolder }).catch(async (error: unknown) => {
      await client.close().catch(() => {});
      unlock();
      // As the child says it (embedded.ts): which folder, and why; never a failed query's values.
      throw dir ? new Error(`The embedded database in ${dir} could not be prepared: ${describeError(error)}`) : error;
    });
  }
  if (dir) makePrivate(dir);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    runAlone: runAloneInProcess(),
    close: async () => {
      await client.close();
      if (dir) makePrivate(dir);
      unlock();
    },
  };
}

/**
 * Takes the embedded database in `dir` for this process (`what` says who, for another's message);
 * returns its release. A second process on the folder would corrupt it: it is refused, named.
 */
export function lockEmbedded(dir: string, what: string): () => void {
  try {
    return takeFolderLock(embeddedLockFile(dir), what);
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    throw new FolderLockedError(
      `The embedded database in ${dir} is in use: ${error.message}. One process at a time may open it ` +
        '(a second one would corrupt it): stop that one first (systemctl stop troo, or Ctrl-C).',
    );
  }
}

/**
 * PGlite creates its files world-writable (0666) whatever the umask. The folder is 0700, so no one
 * else reaches them anyway; the files themselves are made 0600 (folders 0700) on open and close.
 */
function makePrivate(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o700);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
  chmodSync(dir, 0o700);
}
