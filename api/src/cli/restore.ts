// npm run restore -- <archive> [--force]: brings this installation (DATA_DIR, RELEASES_DIR and,
// with DATABASE_URL, that empty database) back to what an npm run backup archive holds: the same
// orders and everything else in the database, the same releases and the same live versions.
// Refuses a target that is not empty, naming it, unless --force (which replaces it).
import { parseArgs } from 'node:util';
import { releaseSettings } from '../config.js';
import { BackupError } from '../backup/backup.js';
import { restore } from '../backup/restore.js';
import { FolderLockedError } from '../db/folder-lock.js';
import { describeError } from '../logging.js';

const USAGE = 'usage: npm run restore -- <archive.tar.gz> [--force]   (into DATA_DIR, or the database DATABASE_URL names)';

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const settings = releaseSettings();
  const started = performance.now();
  const manifest = await restore(positionals[0]!, settings, { force: values.force });
  const where = settings.databaseUrl ? `the database ${new URL(settings.databaseUrl).pathname.slice(1)}` : settings.dataDir;
  console.log(
    `restored the backup of ${manifest.made} (${manifest.database} database, releases, what is live) into ${where} ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server: it applies any newer migrations.`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof FolderLockedError;
  console.error(`restore: ${known ? error.message : describeError(error)}`);
  process.exit(1);
});
