import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FirstPaints } from '@troo/shared/route-manifest';
import type { PageAnswer } from '../remotes/page-routes.js';
import { shellBase } from './shell-page.js';

// The files a page needs at start-up, from what each build wrote beside its output
// (page-assets.json, see rspack.page-assets.js) and the remote's mf-manifest.json: the shell's
// bootstrap chunk and its shared chunks, then the answering remote's entry, screen chunks and css,
// and the host's chunks for the shared modules that screen consumes (the host provides them all).

interface ShellAssets {
  boot: { files: string[]; shared: string[] };
  shared: Record<string, { files: string[]; shared: string[] }>;
}

interface RemoteManifest {
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

interface RemoteAssets {
  screens: Record<string, { shared: string[] }>;
}

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
  firstPaints: FirstPaints | null;
}
/** A release's first paints (rspack.first-paint.js writes it): run by the server, never sent. */
export const FIRST_PAINTS_FILE = 'first-paint.cjs';

const releaseFiles = new Map<string, Promise<ReleaseFiles>>();
const shellAssets = new Map<string, Promise<ShellAssets | null>>();

function readShellAssets(releasesDir: string, version: string): Promise<ShellAssets | null> {
  let assets = shellAssets.get(version);
  if (!assets) {
    assets = readJson<ShellAssets>(path.join(releasesDir, 'shell', version, 'page-assets.json'));
    void assets.then((read) => {
      if (!read) shellAssets.delete(version); // files gone for now: look again next time
    });
    shellAssets.set(version, assets);
  }
  return assets;
}

function readRelease(releasesDir: string, remote: string, version: string): Promise<ReleaseFiles> {
  const dir = path.join(releasesDir, remote, version);
  const key = `${remote}/${version}`;
  let files = releaseFiles.get(key);
  if (!files) {
    files = Promise.all([
      readJson<RemoteManifest>(path.join(dir, 'mf-manifest.json')),
      readJson<RemoteAssets>(path.join(dir, 'page-assets.json')),
      Promise.resolve().then(() => loadFirstPaints(path.join(dir, FIRST_PAINTS_FILE))),
    ]).then(([manifest, assets, firstPaints]) => ({ manifest, assets, firstPaints }));
    void files.then(({ manifest }) => {
      if (!manifest) releaseFiles.delete(key); // files gone for now: look again next time
    });
    releaseFiles.set(key, files);
  }
  return files;
}

const requireRelease = createRequire(import.meta.url);

/**
 * The release's first-paint renderers (rspack.first-paint.js builds them with the remote): code we
 * built, published beside its remote entry, loaded once per release like the rest of its files.
 */
function loadFirstPaints(file: string): FirstPaints | null {
  if (!existsSync(file)) return null;
  try {
    return (requireRelease(file) as { firstPaints?: FirstPaints }).firstPaints ?? null;
  } catch (error) {
    console.warn(`[troo] ${file} could not be loaded; its screens paint without it`, error);
    return null;
  }
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
 * The URLs a page needs at start-up, in the order they are wanted: shell first (it runs first, from
 * its version's folder), then the remote entry and the screen. The main script is already in the page itself.
 */
export async function pageAssetUrls(releasesDir: string, shellVersion: string, answer: PageAnswer | null): Promise<string[]> {
  const shell = await readShellAssets(releasesDir, shellVersion);
  if (!shell) return [];
  const shared = new Set(shell.boot.shared);
  const remoteUrls: string[] = [];
  if (answer && existsSync(path.join(releasesDir, answer.remote, answer.version))) {
    const { manifest, assets } = await readRelease(releasesDir, answer.remote, answer.version);
    const expose = manifest?.exposes.find((candidate) => candidate.name === answer.screen);
    if (expose) {
      const base = `/remotes/${answer.remote}/${answer.version}/`;
      remoteUrls.push(answer.entry, ...[...expose.assets.css.sync, ...expose.assets.js.sync].map((file) => base + file));
      for (const key of assets?.screens[answer.screen]?.shared ?? []) shared.add(key);
    }
  }
  const shellFiles = [...shell.boot.files, ...withDependencies(shared, shell).flatMap((key) => shell.shared[key]?.files ?? [])];
  return [...new Set([...shellFiles.map((file) => shellBase(shellVersion) + file), ...remoteUrls])];
}

/**
 * The route's screen drawn for this page by the answering remote's release, from the route's first
 * reads; null when the release draws no first paint for it, or its renderer fails (the screen then
 * paints itself, as without one).
 */
export async function firstPaintFor(
  releasesDir: string,
  answer: PageAnswer | null,
  page: { url: string; firstReads: Record<string, unknown> },
): Promise<string | null> {
  if (!answer || !existsSync(path.join(releasesDir, answer.remote, answer.version))) return null;
  const { firstPaints } = await readRelease(releasesDir, answer.remote, answer.version);
  const render = firstPaints?.[answer.screen];
  if (!render) return null;
  try {
    const html = render(page);
    return typeof html === 'string' && html ? html : null;
  } catch (error) {
    console.warn(`[troo] ${answer.remote} ${answer.version} could not draw ${answer.screen}'s first paint`, error);
    return null;
  }
}
