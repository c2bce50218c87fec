import { KEEP_OFFLINE_HEADER, KEPT_PAGE_META, WORKER_COPY_HEADER } from '@troo/shared/route-manifest';
import { PAGES, trim } from './caches';

/** The address a page is kept under: the same page whatever its #fragment. */
export const pageKey = (url: string) => url.split('#')[0]!;

/** A page the server says may be kept (a diner's, answered 200), not a redirect or an error. */
const keepable = (response: Response) => response.status === 200 && response.headers.get(KEEP_OFFLINE_HEADER) === 'keep';

/** The script hints as the server writes them (platform/pages/src/shell-page.ts assetLink). */
const SCRIPT_HINTS = /<link rel="preload" href="[^"]*"(?: integrity="[^"]*")?(?: crossorigin)? as="script">/g;

/**
 * The page as kept: its body marked with when it was kept (the shell then asks again for what the
 * server wrote into it), its headers as sent.
 */
async function asKept(response: Response): Promise<Response> {
  const html = await response.text();
  const mark = `<meta name="${KEPT_PAGE_META}" content="${new Date().toISOString()}">`;
  // The body is kept as text: how it travelled (compressed, its length then) no longer applies.
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  // Without the scripts' preload hints: from the phone each file is a moment away, and hinting them
  // all had the browser hand some 15 requests to the worker before it could draw anything (100 to
  // 250 ms of a slow phone's main thread). The page's stylesheets and picture stay hinted.
  const page = html.replace('<head>', () => `<head>${mark}`).replace(SCRIPT_HINTS, '');
  return new Response(page, { status: 200, headers });
}

/** Keeps the page if the server says it may, else forgets any copy (a page that became staff-only, or gone). */
export async function remember(key: string, response: Response): Promise<void> {
  const cache = await caches.open(PAGES);
  if (!keepable(response)) {
    if (response.status !== 0 && response.status < 500) await cache.delete(key);
    return;
  }
  await cache.put(key, await asKept(response));
  await trim(PAGES);
}

/**
 * Keeps the page that just loaded before this worker controlled it. From the browser's cache, so
 * it costs no network; when the cache misses (during a canary the page varies by a cookie set with
 * it) the server is asked, and the mark tells it this is no page load, or a first visit counts twice.
 */
export async function keepLoadedPage(page: string): Promise<void> {
  try {
    const response = await fetch(page, { cache: 'force-cache', credentials: 'same-origin', headers: { [WORKER_COPY_HEADER]: 'keep' } });
    await remember(page, response);
  } catch {
    // Not kept this time: the next load through the worker keeps it.
  }
}

/** Loads answered with a kept copy, by page: each starts fetching that page for the next load. */
const waitingToFetchAgain = new Map<string, Set<() => void>>();

/**
 * How long a load answered with a kept copy waits for its page to say it was shown before the page
 * is fetched for the next load anyway (a page that never says: closed at once, or an older shell's).
 */
const FETCH_AGAIN_AT_THE_LATEST_MS = 10_000;

/** Resolves when the page loaded from this copy says it was shown, or at the latest after the wait. */
function shownOrLater(key: string): Promise<void> {
  return new Promise((resolve) => {
    const waiting = waitingToFetchAgain.get(key) ?? new Set();
    waitingToFetchAgain.set(key, waiting);
    const go = () => {
      clearTimeout(timer);
      waiting.delete(go);
      if (waiting.size === 0) waitingToFetchAgain.delete(key);
      resolve();
    };
    const timer = setTimeout(go, FETCH_AGAIN_AT_THE_LATEST_MS);
    waiting.add(go);
  });
}

/** A page loaded from its kept copy was shown: its load fetches the page for the next one now. */
export function keptPageShown(page: string): void {
  for (const go of [...(waitingToFetchAgain.get(pageKey(page)) ?? [])]) go();
}

/**
 * A page load: the kept copy at once when there is one; the network's answer replaces it for the
 * next load (a release or a registry change is seen then, as a whole page: the page carries the
 * registry, so its files are always one consistent set). That answer is asked for once the page
 * has been shown: fetched and kept beside the phone's first paint, it made the menu list's repeat
 * visit about a quarter slower in bench:lcp (268 against 200 ms). Without a copy, the network's answer.
 */
export async function answerPage(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
  const key = pageKey(request.url);
  const kept = await caches.match(key, { cacheName: PAGES });
  // Not marked as the worker's copy: this is the one request the server sees of this load, so it counts.
  const fromNetwork = kept ? shownOrLater(key).then(() => fetch(request)) : fetch(request);
  // Kept from a copy of the answer, beside the browser reading it: the page streams as it comes.
  // Offline, any kept copy stays.
  waitUntil(fromNetwork.then((response) => remember(key, response.clone())).catch(() => undefined));
  return kept ?? fromNetwork;
}

/** Pages drawn from the diner's cookies (sent with Vary: Cookie): dropped when those cookies change. */
export async function forgetPagesDrawnFromCookies(): Promise<void> {
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (/\bcookie\b/i.test(response?.headers.get('Vary') ?? '')) await cache.delete(request);
  }
}
