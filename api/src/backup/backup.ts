import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { create } from 'tar';
import { ensurePrivateFolder } from '../config.js';
import { lockEmbedded } from '../db/client.js';
import { newPglite } from '../db/embedded.js';
import { FolderLockedError, takeFolderLock } from '../db/folder-lock.js';
import { registryFile } from '@troo/releases';
import {
  backupLockFile,
  EMBEDDED_DUMP,
  embeddedFolder,
  FORMAT,
  MANIFEST,
  POSTGRES_DUMP,
  REGISTRY,
  RELEASES,
  TOKEN_SECRET,
  type Manifest,
} from './archive-layout.js';

export interface BackupTarget {
  dataDir: string;
  releasesDir: string;
  /** Absent: the embedded database in dataDir. */
  databaseUrl: string | null;
}

export class BackupError extends Error {}

/** The data folder for one backup or restore at a time: a second, at once, is refused, naming the first. */
export function lockDataFolder(dataDir: string, what: string): () => void {
  try {
    return takeFolderLock(backupLockFile(dataDir), what);
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error;
    throw new BackupError(`another backup or restore is running on ${dataDir}: ${error.message}; let it finish`);
  }
}

/** Runs a command, rejecting with what it printed when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error) =>
      reject(
        new BackupError(
          `${command} could not be run (${error.message}): install the PostgreSQL client (sudo apt install postgresql-client)`,
        ),
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}):\n${errors.trim()}`))));
  });
}

/**
 * The embedded database as one consistent tarball. Consistent because nothing else has the folder
 * open: the lock the server also takes is held (a running server refuses the backup, named), and
 * PGlite's dumpDataDir tars the folder of this, the only, instance between queries.
 */
async function dumpEmbedded(dataDir: string, to: string): Promise<void> {
  const dir = embeddedFolder(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`there is no embedded database in ${dir} to back up`);
  const unlock = lockEmbedded(dir, `npm run backup`);
  try {
    const pglite = newPglite(dir);
    try {
      await pglite.waitReady;
      const dump = await pglite.dumpDataDir('gzip');
      await writeFile(to, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Writes one archive (tar.gz) to `file` holding the database, the releases and the registry; see
 * archive-layout.ts. Written beside `file` first and renamed, so a half archive never has its name.
 */
export async function backup(target: BackupTarget, file: string): Promise<Manifest> {
  ensurePrivateFolder(target.dataDir);
  const unlock = lockDataFolder(target.dataDir, 'npm run backup');
  const staging = mkdtempSync(path.join(path.dirname(file), '.troo-backup-'));
  const partial = `${file}.partial-${process.pid}`;
  try {
    await mkdir(path.join(staging, 'database'), { recursive: true });
    // The database first, then the releases: a version the database names live was published before
    // it went live, so it is in the copy taken after (version folders never change once published).
    if (target.databaseUrl) {
      // pg_dump reads one snapshot of the database, whatever the API processes write meanwhile.
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, POSTGRES_DUMP)}`,
        target.databaseUrl,
      ]);
    } else {
      await dumpEmbedded(target.dataDir, path.join(staging, EMBEDDED_DUMP));
      // Written with write-then-rename, so the copy is whole.
      if (existsSync(registryFile(target.releasesDir))) copyFileSync(registryFile(target.releasesDir), path.join(staging, REGISTRY));
    }
    if (existsSync(target.releasesDir)) cpSync(target.releasesDir, path.join(staging, RELEASES), { recursive: true });
    const secret = path.join(target.dataDir, TOKEN_SECRET);
    if (existsSync(secret)) copyFileSync(secret, path.join(staging, TOKEN_SECRET));
    const manifest: Manifest = {
      format: FORMAT,
      made: new Date().toISOString(),
      database: target.databaseUrl ? 'postgresql' : 'embedded',
      troo: 'npm run backup',
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, 'database', RELEASES, REGISTRY, TOKEN_SECRET].filter((name) => existsSync(path.join(staging, name)));
    // The archive holds the signing secret and every business's data: only its owner reads it.
    writeFileSync(partial, '', { mode: 0o600 });
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    renameSync(partial, file);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
    unlock();
  }
}
