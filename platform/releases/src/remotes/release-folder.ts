import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Script } from 'node:vm';
import { manifestProblems, type RouteDeclaration, type RouteManifest } from '@troo/shared/route-manifest';
import { assertApp, RegistryError, SHELL, type AppName } from './names.js';
import { precompressFolder, type EarlierRelease } from './precompress.js';
import { changedSincePublished, readIntegrity, recordIntegrity, validIntegrity } from './release-integrity.js';

// Each published build of an app lives in its own immutable folder <releasesDir>/<app>/<version>/,
// served under /remotes/. Publishing adds a folder; only the registry decides what is live.

export interface ReleaseInfo {
  version: string;
  /** Remotes: the remote entry's file name inside the folder. The shell has none. */
  remoteEntry: string | null;
  publishedAt: string;
  /** Remotes: the URLs this version answers (its routes.json). */
  routes: RouteDeclaration[];
}

/** What a build records of the shared modules (compat.json, written by rspack.compatibility.js). */
export interface Compatibility {
  app: string;
  /** Per federation singleton: the version built against (a remote) or provided (the shell), and the range asked for. */
  shared: Record<string, { version: string; requiredVersion?: string }>;
}

interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  shared: { assets: Assets }[];
  exposes: { name: string; assets: Assets }[];
}
interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface ShellPageAssets {
  boot: { files: string[] };
  shared: Record<string, { files: string[] }>;
}

export const RELEASE_INFO = 'release.json';
export const COMPATIBILITY_FILE = 'compat.json';
// Build statistics: not served, and listed in a different order by every build.
const NOT_RELEASED = new Set(['mf-manifest-stats.json']);

async function readJson<T>(file: string, what: string): Promise<T> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new RegistryError(`${what}: ${path.basename(file)} is missing`);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new RegistryError(`${what}: ${path.basename(file)} is not valid JSON`);
  }
}

/** A list the manifest may leave out (a build without styles has none): absent, it names nothing. */
const names = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
const filesOf = (assets: Partial<Assets> | undefined) =>
  [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap(names);

/** Every file a build names: it must exist, and a script must parse (compiled, never run). */
async function checkFiles(dir: string, files: Iterable<string>, what: string): Promise<void> {
  const problems: string[] = [];
  for (const file of new Set(files)) {
    const full = path.resolve(dir, file);
    if (!full.startsWith(dir + path.sep)) {
      problems.push(`${file} is outside the build`);
      continue;
    }
    let source: string;
    try {
      source = await readFile(full, 'utf8');
    } catch {
      problems.push(`${file} is missing`);
      continue;
    }
    if (file.endsWith('.js')) {
      try {
        new Script(source, { filename: file });
      } catch (error) {
        problems.push(`${file} does not parse (${(error as Error).message})`);
      }
    }
  }
  if (problems.length) throw new RegistryError(`${what}:\n  ${problems.join('\n  ')}`);
}

/** The files a remote build consists of, checked; returns its manifest's entry and exposed screens. */
async function checkRemoteBuild(dir: string, what: string): Promise<{ remoteEntry: string; screens: string[] }> {
  const manifest = await readJson<FederationManifest>(path.join(dir, 'mf-manifest.json'), what);
  const remoteEntry = manifest?.metaData?.remoteEntry?.name;
  if (typeof remoteEntry !== 'string' || !remoteEntry || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared)) {
    throw new RegistryError(`${what}: mf-manifest.json names no remote entry, exposes or shared modules`);
  }
  await checkFiles(
    dir,
    [
      remoteEntry,
      ...manifest.exposes.flatMap((expose) => filesOf(expose.assets)),
      ...manifest.shared.flatMap((shared) => filesOf(shared.assets)),
    ],
    what,
  );
  return { remoteEntry, screens: manifest.exposes.map((expose) => expose.name) };
}

/** The shell's build: its page, and every file its page-assets.json names. */
async function checkShellBuild(dir: string, what: string): Promise<void> {
  if (!existsSync(path.join(dir, 'index.html'))) throw new RegistryError(`${what}: index.html is missing`);
  const assets = await readJson<ShellPageAssets>(path.join(dir, 'page-assets.json'), what);
  if (!Array.isArray(assets?.boot?.files)) throw new RegistryError(`${what}: page-assets.json names no start-up files`);
  await checkFiles(dir, [...assets.boot.files, ...Object.values(assets.shared ?? {}).flatMap((entry) => entry.files)], what);
}

export async function readCompatibility(dir: string, what: string): Promise<Compatibility> {
  const compat = await readJson<Compatibility>(path.join(dir, COMPATIBILITY_FILE), what);
  if (typeof compat?.shared !== 'object' || compat.shared === null) {
    throw new RegistryError(`${what}: compat.json does not say which shared modules it was built with`);
  }
  return compat;
}

/** A build folder as it must be to be published or made live: refused with every problem named. */
async function checkBuild(app: AppName, dir: string, what: string) {
  await readCompatibility(dir, what);
  if (app === SHELL) {
    await checkShellBuild(dir, what);
    return { remoteEntry: null, routes: [] as RouteDeclaration[] };
  }
  const { remoteEntry, screens } = await checkRemoteBuild(dir, what);
  const routeManifest = await readJson<RouteManifest>(path.join(dir, 'routes.json'), what);
  const problems = manifestProblems(app, routeManifest, screens);
  if (problems.length) throw new RegistryError(`${app}'s routes.json is not valid:\n  ${problems.join('\n  ')}`);
  return { remoteEntry, routes: routeManifest.routes };
}

