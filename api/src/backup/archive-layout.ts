import path from 'node:path';

// What a backup archive (npm run backup) holds, read back by npm run restore:
//   troo-backup.json          this manifest
//   database/embedded.tgz     the embedded database folder (PGlite's dumpDataDir), or
//   database/postgresql.dump  pg_dump -Fc of the DATABASE_URL database (the registry is in it)
//   releases/                 the releases folder: every published version of every app
//   registry.json             the embedded registry (what is live), beside the releases
//   token-secret              the data folder's signing secret, when it has one (sign-ins and the
//                             keyed hashes of codes survive a restore)

export const MANIFEST = 'troo-backup.json';
export const FORMAT = 1;
export const EMBEDDED_DUMP = 'database/embedded.tgz';
export const POSTGRES_DUMP = 'database/postgresql.dump';
export const RELEASES = 'releases';
export const REGISTRY = 'registry.json';
export const TOKEN_SECRET = 'token-secret';

export interface Manifest {
  format: number;
  made: string;
  database: 'embedded' | 'postgresql';
  /** What the server knew when it was made, for a person reading the archive. */
  troo: string;
}

/** The embedded database's folder in a data folder (as server.ts opens it). */
export const embeddedFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** The lock a backup or restore holds on a data folder, so two at once do not interleave. */
export const backupLockFile = (dataDir: string) => path.join(dataDir, 'backup.lock');
