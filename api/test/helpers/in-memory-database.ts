import { openDatabase, type OpenDatabase } from '../../src/db/client.js';
import { forgetEmbeddedCounts } from '../../src/limits/open-limit-store.js';
import { preparedPgliteCopy } from './database-template.js';
import { emptyTables, shapeOf } from './reused-database.js';

// In-memory PGlite databases for test apps. Starting a PGlite costs about a second of CPU, emptying
// one a few milliseconds: a test process's later apps reuse the copies its earlier apps finished with.
// (A test process imports this; the run's wrapper, which only prepares the template, does not.)

/** Emptied copies this process's apps have finished with. */
const spare: OpenDatabase[] = [];
/** The migrated copy's schema, as `shapeOf` sums it up (reused-database.ts): a copy whose schema a test changed is not reused. */
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
  migratedShape ??= shapeOf(database.db);
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
        if ((await shapeOf(database.db)) !== (await migratedShape)) return await database.close();
        await emptyTables(database.db);
        // Its request and stream counts go with its rows: the next test file starts from none.
        forgetEmbeddedCounts(database.db);
        spare.push(database);
      } catch {
        await database.close(); // in a state emptying cannot undo (a transaction still open): not reused
      }
    },
  };
}