/** A published version, checked again as it is about to go live (its folder may have changed since). */
export async function checkRelease(releasesDir: string, app: AppName, version: string): Promise<ReleaseInfo> {
  const dir = path.join(releasesDir, app, version);
  const info = await readJson<ReleaseInfo>(path.join(dir, RELEASE_INFO), `${app} ${version}`).catch(() => {
    throw new RegistryError(`${app} has no published version ${version}`);
  });
  await checkBuild(app, dir, `${app} ${version}`);
  const integrity = await validIntegrity(dir);
  if ('problem' in integrity) {
    throw new RegistryError(
      `${app} ${version} cannot go live: its folder ${dir} has no valid integrity record (${integrity.problem}), so browsers could not check its files.\n` +
        '  Publish the build again as a new version (npm run build), or restore the folder with its integrity.json.',
    );
  }
  const changed = await changedSincePublished(dir, integrity.record);
  if (changed.length) {
    throw new RegistryError(
      `${app} ${version} cannot go live: files changed after it was published (browsers would refuse them, and the server would not run a changed first-paint.cjs):\n  ${changed.join('\n  ')}\n` +
        '  Publish the build again as a new version, or restore the folder.',
    );
  }
  return info;
}

export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !NOT_RELEASED.has(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * Copies an app's build into a new immutable version folder (named from its package version and
 * content hash) and returns the version. Publishing the same build twice is a no-op; a build that
 * is not whole (missing or unparseable files) is refused.
 */
export async function publish(
  releasesDir: string,
  app: string,
  buildDir: string,
  packageVersion: string,
  { precompress = true } = {},
): Promise<{ version: string; created: boolean }> {
  assertApp(app);
  const build = path.resolve(buildDir);
  const { remoteEntry, routes } = await checkBuild(app, build, `${app} build ${buildDir}`);
  const version = `${packageVersion}-${await contentHash(build)}`;
  const target = path.join(releasesDir, app, version);
  if (existsSync(path.join(target, RELEASE_INFO))) {
    // The same build is published: the folder is it, unless nothing vouches for its files (a record
    // written now would bless whatever the folder holds, changed or not).
    const integrity = await validIntegrity(target);
    if ('problem' in integrity) {
      throw new RegistryError(
        `${app} ${version} is already published, but its folder ${target} has no valid integrity record (${integrity.problem}): ` +
          'its files cannot be vouched for. Move that folder aside (release another version first if it is live), then publish again.',
      );
    }
    return { version, created: false };
  }

  const staging = `${target}.staging-${process.pid}-${Math.random().toString(36).slice(2)}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await cp(build, staging, { recursive: true, filter: (source) => !NOT_RELEASED.has(path.basename(source)) });
    await recordIntegrity(staging);
    if (precompress) {
      const earlier = await earlierReleases(releasesDir, app);
      await precompressFolder(staging, { rarelyFetched: await rarelyFetched(staging, app), earlier });
      // Every compressed copy is the file it stands for, or the release would be refused when made live.
      const changed = await changedSincePublished(staging, (await readIntegrity(staging))!);
      if (changed.length)
        throw new RegistryError(`${app} build ${buildDir}: its compressed copies do not match:\n  ${changed.join('\n  ')}`);
    }
    const info: ReleaseInfo = { version, remoteEntry, publishedAt: new Date().toISOString(), routes };
    await writeFile(path.join(staging, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    await rename(staging, target);
  } catch (error) {
    // Another publish of the same build got there first: same content, same folder.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(path.join(target, RELEASE_INFO))) throw error;
    return { version, created: false };
  }
  return { version, created: true };
}

/** How many of an app's newest releases a publish looks in for files it need not compress again. */
const REUSED_RELEASES = 3;

/** The app's newest releases whose files a new one may reuse compressed (a damaged one is skipped). */
async function earlierReleases(releasesDir: string, app: AppName): Promise<EarlierRelease[]> {
  const found: EarlierRelease[] = [];
  for (const { version } of (await listReleases(releasesDir, app)).slice(0, REUSED_RELEASES)) {
    const dir = path.join(releasesDir, app, version);
    try {
      found.push({ dir, rarelyFetched: await rarelyFetched(dir, app) });
    } catch {
      // no readable manifest: compress afresh rather than guess how its files were compressed
    }
  }
  return found;
}

/** A remote's own copies of shared modules: fetched only when the host has none, so compressed quickly. */
async function rarelyFetched(dir: string, app: AppName): Promise<Set<string>> {
  if (app === SHELL) return new Set();
  const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  return new Set(manifest.shared.flatMap((shared) => [shared.assets?.js?.sync, shared.assets?.js?.async].flatMap(names)));
}

/** Published versions of an app, newest first. */
export async function listReleases(releasesDir: string, app: string): Promise<ReleaseInfo[]> {
  assertApp(app);
  const dir = path.join(releasesDir, app);
  if (!existsSync(dir)) return [];
  const releases: ReleaseInfo[] = [];
  for (const version of await readdir(dir)) {
    const file = path.join(dir, version, RELEASE_INFO);
    if (!existsSync(file)) continue; // a publish still staging, or not a release
    try {
      releases.push(JSON.parse(await readFile(file, 'utf8')) as ReleaseInfo);
    } catch {
      // a damaged folder is not a release: it cannot be listed or made live
    }
  }
  return releases.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
}
