import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { manifestProblems, pathClashes, type LiveRemote, type RouteDeclaration, type RouteManifest } from '@troo/shared/route-manifest';
import { precompressFolder } from './precompress.js';

// Each published build of a remote lives in its own immutable folder <releasesDir>/<name>/<version>/.
// The registry (<releasesDir>.registry.json, outside the served folder) says which version of each
// remote is live. Releasing or rolling back changes only
// that file; the next page load uses it, with no rebuild and no restart.

export const REMOTE_NAMES = ['onboarding', 'menu_admin', 'kitchen', 'ordering', 'checkout'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface ReleaseInfo {
  version: string;
  /** File name of the remote entry inside the version folder. */
  remoteEntry: string;
  publishedAt: string;
  /** The URLs this version answers (its routes.json). */
  routes: RouteDeclaration[];
}

interface RemoteState {
  live: string | null;
  /** URL path of the live version's remote entry, so serving the registry reads one file. */
  entry: string | null;
  /** The live version's routes, for the same reason. */
  routes?: RouteDeclaration[];
  /** Versions that have been live, oldest first; a rollback returns to the one before. */
  history: { version: string; at: string }[];
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RemoteState>>;
}

export class RegistryError extends Error {}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

function assertRemote(name: string): asserts name is RemoteName {
  if (!isRemoteName(name)) throw new RegistryError(`Unknown remote "${name}". Remotes: ${REMOTE_NAMES.join(', ')}`);
}

/**
 * The registry lives beside the releases folder, never in it: everything in the releases folder is
 * served under /remotes/, and the registry (rollback history included) is not for the public.
 */
export const registryFile = (releasesDir: string) => `${path.resolve(releasesDir)}.registry.json`;

/** Before the registry moved out, it was <releasesDir>/registry.json: carried over once. */
async function moveLegacyRegistry(releasesDir: string): Promise<void> {
  const legacy = path.join(releasesDir, 'registry.json');
  if (existsSync(legacy) && !existsSync(registryFile(releasesDir))) await rename(legacy, registryFile(releasesDir));
  else if (existsSync(legacy)) await rm(legacy);
}

export async function readRegistry(releasesDir: string): Promise<Registry> {
  await moveLegacyRegistry(releasesDir);
  try {
    return JSON.parse(await readFile(registryFile(releasesDir), 'utf8')) as Registry;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: {} };
    throw error;
  }
}

const served = new Map<string, { stamp: string; registry: Registry }>();

/**
 * The registry as every page and /remotes.json read it: parsed again only when the file changed (a
 * release or rollback renames a new file into place, so its inode, time or size differ), still one
 * stat per read so the change shows on the next load. Read only: writers use readRegistry.
 */
async function readRegistryForServing(releasesDir: string): Promise<Readonly<Registry>> {
  const file = registryFile(releasesDir);
  if (!served.has(file)) await moveLegacyRegistry(releasesDir);
  let stamp: string;
  try {
    const info = await stat(file);
    stamp = `${info.ino}:${info.mtimeMs}:${info.size}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    stamp = 'none';
  }
  const kept = served.get(file);
  if (kept?.stamp === stamp) return kept.registry;
  const registry = await readRegistry(releasesDir);
  served.set(file, { stamp, registry });
  return registry;
}

/** Write-then-rename, so a reader never sees half a registry. */
async function writeRegistry(releasesDir: string, registry: Registry): Promise<void> {
  await mkdir(path.dirname(registryFile(releasesDir)), { recursive: true });
  const temp = `${registryFile(releasesDir)}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temp, registryFile(releasesDir));
}

/** Published versions of a remote, newest first. */
export async function listReleases(releasesDir: string, name: string): Promise<ReleaseInfo[]> {
  assertRemote(name);
  const dir = path.join(releasesDir, name);
  if (!existsSync(dir)) return [];
  const releases: ReleaseInfo[] = [];
  for (const version of await readdir(dir)) {
    const info = path.join(dir, version, 'release.json');
    if (existsSync(info)) releases.push(JSON.parse(await readFile(info, 'utf8')) as ReleaseInfo);
  }
  return releases.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
}

// Build statistics: not served, and listed in a different order by every build.
const NOT_RELEASED = new Set(['mf-manifest-stats.json']);

async function contentHash(dir: string): Promise<string> {
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
 * Copies a remote's build into a new immutable version folder (named from its package version and
 * content hash) and returns the version. Publishing the same build twice is a no-op.
 */
