import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

// A lock file beside a folder only one process may use at a time. PGlite takes no lock on its data
// folder (it writes postmaster.pid with a made-up pid), and a second process opening the folder while
// the first runs corrupts it (electric-sql/pglite#1106): the server, a backup and a restore each take
// this lock first. A lock whose process is gone (kill -9, a crash) is taken over.

export class FolderLockedError extends Error {}

interface Holder {
  pid: number;
  /** What holds it, for the message another process prints. */
  what: string;
  since: string;
}

/** Whether `pid` is a running node process (a pid reused by something else after a reboot is not). */
function runningNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    // No /proc (macOS): the pid alone.
    return true;
  }
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

/**
 * Takes the lock in `file` for `what` (a sentence naming this process's job); returns its release.
 * Throws FolderLockedError naming the process that holds it.
 */
export function takeFolderLock(file: string, what: string): () => void {
  const mine: Holder = { pid: process.pid, what, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && runningNode(holder.pid)) {
        throw new FolderLockedError(`${file} says process ${holder.pid} (${holder.what}, since ${holder.since}) is using it`);
      }
      if (holder?.pid === process.pid) throw new FolderLockedError(`${file}: this process already uses it (${holder.what})`);
      // Its process is gone: take it over (once; another taker racing here wins or loses on 'wx').
      if (attempt > 0) throw new FolderLockedError(`${file} could not be taken over; if no Troo process runs, delete it`);
      try {
        unlinkSync(file);
      } catch {
        // Another process took it over first: the next attempt says who.
      }
    }
  }
  const release = () => {
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  };
  process.on('exit', release);
  return release;
}

/** The lock file of the embedded database in `dir`: beside it, so copying or replacing the folder leaves it be. */
export const embeddedLockFile = (dir: string) => `${dir.replace(/\/+$/, '')}.lock`;
