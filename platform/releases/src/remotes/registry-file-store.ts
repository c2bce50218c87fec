import { existsSync, renameSync, rmSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RegistryError } from './names.js';
import { emptyRegistry, fromStored, type RegistryDocument, type RegistryStore } from './registry-document.js';

// The registry of a single machine (the embedded default): a JSON file beside the releases folder,
// never in it (everything there is served). Writers take a lock file (created exclusively), so
// releases from several terminals or processes at once are applied one after another, none lost.

export const registryFile = (releasesDir: string) => `${path.resolve(releasesDir)}.registry.json`;

const LOCK_WAIT_MS = 30_000;
/** A lock older than this was left by a writer that died (a change takes milliseconds). */
const STALE_LOCK_MS = 60_000;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a lock whose writer is gone (its process ended on this machine, or it is very old). */
async function removeIfStale(lockFile: string): Promise<string> {
  let text = '';
  let age = 0;
  try {
    [text, age] = await Promise.all([readFile(lockFile, 'utf8'), stat(lockFile).then((info) => Date.now() - info.mtimeMs)]);
  } catch {
    return 'a writer that just finished';
  }
  const holder = (() => {
    try {
      return JSON.parse(text) as { pid: number; host: string };
    } catch {
      return null; // being written this instant
    }
  })();
  const dead = holder ? holder.host === hostname() && !pidAlive(holder.pid) : false;
  if (dead || age > STALE_LOCK_MS) {
    // Its writer may have finished (and ended) since the read above and another taken the lock: only
    // the lock judged stale is removed, never the next one. Renamed aside first: of several processes
    // finding it stale, one removes it; if another removed it first and a writer took a new lock in
    // between, that lock is put back.
    const aside = `${lockFile}.stale-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const unchanged = (await readFile(lockFile, 'utf8').catch(() => null)) === text;
    const moved = unchanged && (await rename(lockFile, aside).catch(() => 'gone')) !== 'gone';
    if (moved) {
      if ((await readFile(aside, 'utf8').catch(() => text)) !== text) await link(aside, lockFile).catch(() => undefined);
      await rm(aside, { force: true });
    }
  }
  return holder ? `process ${holder.pid} on ${holder.host}` : 'another writer';
}

async function withLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lockFile), { recursive: true });
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const temp = `${lockFile}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    await writeFile(temp, JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }));
    try {
      // A hard link is created whole or not at all: the lock never exists half-written.
      await link(temp, lockFile);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await rm(temp, { force: true });
    }
    const holder = await removeIfStale(lockFile);
    if (Date.now() - started > LOCK_WAIT_MS) {
      throw new RegistryError(`The registry is locked by ${holder} (${lockFile}); if no release is running anywhere, delete that file`);
    }
    await sleep(Math.min(5 * attempt, 50) + Math.random() * 10);
  }
  try {
    return await work();
  } finally {
    await rm(lockFile, { force: true });
  }
}

export class FileRegistryStore implements RegistryStore {
  readonly file: string;
  readonly where: string;
  private served: { stamp: string; document: RegistryDocument } | null = null;

  constructor(releasesDir: string) {
    this.file = registryFile(releasesDir);
    this.where = this.file;
    moveLegacyRegistry(releasesDir, this.file);
  }

  async read(): Promise<RegistryDocument> {
    try {
      return fromStored(JSON.parse(await readFile(this.file, 'utf8')));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
      throw new RegistryError(`The registry ${this.file} cannot be read: ${(error as Error).message}`);
    }
  }

  /** A change renames a new file into place, so its inode, time or size differ: one stat per look. */
  async readIfChanged(known: number | null): Promise<RegistryDocument | null> {
    let stamp = 'none';
    try {
      const info = await stat(this.file);
      stamp = `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (this.served?.stamp !== stamp) this.served = { stamp, document: await this.read() };
    return this.served.document.revision === known ? null : this.served.document;
  }

  async update<T>(change: (current: RegistryDocument) => Promise<{ next: RegistryDocument; result: T }>): Promise<T> {
    return withLock(`${this.file}.lock`, async () => {
      const current = await this.read();
      const { next, result } = await change(structuredClone(current));
      next.revision = current.revision + 1;
      // Write-then-rename, so a reader never sees half a registry.
      const temp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, `${JSON.stringify(next, null, 2)}\n`);
      await rename(temp, this.file);
      return result;
    });
  }
}

/** Before the registry moved out, it was <releasesDir>/registry.json: carried over once. */
function moveLegacyRegistry(releasesDir: string, file: string): void {
  const legacy = path.join(releasesDir, 'registry.json');
  if (!existsSync(legacy)) return;
  if (!existsSync(file)) renameSync(legacy, file);
  else rmSync(legacy, { force: true });
}
