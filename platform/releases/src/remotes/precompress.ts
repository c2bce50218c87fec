import { existsSync } from 'node:fs';
import { copyFile, readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startThread } from '../thread.js';
import type { CompressDone, CompressTask } from './compress-thread.js';
import { COMPRESSED_TWINS, inflatesTo, integrityOf, readIntegrity } from './release-integrity.js';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
/** Threads at most: a publish beside a running server leaves it room. */
const MAX_THREADS = 4;

/** An earlier release of the same app, whose compressed files a new one may reuse. */
export interface EarlierRelease {
  dir: string;
  rarelyFetched: Set<string>;
}

/**
 * Writes .gz (zopfli: the smallest gzip there is) and .br next to every text asset, once, at
 * publish time; the server then sends them as they are. Phones on slow networks get the fewest
 * bytes. `rarelyFetched` files (a remote's fallback copies of shared libraries, which the shell
 * normally provides) get quick ordinary compression instead: zopfli on them only costs build time.
 * A file whose copies in an `earlier` release (compressed the same way) inflate to its recorded
 * hash takes that release's .gz and .br: a release that changes one chunk compresses one chunk.
 * The rest is shared among threads (compress-thread.ts), largest files first.
 */
export async function precompressFolder(
  dir: string,
  { rarelyFetched = new Set<string>(), earlier = [] as EarlierRelease[] } = {},
): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, quick: rarelyFetched.has(entry.name), size: (await stat(file)).size };
      }),
  );
  // Written before compressing (release-folder.ts): what a reused copy must inflate to.
  const record = await readIntegrity(dir);
  // Under 1 KB, a second round trip of headers costs more than the bytes saved.
  const worthIt = [];
  for (const file of files.filter((candidate) => candidate.size >= 1024)) {
    if (!(await reusedFromEarlier(dir, file, earlier, record))) worthIt.push(file);
  }
  worthIt.sort((a, b) => b.size - a.size);
  const shares = Array.from({ length: Math.min(worthIt.length, availableParallelism(), MAX_THREADS) }, () => ({
    tasks: [] as CompressTask[],
    bytes: 0,
  }));
  for (const { file, quick, size } of worthIt) {
    const lightest = shares.reduce((a, b) => (b.bytes < a.bytes ? b : a));
    lightest.tasks.push({ file, quick });
    lightest.bytes += quick ? size / 20 : size; // quick compression is about twenty times cheaper
  }
  await Promise.all(shares.map((share) => compressInThread(share.tasks)));
}

/**
 * Copies the compressed twins of a file from an earlier release when both inflate to exactly the
 * bytes the new release records for it (its own hash, never the earlier plain file's: a damaged
 * copy there must not travel into every later release); false when no release has such copies.
 */
async function reusedFromEarlier(
  dir: string,
  { file, quick }: { file: string; quick: boolean },
  earlier: EarlierRelease[],
  record: Record<string, string> | null,
) {
  const relative = path.relative(dir, file);
  let expected = record?.[relative.split(path.sep).join('/')];
  for (const release of earlier) {
    const twin = path.join(release.dir, relative);
    if (release.rarelyFetched.has(path.basename(file)) !== quick) continue;
    if (!COMPRESSED_TWINS.every(([suffix]) => existsSync(twin + suffix))) continue;
    expected ??= integrityOf(await readFile(file));
    const copies = await Promise.all(COMPRESSED_TWINS.map(([suffix]) => readFile(twin + suffix)));
    if (!COMPRESSED_TWINS.every(([, inflate], at) => inflatesTo(copies[at]!, inflate, expected!))) continue;
    await Promise.all(COMPRESSED_TWINS.map(([suffix]) => copyFile(twin + suffix, file + suffix)));
    return true;
  }
  return false;
}

function compressInThread(tasks: CompressTask[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const thread = startThread(import.meta.url, 'compress-thread', { workerData: tasks });
    let answered = false;
    thread.once('message', (done: CompressDone) => {
      answered = true;
      if ('error' in done) reject(new Error(`Precompressing the release failed: ${done.error}`));
      else resolve();
    });
    thread.once('error', reject);
    thread.once('exit', (code) => {
      if (!answered) reject(new Error(`The compressing thread stopped (exit code ${code}) before it finished`));
    });
  });
}
