import { RELEASES_BASE_GLOBAL } from '@troo/shared/route-manifest';
import { PUBLIC_READS, RELEASE_FILES, trim } from './caches';
import { matchesIntegrity } from './integrity';

// What this file reads of the worker's scope (and so what a test gives it).
declare const self: { location: { origin: string }; [RELEASES_BASE_GLOBAL]?: string | null };

/** A published version's file below a base: /remotes/<app>/<version>/<file>, the same bytes forever. */
const RELEASE_PATH = /^\/remotes\/[a-z_]+\/[\w.-]+\/[^?#]/;

/**
 * Where release files come from: this origin, and the releases base the server headed this script
 * with (RELEASES_BASE_URL, a CDN), whose files pages load with CORS and their integrity.
 */
const releaseBases = (): string[] => [self.location.origin, ...(self[RELEASES_BASE_GLOBAL] ? [self[RELEASES_BASE_GLOBAL]] : [])];

/** A file of a published version, from this origin or the releases base. */
export const isReleaseFile = (url: URL) =>
  releaseBases().some((base) => url.href.startsWith(`${base}/`) && RELEASE_PATH.test(url.href.slice(base.length)));

/**
 * From the phone when it holds it (and it is the file asked for: its integrity), else from the
 * network, then kept. The network's answer is checked by fetch itself: a request with integrity
 * fails on a changed file, which is then neither shown nor kept. A kept copy says which integrity it
 * was checked against, so a warm load hashes nothing again; one kept unchecked (the first visit's
 * files, fetched before any page asked with an integrity) is checked on its first use.
 */
export async function answerReleaseFile(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: RELEASE_FILES });
  if (kept && (!request.integrity || kept.headers.get(CHECKED_AGAINST) === request.integrity)) return kept;
  if (kept) {
    const body = await kept.arrayBuffer();
    if (await matchesIntegrity(body, request.integrity)) {
      const checked = checkedAgainst(new Response(body, kept), request.integrity);
      await keepFile(request, checked.clone());
      return checked;
    }
    await (await caches.open(RELEASE_FILES)).delete(request);
  }
  const response = await fetch(request);
  if (response.ok) await keepFile(request, checkedAgainst(response.clone(), request.integrity));
  return response;
}

/** The header a kept copy carries: the integrity it matched (only the worker reads it). */
const CHECKED_AGAINST = 'Troo-Checked-Integrity';

function checkedAgainst(response: Response, integrity: string): Response {
  if (!integrity) return response;
  const headers = new Headers(response.headers);
  headers.set(CHECKED_AGAINST, integrity);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function keepFile(request: Request | string, response: Response): Promise<void> {
  await (await caches.open(RELEASE_FILES)).put(request, response);
  await trim(RELEASE_FILES);
}

/** Keeps files a page used before the worker saw it (from the browser's cache when it has them). */
export async function keepFiles(urls: string[]): Promise<void> {
  const cache = await caches.open(RELEASE_FILES);
  for (const url of urls) {
    if (!isReleaseFile(new URL(url)) || (await cache.match(url))) continue;
    const response = await fetch(url, { cache: 'force-cache' }).catch(() => null);
    if (response?.ok) await keepFile(url, response);
  }
}

/**
 * An API read the worker may keep: a script's GET with no credentials whose answer the server
 * itself marks `public` (the customer menu calls). Anything signed in, personal or marked no-store
 * never is. Pictures are left to the browser's cache: they are sent immutable, so it has them
 * offline too, and at once (a read here waits on the network first).
 */
export const isPublicRead = (request: Request, url: URL) =>
  request.method === 'GET' && request.destination === '' && url.pathname.startsWith('/api/') && !request.headers.has('Authorization');

const markedPublic = (response: Response) => {
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return response.ok && /\bpublic\b/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
};

/** The network's answer (kept when public); offline, the last public answer kept. */
export async function answerRead(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    const cache = await caches.open(PUBLIC_READS);
    if (markedPublic(response)) {
      await cache.put(request, response.clone());
      await trim(PUBLIC_READS);
    } else if (response.status < 500) {
      await cache.delete(request); // no longer public, or gone; a failing server leaves the kept one
    }
    return response;
  } catch (offline) {
    const kept = await caches.match(request, { cacheName: PUBLIC_READS });
    if (kept) return kept;
    throw offline;
  }
}
