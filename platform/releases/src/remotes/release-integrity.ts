import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

// Each release records the Subresource Integrity hash of every file it serves (integrity.json),
// written once as it is published. Pages name their files with it (preload links, the remote
// entries in the registry), so a browser refuses a file changed after publishing, wherever it is
// served from (this server, or a CDN in front of it). Read by the server only: a CDN's copy of a
// release cannot vouch for itself. The code of the release the server runs (first-paint.cjs) is
// recorded too: a release whose copy changed does not go live, and the server does not run it.

export const INTEGRITY_FILE = 'integrity.json';

interface IntegrityRecord {
  algorithm: 'sha256';
  /** Path inside the release folder → its SRI hash ("sha256-…"). */
  files: Record<string, string>;
}

/** Files of a release folder that are neither served by that name nor run: records, compressed twins, build stats. */
const NOT_RECORDED = /(^|\/)(release\.json|integrity\.json|mf-manifest-stats\.json)$|\.(br|gz)$/;

export const integrityOf = (content: Buffer | string, algorithm = 'sha256') =>
  `${algorithm}-${createHash(algorithm).update(content).digest('base64')}`;

/** A recorded hash's algorithm ("sha384-…" → sha384): a record written by an earlier build is checked in its own. */
const algorithmOf = (integrity: string) => /^(sha256|sha384|sha512)-/.exec(integrity)?.[1] ?? 'sha256';

async function recordedFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_RECORDED.test(file))
    .sort();
}

/** Hashes every file `from` serves or runs (a build, or a staging copy of it) and writes the record into `into`, atomically. */
export async function recordIntegrity(from: string, into: string = from): Promise<void> {
  const files: Record<string, string> = {};
  for (const file of await recordedFiles(from)) files[file] = integrityOf(await readFile(path.join(from, file)));
  const record: IntegrityRecord = { algorithm: 'sha256', files };
  const temporary = path.join(into, `.${INTEGRITY_FILE}.${process.pid}-${Math.random().toString(36).slice(2)}`);
  await writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temporary, path.join(into, INTEGRITY_FILE));
}

/** A release's record; null for a release published before records were kept (or whose record is unreadable). */
export async function readIntegrity(dir: string): Promise<Record<string, string> | null> {
  try {
    const record = JSON.parse(await readFile(path.join(dir, INTEGRITY_FILE), 'utf8')) as Partial<IntegrityRecord>;
    return record && typeof record.files === 'object' && record.files ? record.files : null;
  } catch {
    return null;
  }
}

/** A hash as Subresource Integrity writes it: what a browser can check. */
const SRI_HASH = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * A release folder's record, or why it cannot vouch for the folder: missing, unreadable, a hash a
 * browser could not check, or a file served that it does not name (that file would run unchecked).
 * Without a valid record a folder is neither published over nor made live.
 */
export async function validIntegrity(dir: string): Promise<{ record: Record<string, string> } | { problem: string }> {
  let text: string;
  try {
    text = await readFile(path.join(dir, INTEGRITY_FILE), 'utf8');
  } catch {
    return { problem: `${INTEGRITY_FILE} is missing` };
  }
  let files: unknown;
  try {
    files = (JSON.parse(text) as Partial<IntegrityRecord> | null)?.files;
  } catch {
    return { problem: `${INTEGRITY_FILE} is not valid JSON` };
  }
  if (typeof files !== 'object' || files === null || Array.isArray(files) || !Object.keys(files).length) {
    return { problem: `${INTEGRITY_FILE} records no files` };
  }
  const record = files as Record<string, unknown>;
  const malformed = Object.keys(record).filter((file) => typeof record[file] !== 'string' || !SRI_HASH.test(record[file]));
  if (malformed.length) return { problem: `${INTEGRITY_FILE} holds no valid hash for ${malformed.join(', ')}` };
  const unrecorded = (await recordedFiles(dir)).filter((file) => !Object.hasOwn(record, file));
  if (unrecorded.length) return { problem: `${INTEGRITY_FILE} does not name ${unrecorded.join(', ')}` };
  return { record: record as Record<string, string> };
}

/** The compressed copies a release file may have beside it (precompress.ts), and how each inflates. */
export const COMPRESSED_TWINS = [
  ['.br', brotliDecompressSync],
  ['.gz', gunzipSync],
] as const;

/** Whether a compressed copy inflates to exactly the bytes `integrity` names (a copy that is not even compressed does not). */
export function inflatesTo(compressed: Buffer, inflate: (data: Buffer) => Buffer, integrity: string): boolean {
  try {
    return integrityOf(inflate(compressed), algorithmOf(integrity)) === integrity;
  } catch {
    return false;
  }
}

/**
 * The files of a release that no longer match its record (or its compressed copies, which are what
 * most browsers are sent): changed after publishing. Empty when the folder is as published.
 */
export async function changedSincePublished(dir: string, record: Record<string, string>): Promise<string[]> {
  const changed: string[] = [];
  for (const [file, integrity] of Object.entries(record)) {
    const full = path.join(dir, file);
    let content: Buffer;
    try {
      content = await readFile(full);
    } catch {
      changed.push(`${file} (missing)`);
      continue;
    }
    if (integrityOf(content, algorithmOf(integrity)) !== integrity) changed.push(file);
    for (const [twin, inflate] of COMPRESSED_TWINS) {
      const compressed = await readFile(full + twin).catch(() => null);
      if (compressed && !inflatesTo(compressed, inflate, integrity)) changed.push(file + twin);
    }
  }
  return changed;
}

/**
 * Whether `content` is the release file `file` (a path inside the release folder `dir`) as it was
 * published: false only when the record names the file with another hash (a release from before
 * records, or a file it does not name, is taken as it is).
 */
export async function asPublished(dir: string, file: string, content: Buffer): Promise<boolean> {
  const recorded = (await readIntegrity(dir))?.[file];
  return !recorded || integrityOf(content, algorithmOf(recorded)) === recorded;
}

// A release folder never changes once published, so its record is read once while it stays among
// the last few hundred asked for; a failed read is not kept (look again next time).
const kept = new LRUCache<string, Record<string, string>>({
  max: 500,
  fetchMethod: async (dir) => (await readIntegrity(dir)) ?? undefined,
});

/** What a page names a release's files with: the recorded hash of each, or null without a record. */
export async function servedIntegrity(releasesDir: string, app: string, version: string): Promise<Record<string, string> | null> {
  return (await kept.fetch(path.join(releasesDir, app, version))) ?? null;
}
