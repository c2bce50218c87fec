import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Parser, Unpack, type ReadEntry } from 'tar';

// A build folder sent over HTTP (POST /api/releases/:app/publish) as a gzipped tar archive. The
// archive is untrusted until it has been unpacked: it is decompressed within a limit, every entry
// is checked before anything is written (files and folders only, every path inside the folder), and
// only then unpacked, with the same check again, into a fresh folder that publish() then reads.

/** The largest archive the publish route takes (the request body, compressed). */
export const RELEASE_ARCHIVE_MAX_BYTES = 25 * 1024 * 1024;
/** The most an archive may unpack to (the tar stream: every file and header). A build is a few MiB. */
export const RELEASE_UNPACKED_MAX_BYTES = 100 * 1024 * 1024;
/** The most entries (files and folders) an archive may hold. A build has about a hundred. */
export const RELEASE_MAX_ENTRIES = 5000;

const MiB = (bytes: number) => `${bytes / 1024 / 1024} MiB`;

/** Why an archive was refused: 400, or 413 when it is too large. */
export class ArchiveError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const REGULAR_FILE = new Set(['File', 'OldFile', 'ContiguousFile']);
const TYPE_NAMES: Record<string, string> = {
  SymbolicLink: 'a symbolic link',
  Link: 'a hard link',
  CharacterDevice: 'a device',
  BlockDevice: 'a device',
  FIFO: 'a named pipe',
};

// C0 controls (NUL among them), DEL, and backslashes (a separator elsewhere, never in a build's names).
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const BAD_NAME = /[\u0000-\u001F\u007F\\]/;

/** Why an entry may not be unpacked into `folder`, or null when it is a file or folder inside it. */
export function entryProblem(entry: Pick<ReadEntry, 'path' | 'type'>, folder = '/build'): string | null {
  const name = entry.path;
  const shown = JSON.stringify(name);
  if (entry.type !== 'Directory' && !REGULAR_FILE.has(entry.type)) {
    return `${shown} is ${TYPE_NAMES[entry.type] ?? `a ${entry.type} entry`}: only files and folders are accepted`;
  }
  if (BAD_NAME.test(name)) return `${shown} has a control character or a backslash in its name`;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `${shown} is an absolute path`;
  if (name.split('/').includes('..')) return `${shown} leads out of the build folder (..)`;
  const normal = path.posix.normalize(name).replace(/\/+$/, '');
  if ((normal === '' || normal === '.') && entry.type !== 'Directory') return `${shown} is not a file name`;
  const target = path.resolve(folder, normal);
  if (target !== path.resolve(folder) && !target.startsWith(path.resolve(folder) + path.sep)) return `${shown} is outside the build folder`;
  return null;
}

const gunzipAsync = promisify(gunzip);

async function decompress(archive: Buffer): Promise<Buffer> {
  let tar: Buffer;
  try {
    tar = await gunzipAsync(archive, { maxOutputLength: RELEASE_UNPACKED_MAX_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ArchiveError(`The archive unpacks to more than ${MiB(RELEASE_UNPACKED_MAX_BYTES)}: refused`, true);
    }
    throw new ArchiveError('The body is not a gzipped tar archive (make one with: tar -czf build.tgz -C <build-dir> .)');
  }
  // tar would decompress a second layer itself, without this limit.
  if (tar[0] === 0x1f && tar[1] === 0x8b) throw new ArchiveError('The archive is compressed twice: send one gzipped tar archive');
  return tar;
}

/** Feeds a whole tar stream to a parser (or unpacker) and waits until it is done; strict: any damage is an error. */
function run(parser: Parser, tar: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    parser.on('error', reject);
    parser.on('close', () => resolve());
    parser.end(tar);
  });
}

/**
 * Unpacks a gzipped tar archive of a build folder into `folder` (which must be new and empty).
 * Refuses the whole archive, naming the entry, when any entry is not a file or folder, leaves the
 * folder (absolute, `..`), has a control character in its name, or when the archive is over the
 * limits; nothing is written until every entry has been checked.
 */
export async function unpackBuildArchive(archive: Buffer, folder: string): Promise<{ files: number; bytes: number }> {
  const tar = await decompress(archive);

  // First pass: read every header, write nothing.
  let problem = null as string | null;
  let entries = 0;
  let files = 0;
  let bytes = 0;
  const reader = new Parser({
    strict: true,
    zstd: false,
    onReadEntry: (entry) => {
      entries += 1;
      problem ??= entryProblem(entry, folder);
      if (REGULAR_FILE.has(entry.type)) {
        files += 1;
        bytes += entry.size;
      }
      entry.resume();
    },
  });
  try {
    await run(reader, tar);
  } catch (error) {
    throw new ArchiveError(`The archive is not a valid tar archive (${(error as Error).message})`);
  }
  if (problem) throw new ArchiveError(`Refused: the archive's entry ${problem}. Nothing was published.`);
  if (entries > RELEASE_MAX_ENTRIES)
    throw new ArchiveError(`The archive holds ${entries} entries, more than ${RELEASE_MAX_ENTRIES}: refused`, true);
  if (bytes > RELEASE_UNPACKED_MAX_BYTES)
    throw new ArchiveError(`The archive unpacks to more than ${MiB(RELEASE_UNPACKED_MAX_BYTES)}: refused`, true);
  if (files === 0) throw new ArchiveError('The archive holds no files');

  // Second pass: unpack, checking each entry again; plain modes, owned by this process.
  const unpack = new Unpack({
    cwd: folder,
    strict: true,
    zstd: false,
    preserveOwner: false,
    noMtime: true,
    maxDepth: 64,
    filter: (_name, entry) => {
      const read = entry as ReadEntry;
      if (entryProblem(read, folder)) return false;
      read.mode = read.type === 'Directory' ? 0o755 : 0o644;
      return true;
    },
  });
  try {
    await run(unpack, tar);
  } catch (error) {
    throw new ArchiveError(`The archive could not be unpacked (${(error as Error).message})`);
  }

  // What was written: files and folders only, whatever tar did.
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() && !entry.isDirectory()) {
      throw new ArchiveError(`Refused: ${path.relative(folder, path.join(entry.parentPath, entry.name))} is not a file or folder`);
    }
  }
  return { files, bytes };
}
