// npm run backup [-- <file or folder>]: one archive (tar.gz) of this installation's database, its
// releases and what is live (backup/archive-layout.ts). The embedded database is backed up with the
// server stopped (it refuses while the server holds the database, naming it); PostgreSQL
// (DATABASE_URL) while it runs, through pg_dump. Default file: BACKUP_DIR (else <data folder>/backups)
// /troo-<time>.tar.gz.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { releaseSettings } from '../config.js';
import { backup, BackupError } from '../backup/backup.js';
import { FolderLockedError } from '../db/folder-lock.js';
import { describeError } from '../logging.js';

async function main() {
  const settings = releaseSettings();
  const given = process.argv[2];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = given && existsSync(given) && statSync(given).isDirectory() ? given : null;
  const defaultFolder = process.env.BACKUP_DIR || path.join(settings.dataDir, 'backups');
  const file = path.resolve(given && !folder ? given : path.join(folder ?? defaultFolder, `troo-${stamp}.tar.gz`));
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const started = performance.now();
  const manifest = await backup(settings, file);
  const { size } = statSync(file);
  console.log(
    `backed up the ${manifest.database} database, the releases and what is live into ${file} ` +
      `(${(size / 1e6).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s). Copy it off this machine.`,
  );
}

main().catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof FolderLockedError;
  console.error(`backup: ${known ? error.message : describeError(error)}`);
  process.exit(1);
});
