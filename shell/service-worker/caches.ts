// The worker's caches. Their names change only when what they hold changes shape: a new shell (and
// so a new worker) keeps what the phone already holds, and drops only caches of another shape.

/** Diners' pages, by address (without #), each as its latest load drew it. */
export const PAGES = 'troo-pages-1';
/** Release files (/remotes/<app>/<version>/…): a version's files never change. */
export const RELEASE_FILES = 'troo-release-files-1';
/** Public API answers (menus, business details): shown when the phone is offline, never sooner. */
export const PUBLIC_READS = 'troo-public-reads-1';

export const OURS = [PAGES, RELEASE_FILES, PUBLIC_READS];

/** How many entries each cache keeps; past that the oldest go (a cache lists its keys oldest first). */
const LIMITS: Record<string, number> = { [PAGES]: 40, [RELEASE_FILES]: 400, [PUBLIC_READS]: 200 };

export async function trim(name: string): Promise<void> {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  const over = keys.length - (LIMITS[name] ?? Infinity);
  await Promise.all(keys.slice(0, Math.max(0, over)).map((key) => cache.delete(key)));
}

/** Caches of ours with another name (an earlier shape), and anything else under this origin's worker. */
export async function dropOtherCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !OURS.includes(name)).map((name) => caches.delete(name)));
}
