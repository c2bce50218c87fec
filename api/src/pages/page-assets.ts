import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAnswer } from '../remotes/page-routes.js';

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

/** A screen's first-paint markup, built by its remote (src/first-paint.tsx): {{slots}} for its first read's data. */
export interface FirstPaintTemplate {
  /** The first read whose data fills the slots; none for a screen with nothing to fill. */
  read?: string;
  html: string;
}

const readJson = async <T>(file: string): Promise<T | null> => {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null; // an older build without the file, or a release whose files are gone: no hints
  }
};

// A release folder never changes, so what it says is read once; the shell's list is re-read when
// its build changes (npm run dev rebuilds it in place).
interface ReleaseFiles {
  manifest: RemoteManifest | null;
  assets: RemoteAssets | null;
  firstPaints: Record<string, FirstPaintTemplate> | null;
}
const releaseFiles = new Map<string, Promise<ReleaseFiles>>();
let shellAssets: { stamp: string; assets: Promise<ShellAssets | null> } | null = null;

function readShellAssets(shellDir: string, stamp: string): Promise<ShellAssets | null> {
  if (shellAssets?.stamp !== stamp) shellAssets = { stamp, assets: readJson<ShellAssets>(path.join(shellDir, 'page-assets.json')) };
  return shellAssets.assets;
}

function readRelease(releasesDir: string, remote: string, version: string): Promise<ReleaseFiles> {
  const dir = path.join(releasesDir, remote, version);
  const key = `${remote}/${version}`;
  let files = releaseFiles.get(key);
  if (!files) {
    files = Promise.all([
      readJson<RemoteManifest>(path.join(dir, 'mf-manifest.json')),
      readJson<RemoteAssets>(path.join(dir, 'page-assets.json')),
      readJson<Record<string, FirstPaintTemplate>>(path.join(dir, 'first-paint.json')),
    ]).then(([manifest, assets, firstPaints]) => ({ manifest, assets, firstPaints }));
    void files.then(({ manifest }) => {
      if (!manifest) releaseFiles.delete(key); // files gone for now: look again next time
    });
    releaseFiles.set(key, files);
  }
  return files;
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
 * The URLs a page needs at start-up, in the order they are wanted: shell first (it runs first),
 * then the remote entry and the screen. The main script is already in the page itself.
 */
export async function pageAssetUrls(
  shellDir: string,
  shellStamp: string,
  releasesDir: string,
  answer: PageAnswer | null,
): Promise<string[]> {
  const shell = await readShellAssets(shellDir, shellStamp);
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
  return [...new Set([...shellFiles.map((file) => `/${file}`), ...remoteUrls])];
}

/** The first-paint template the answering remote's release publishes for the route's screen, if any. */
export async function firstPaintTemplate(releasesDir: string, answer: PageAnswer | null): Promise<FirstPaintTemplate | null> {
  if (!answer || !existsSync(path.join(releasesDir, answer.remote, answer.version))) return null;
  const { firstPaints } = await readRelease(releasesDir, answer.remote, answer.version);
  return firstPaints?.[answer.screen] ?? null;
}
