import { KEEP_OFFLINE_HEADER, KEPT_PAGE_META } from '@troo/shared/route-manifest';
import { PAGES, trim } from './caches';

/** The address a page is kept under: the same page whatever its #fragment. */
export const pageKey = (url: string) => url.split('#')[0]!;

/** A page the server says may be kept (a diner's, answered 200), not a redirect or an error. */
const keepable = (response: Response) => response.status === 200 && response.headers.get(KEEP_OFFLINE_HEADER) === 'keep';

/** The script hints as the server writes them (api/src/pages/shell-page.ts assetLink). */
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
  return new Response(
    page,
    { status: 200, headers },
  );
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
 * A page load: the kept copy at once when there is one, while the network's answer replaces it for
 * the next load (a release or a registry change is seen then, as a whole page: the page carries
 * the registry, so its files are always one consistent set). Without a copy, the network's answer.
 */
export async function answerPage(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
  const key = pageKey(request.url);
  const fromNetwork = fetch(request);
  // Kept from a copy of the answer, beside the browser reading it: the page streams as it comes.
  // Offline, any kept copy stays.
  waitUntil(fromNetwork.then((response) => remember(key, response.clone())).catch(() => undefined));
  return (await caches.match(key, { cacheName: PAGES })) ?? fromNetwork;
}

/** Pages drawn from the diner's cookies (sent with Vary: Cookie): dropped when those cookies change. */
export async function forgetPagesDrawnFromCookies(): Promise<void> {
  const cache = await caches.open(PAGES);
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (/\bcookie\b/i.test(response?.headers.get('Vary') ?? '')) await cache.delete(request);
  }
}
