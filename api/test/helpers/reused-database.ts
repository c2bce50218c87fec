import { sql, type SQL } from 'drizzle-orm';

// What lets a test process hand a finished test app's database to the next one instead of making
// another copy of the migrated template (in-memory-database.ts, server-database.ts): the migrations
// leave every table empty (test-database.test.ts), so an emptied copy whose schema no test changed
// is as new.

/** A drizzle database or transaction, of the app's or of a connection of its own. */
interface Executor {
  execute(query: SQL): Promise<unknown>;
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** How many relations, columns, triggers, functions and policies the application's schema has, and its grants. */
export async function shapeOf(db: Executor): Promise<string> {
  const [row] = await rowsOf<{ shape: string }>(
    db,
    sql`
    select concat_ws('/',
      (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
      (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped),
      (select count(*) from pg_trigger where not tgisinternal),
      (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
      (select count(*) from pg_policy),
      (select md5(coalesce(string_agg(c.relname || ':' || coalesce(c.relacl::text, ''), ',' order by c.relname), ''))
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public')
    ) as shape`,
  );
  return row!.shape;
}

/**
 * Empties the application's tables and starts their sequences again. Only the tables holding rows
 * are truncated: on PostgreSQL each truncated table costs new files, and a test fills a few.
 */
export async function emptyTables(db: Executor): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  if (tables.length === 0) return;
  const filled = await rowsOf<{ name: string }>(
    db,
    sql.raw(tables.map(({ name }) => `select '${name}' as name where exists (select 1 from ${name})`).join(' union all ')),
  );
  const sequences = await rowsOf<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' and last_value is not null`,
  );
  if (filled.length > 0) await db.execute(sql.raw(`TRUNCATE ${filled.map((row) => row.name).join(', ')} CASCADE`));
  for (const { name } of sequences) await db.execute(sql.raw(`ALTER SEQUENCE ${name} RESTART`));
}
