import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { RELEASES_BASE_GLOBAL } from '@troo/shared/route-manifest';

/** The file a shell release carries its service worker in (rspack.service-worker.js builds it). */
const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What /sw.js is while the live shell has no worker (a rollback to a shell from before it): a
 * worker that steps down, and takes what the phone kept with it, so no page is served from a
 * shell that is no longer live.
 */
export const RETIRING_SERVICE_WORKER = `// The live shell has no service worker: this one steps down.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(
  caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))).then(() => self.registration.unregister()),
));
`;

/** Shell versions whose worker is kept in memory (a version folder never changes). */
const kept = new LRUCache<string, string>({
  max: 4,
  fetchMethod: async (file) => {
    try {
      return await readFile(file, 'utf8');
    } catch {
      return undefined; // a shell from before the worker, or files gone: not kept, looked at again next time
    }
  },
});

/**
 * The live shell's service worker, headed with its version and where release files are served
 * from besides this origin (RELEASES_BASE_URL, or null): a shell release, a rollback or a move of
 * the release files changes the script, so phones take the new worker on their next load.
 */
export async function serviceWorkerOf(releasesDir: string, shellVersion: string | null, releasesBaseUrl: string | null): Promise<string> {
  const script = shellVersion ? await kept.fetch(path.join(releasesDir, 'shell', shellVersion, SERVICE_WORKER_FILE)) : undefined;
  if (!script) return RETIRING_SERVICE_WORKER;
  return `// Troo shell ${shellVersion}\nself.${RELEASES_BASE_GLOBAL} = ${JSON.stringify(releasesBaseUrl)};\n${script}`;
}
