import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { type PageAnswer, servedIntegrity } from '@troo/releases';
import { shellBase, type PageAsset } from './shell-page.js';

// The files a page needs at start-up, from what each build wrote beside its output
// (page-assets.json, see rspack.page-assets.js) and the remote's mf-manifest.json: the shell's
// bootstrap chunk and its shared chunks, then the answering remote's entry, screen chunks and css,
// and the host's chunks for the shared modules that screen consumes (the host provides them all).

interface ShellAssets {
  boot: { files: string[]; shared: string[] };
  shared: Record<string, { files: string[]; shared: string[] }>;
  /** Each stylesheet's chunk id (older builds have none). */
  cssChunks?: Record<string, string>;
}

interface RemoteManifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

interface RemoteAssets {
  screens: Record<string, { shared: string[] }>;
  cssChunks?: Record<string, string>;
}

/**
 * How an app's css loader marks the link of a stylesheet's chunk (rspack's runtime:
 * `<uniqueName>:chunk-<id>`, the uniqueName being the app's federation name), so that it finds the
 * link the page already has instead of adding the same stylesheet again.
 */
const chunkOf = (app: string, file: string, cssChunks: Record<string, string> | undefined) =>
  cssChunks?.[file] === undefined ? undefined : `${app}:chunk-${cssChunks[file]}`;

const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null; // an older build without the file, or a release whose files are gone: no hints
  }
};

// A release folder never changes (the shell's included), so what it says is read once.
interface ReleaseFiles {
  manifest: RemoteManifest | null;
  assets: RemoteAssets | null;
}
/** A release's first reads and paints (rspack.first-paint.js writes it): run by the server (first-paint-pool.ts), never sent. */
export const FIRST_PAINTS_FILE = 'first-paint.cjs';

// Read once per folder while it stays among the last ones asked for; what could not be read is not
// kept (files gone for now: look again next time).
const RELEASES_KEPT = 200;

const shellAssets = new LRUCache<string, ShellAssets>({
  max: RELEASES_KEPT,
  fetchMethod: async (shellDir) => (await readJson<ShellAssets>(path.join(shellDir, 'page-assets.json'))) ?? undefined,
});

const releaseFiles = new LRUCache<string, ReleaseFiles>({
  max: RELEASES_KEPT,
  fetchMethod: async (dir) => {
    const [manifest, assets] = await Promise.all([
      readJson<RemoteManifest>(path.join(dir, 'mf-manifest.json')),
      readJson<RemoteAssets>(path.join(dir, 'page-assets.json')),
    ]);
    return manifest ? { manifest, assets } : undefined;
  },
});

async function readShellAssets(releasesDir: string, version: string): Promise<ShellAssets | null> {
  return (await shellAssets.fetch(path.join(releasesDir, 'shell', version))) ?? null;
}

async function readRelease(releasesDir: string, remote: string, version: string): Promise<ReleaseFiles> {
  return (await releaseFiles.fetch(path.join(releasesDir, remote, version))) ?? { manifest: null, assets: null };
}

/** Every shared module the given ones need, in turn (react-dom/client needs react-dom and react). */
function withDependencies(keys: Iterable<string>, shell: ShellAssets): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of shell.shared[key]?.shared ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * The files a page needs at start-up, in the order they are wanted: shell first (it runs first, from
 * its version's folder), then the remote entry and the screen, each with the integrity its release
 * recorded and under `releasesBaseUrl` when release files are served from there. The main script is
 * already in the page itself.
 */
export async function pageAssets(
  releasesDir: string,
  shellVersion: string,
  answer: PageAnswer | null,
  releasesBaseUrl: string | null = null,
): Promise<PageAsset[]> {
  const shell = await readShellAssets(releasesDir, shellVersion);
  if (!shell) return [];
  const shared = new Set(shell.boot.shared);
  const remoteFiles: PageAsset[] = [];
  if (answer && existsSync(path.join(releasesDir, answer.remote, answer.version))) {
    const [{ manifest, assets }, hashes] = await Promise.all([
      readRelease(releasesDir, answer.remote, answer.version),
      servedIntegrity(releasesDir, answer.remote, answer.version),
    ]);
    const expose = manifest?.exposes.find((candidate) => candidate.name === answer.screen);
    if (expose) {
      const base = `${releasesBaseUrl ?? ''}/remotes/${answer.remote}/${answer.version}/`;
      const entryFile = answer.entry.slice(answer.entry.lastIndexOf('/') + 1);
      remoteFiles.push(
        { url: answer.entry, integrity: hashes?.[entryFile] },
        ...[...expose.assets.css.sync, ...expose.assets.js.sync].map((file) => ({
          url: base + file,
          integrity: hashes?.[file],
          chunk: chunkOf(answer.remote, file, assets?.cssChunks),
        })),
      );
      for (const key of assets?.screens[answer.screen]?.shared ?? []) shared.add(key);
    }
  }
  const shellHashes = await servedIntegrity(releasesDir, 'shell', shellVersion);
  const shellFiles = [...shell.boot.files, ...withDependencies(shared, shell).flatMap((key) => shell.shared[key]?.files ?? [])].map(
    (file) => ({
      url: shellBase(shellVersion, releasesBaseUrl) + file,
      integrity: shellHashes?.[file],
      chunk: chunkOf('shell', file, shell.cssChunks),
    }),
  );
  const seen = new Set<string>();
  return [...shellFiles, ...remoteFiles].filter((asset) => !seen.has(asset.url) && Boolean(seen.add(asset.url)));
}
