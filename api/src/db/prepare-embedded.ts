// Run by prepareInChildProcess (embedded.ts), never imported: creates the embedded database in the
// folder given if it is new, applies the migrations, and exits, taking the memory that cost with it.
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describeError } from '../logging.js';
import { MIGRATIONS_DIR } from './client.js';
import { newPglite } from './embedded.js';

async function main() {
  const [dir, migrationsFolder = MIGRATIONS_DIR] = process.argv.slice(2);
  if (!dir) throw new Error('usage: prepare-embedded <database folder> [migrations folder]');
  const client = newPglite(dir);
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
}

main().catch((error: unknown) => {
  // Never the values of a failed query: see logging.ts.
  console.error(describeError(error));
  process.exit(1);
});
