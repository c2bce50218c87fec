import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { REPO_ROOT } from '../config.js';
import * as schema from './schema.js';

/** The same Drizzle API over embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'api/migrations');

/**
 * A PostgreSQL server when a URL is given, else PGlite: in a folder (persisted) or in memory (`null`).
 * Migrations run before the database is handed out.
 */
export async function openDatabase(options: { url: string | null; pgliteDir: string | null }): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
