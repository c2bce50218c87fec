import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';

// Migrating a PostgreSQL database that other processes are serving diners from (a rolling deploy).
// An ALTER TABLE waits for an exclusive lock on its table, and every query of that table queues
// behind it. Drizzle's own migrator applies every pending migration in one transaction, so a
// migration holding one table while it waits for the next closed a cycle with a checkout holding the
// second and wanting the first (expand-migration.test.ts: "deadlock detected"), and PostgreSQL then
// ends one of the two, perhaps the diner's. Here, as drizzle does but one transaction per migration,
// each waits at most LOCK_TIMEOUT for any lock, less than the deadlock_timeout (1 s by default) after
// which PostgreSQL looks for a cycle: the migration gives up first, rolls back whole and tries again
// shortly, while the diners' queries go on. Same record as drizzle's (drizzle.__drizzle_migrations).

const LOCK_TIMEOUT = '500ms';
/** lock_not_available (the lock timeout), deadlock_detected. */
const RETRYABLE = new Set(['55P03', '40P01']);
const ATTEMPTS = 40;

async function applyOne(client: pg.PoolClient, migration: MigrationMeta): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
      for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
      await client.query('insert into drizzle.__drizzle_migrations ("hash", "created_at") values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
      await client.query('COMMIT');
      return;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      const code = (error as { code?: string }).code ?? '';
      if (!RETRYABLE.has(code)) throw error;
      if (attempt >= ATTEMPTS)
        throw new Error(`a migration could not take its table locks in ${ATTEMPTS} tries: a long transaction holds them`, { cause: error });
      console.warn(`migrations: a table was busy (${code}); rolled back, trying again (attempt ${attempt + 1})`);
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * attempt) + Math.random() * 100));
    }
  }
}

/** Applies the migrations in `folder` not yet applied, on `client` (holding the migrations lock), yielding to live traffic. */
export async function migrateYielding(client: pg.PoolClient, folder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = rows[0] ? Number(rows[0].created_at) : null;
  for (const migration of migrations) {
    if (last === null || last < migration.folderMillis) await applyOne(client, migration);
  }
}
