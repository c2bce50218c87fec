// Run as a process of its own by migrations-at-once.test.ts, never imported: opens the PostgreSQL
// database at the URL given, which migrates it, as soon as it is told to on stdin (so several start
// at the same moment, their loading done), then closes it and exits.
import { once } from 'node:events';
import { openDatabase } from '../../src/db/client.js';
import { describeError } from '../../src/logging.js';

const url = process.argv[2];
if (!url) throw new Error('usage: migrate-process <database URL>');
process.stdout.write('waiting\n');
await once(process.stdin, 'data');
try {
  const database = await openDatabase({ url, pgliteDir: null });
  await database.close();
  process.stdout.write('migrated\n');
  process.exit(0);
} catch (error) {
  console.error(describeError(error));
  process.exit(1);
}
