import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite with a smaller buffer cache than PostgreSQL's default 128 MB: PGlite keeps shared memory
 * inside its WebAssembly memory and touches all of it at start, so each megabyte here is a
 * megabyte of the server's resident memory from the first second. 16 MB holds a few thousand pages
 * of hot rows; a miss is a read from the operating system's file cache, not the disk.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * An embedded database in a folder (created there if new), or in memory (`null`). `copy`: start from
 * this dump of another database (`dumpDataDir`) instead of creating one (into an empty folder: a restore).
 */
export function newPglite(dir: string | null, copy?: Blob): PGlite {
  return new PGlite({ dataDir: dir ?? undefined, loadDataDir: copy, startParams: START_PARAMS });
}

/**
 * Creates the database in `dir` if it is new and applies the migrations, in a short-lived child
 * process. Creating a database runs initdb in a second WebAssembly instance, and that memory is
 * never given back to the system by the process that did it (the server held 800 MB at idle after
 * a first start, against 340 MB after a restart); a child's memory goes when it exits.
 */
export async function prepareInChildProcess(dir: string, migrationsFolder: string): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  // .js when built, .ts under tsx (which the child inherits through execArgv).
  const script = path.join(path.dirname(here), `prepare-embedded${path.extname(here)}`);
  // --liftoff-only: V8 leaves PGlite's WebAssembly unoptimised in this short-lived child. Optimising
  // it cost more than initdb and the migrations won back: 15 CPU-s and 1.3 GB at peak, against 10 and 0.75.
  const child = fork(script, [dir, migrationsFolder], { stdio: 'inherit', execArgv: [...process.execArgv, '--liftoff-only'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`The embedded database in ${dir} could not be prepared (the reason is printed above)`);
}