export async function publish(
  releasesDir: string,
  name: string,
  buildDir: string,
  packageVersion: string,
  { precompress = true } = {},
): Promise<{ version: string; created: boolean }> {
  assertRemote(name);
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new RegistryError(`${buildDir} has no mf-manifest.json: build the remote first`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
    shared: { assets: { js: { sync: string[]; async: string[] } } }[];
    exposes: { name: string }[];
  };
  const routesFile = path.join(buildDir, 'routes.json');
  if (!existsSync(routesFile)) throw new RegistryError(`${buildDir} has no routes.json: build the remote first`);
  const routeManifest = JSON.parse(await readFile(routesFile, 'utf8')) as RouteManifest;
  const problems = manifestProblems(
    name,
    routeManifest,
    manifest.exposes.map((expose) => expose.name),
  );
  if (problems.length) throw new RegistryError(`${name}'s routes.json is not valid:\n  ${problems.join('\n  ')}`);
  const version = `${packageVersion}-${await contentHash(buildDir)}`;
  const target = path.join(releasesDir, name, version);
  if (existsSync(path.join(target, 'release.json'))) return { version, created: false };

  const staging = `${target}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await cp(buildDir, staging, { recursive: true, filter: (source) => !NOT_RELEASED.has(path.basename(source)) });
  const sharedFallbacks = new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));
  if (precompress) await precompressFolder(staging, { rarelyFetched: sharedFallbacks });
  const info: ReleaseInfo = {
    version,
    remoteEntry: manifest.metaData.remoteEntry.name,
    publishedAt: new Date().toISOString(),
    routes: routeManifest.routes,
  };
  await writeFile(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
  return { version, created: true };
}

async function makeLive(releasesDir: string, name: RemoteName, version: string): Promise<void> {
  const releases = await listReleases(releasesDir, name);
  const target = releases.find((release) => release.version === version);
  if (!target) {
    throw new RegistryError(
      `${name} has no published version ${version}. Published: ${releases.map((r) => r.version).join(', ') || 'none'}`,
    );
  }
  const registry = await readRegistry(releasesDir);
  // Two remotes answering one URL would make the page depend on load order: refuse the release.
  const others = REMOTE_NAMES.filter((other) => other !== name).map((other) => ({
    name: other,
    routes: registry.remotes[other]?.routes ?? [],
  }));
  const clashes = pathClashes([...others, { name, routes: target.routes ?? [] }]);
  if (clashes.length) throw new RegistryError(`${name} ${version} cannot go live:\n  ${clashes.join('\n  ')}`);
  const state = registry.remotes[name] ?? { live: null, entry: null, history: [] };
  if (state.live !== version) state.history.push({ version, at: new Date().toISOString() });
  state.live = version;
  state.entry = `/remotes/${name}/${version}/${target.remoteEntry}`;
  state.routes = target.routes ?? [];
  registry.remotes[name] = state;
  await writeRegistry(releasesDir, registry);
}

/** Makes a published version live: the one named, else the newest. */
export async function release(releasesDir: string, name: string, version?: string): Promise<string> {
  assertRemote(name);
  const target = version ?? (await listReleases(releasesDir, name))[0]?.version;
  if (!target) throw new RegistryError(`${name} has no published version: run npm run build first`);
  await makeLive(releasesDir, name, target);
  return target;
}

/** Goes back to the version that was live before the current one (or to the version named). */
export async function rollback(releasesDir: string, name: string, version?: string): Promise<string> {
  assertRemote(name);
  const state = (await readRegistry(releasesDir)).remotes[name];
  let target = version;
  if (!target) {
    const previous = [...(state?.history ?? [])].reverse().find((entry) => entry.version !== state?.live);
    if (!previous) throw new RegistryError(`${name} has no earlier live version to roll back to`);
    target = previous.version;
  }
  await makeLive(releasesDir, name, target);
  return target;
}

/**
 * On start-up: a remote with nothing live gets its newest build, and a build newer than anything
 * that has been live is released. A rollback stays until something new is built.
 */
export async function releaseNewBuilds(releasesDir: string): Promise<{ name: RemoteName; version: string }[]> {
  const released: { name: RemoteName; version: string }[] = [];
  const registry = await readRegistry(releasesDir);
  for (const name of REMOTE_NAMES) {
    const newest = (await listReleases(releasesDir, name))[0];
    if (!newest) continue;
    const state = registry.remotes[name];
    const everLive = state?.history.some((entry) => entry.version === newest.version);
    const newerThanLive = !state?.live || state.history.every((entry) => entry.at < newest.publishedAt);
    if (!everLive && newerThanLive) {
      await makeLive(releasesDir, name, newest.version);
      released.push({ name, version: newest.version });
    }
  }
  return released;
}

/** What /remotes.json answers: each live remote, the URL of its entry and the routes it answers. */
export async function liveRemotes(releasesDir: string): Promise<LiveRemote[]> {
  const registry = await readRegistryForServing(releasesDir);
  return REMOTE_NAMES.flatMap((name) => {
    const state = registry.remotes[name];
    // A live version whose files have gone stays listed: its routes show their fallback, and
    // restoring the files (or rolling back) brings them back without touching anything else.
    return state?.live && state.entry ? [{ name, version: state.live, entry: state.entry, routes: state.routes ?? [] }] : [];
  });
}
