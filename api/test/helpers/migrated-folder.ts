import { ensurePrivateFolder } from '../../src/config.js';
import { openDatabase, type OpenDatabase } from '../../src/db/client.js';
import { newPglite } from '../../src/db/embedded.js';
import { preparedPgliteCopy } from './database-template.js';

/**
 * Opens an embedded database in `dir` as a server's first start leaves it (created and migrated),
 * but copied from the run's migrated dump into the folder, as `npm run restore` does: about 4 CPU-s
 * less than creating one (initdb and every migration, in a child process). For tests whose point is
 * not the creation; embedded-database.test.ts still creates one for real.
 */
export async function openMigratedFolder(dir: string): Promise<OpenDatabase> {
  const copy = await preparedPgliteCopy();
  if (copy) {
    ensurePrivateFolder(dir);
    const pglite = newPglite(dir, copy);
    await pglite.waitReady;
    await pglite.close();
  }
  return openDatabase({ url: null, pgliteDir: dir });
}
