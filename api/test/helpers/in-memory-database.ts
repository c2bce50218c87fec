import { sql } from 'drizzle-orm';
import { openDatabase, type OpenDatabase } from '../../src/db/client.js';
import { forgetEmbeddedCounts } from '../../src/limits/open-limit-store.js';
import { preparedPgliteCopy } from './database-template.js';

// In-memory PGlite databases for test apps. Starting a PGlite costs about a second of CPU, emptying
// one a few milliseconds: a test process's later apps reuse the copies its earlier apps finished with.
// (A test process imports this; the run's wrapper, which only prepares the template, does not.)

/** Emptied copies this process's apps have finished with. */
const spare: OpenDatabase[] = [];
/** The migrated copy's schema, as `shapeOf` sums it up: a copy whose schema a test changed is not reused. */
let migratedShape: Promise<string> | undefined;
let allDone = false;

/**
 * A PGlite started from a dump keeps its process alive until closed: the test worker closes the
 * spares when its last file is done (scripts/test-worker.ts), and a copy handed back after that closes at once.
 */
export async function closeSpareDatabases(): Promise<void> {
  allDone = true;
  await Promise.all(spare.splice(0).map((database) => database.close()));
}

/**
 * An in-memory PGlite: a copy of the run's migrated one when it was prepared (a spare one, emptied,
 * when there is one), else migrated here. Closing it empties it and keeps it for the next app.
 */
export async function inMemoryDatabase(): Promise<OpenDatabase> {
  const copy = await preparedPgliteCopy();
  if (!copy) return openDatabase({ url: null, pgliteDir: null });
  const database = spare.pop() ?? (await openDatabase({ url: null, pgliteDir: null, migratedCopy: copy }));
  migratedShape ??= shapeOf(database);
  await migratedShape;
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      if (allDone) return database.close();
      try {
        // A test that added a trigger or a table (secrets-at-rest.test.ts does) leaves its copy unusable.
        if ((await shapeOf(database)) !== (await migratedShape)) return await database.close();
        await emptyTables(database);
        // Its request and stream counts go with its rows: the next test file starts from none.
        forgetEmbeddedCounts(database.db);
        spare.push(database);
      } catch {
        await database.close(); // in a state emptying cannot undo (a transaction still open): not reused
      }
    },
  };
}

/** How many relations, columns, triggers and functions the application's schema has. */
async function shapeOf(database: OpenDatabase): Promise<string> {
  const result: unknown = await database.db.execute(sql`
    select concat_ws('/',
      (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
      (select count(*) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped),
      (select count(*) from pg_trigger where not tgisinternal),
      (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public')
    ) as shape`);
  return (result as { rows: { shape: string }[] }).rows[0]!.shape;
}

/** The migrations leave every table empty (test-database.test.ts): emptied, a used copy is as new. */
async function emptyTables(database: OpenDatabase): Promise<void> {
  const result: unknown = await database.db.execute(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const { rows } = result as { rows: { name: string }[] };
  await database.db.execute(sql.raw(`TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`));
}
