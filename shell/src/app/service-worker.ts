import {
  SERVICE_WORKER_URL,
  type DrawingCookiesChangedMessage,
  type KeepPageMessage,
  type KeptPageShownMessage,
} from '@troo/shared/route-manifest';
import { isKeptCopy } from './kept-copy';

/**
 * The release files among these timeline entries (the shell's and the screen's), from this origin
 * or a CDN's: the worker keeps those of the bases it knows.
 */
const releaseFiles = (entries: PerformanceEntryList) =>
  entries.map((entry) => entry.name).filter((url) => new URL(url).pathname.includes('/remotes/'));

/**
 * Registers the shell's service worker once the page has loaded and the phone is idle (nothing of
 * it on the way to the first paint). A page that loaded before any worker controlled it (the first
 * visit) asks it to keep that page and its files, so the next visit, online or not, starts from the
 * phone. A page the worker answered with its kept copy says it was shown: the worker then fetches
 * the page for the next load.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV === 'development') return;
  // The address the page loaded at (the screen may have moved on by the time the phone is idle).
  const loadedAt = location.href;
  const register = () => {
    const controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (controlled) {
          const shown: KeptPageShownMessage = { type: 'troo-kept-page-shown', page: loadedAt };
          if (isKeptCopy()) navigator.serviceWorker.controller?.postMessage(shown);
          return;
        }
        let pageSent = false;
        const keep = (files: string[]) => {
          // The page once, with the first files; then only the files that finished loading since.
          const message: KeepPageMessage = { type: 'troo-keep-page', page: pageSent ? null : loadedAt, files };
          pageSent = true;
          (navigator.serviceWorker.controller ?? registration.active)?.postMessage(message);
        };
        // The files loaded so far, then each one as it finishes loading: a file on its way while the
        // worker takes control (it claims the page as it activates) passes it by, and would never be
        // kept. Kept files are skipped.
        new PerformanceObserver((list) => {
          const files = releaseFiles(list.getEntries());
          if (files.length > 0) keep(files);
        }).observe({ type: 'resource', buffered: true });
      })
      .catch((error: unknown) => console.warn('[troo] the service worker could not start', error));
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5_000 }) : setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Some pages are drawn from the diner's cookies (the menu list, from the outlet they chose). When
 * those change between two screens, the worker drops the pages drawn from the old ones, so a
 * reload never shows another outlet's menu first.
 */
export function watchDrawingCookies(subscribe: (changed: () => void) => unknown): void {
  if (!('serviceWorker' in navigator)) return;
  let seen = document.cookie;
  subscribe(() => {
    if (document.cookie === seen) return;
    seen = document.cookie;
    const message: DrawingCookiesChangedMessage = { type: 'troo-drawing-cookies-changed' };
    navigator.serviceWorker.controller?.postMessage(message);
  });
}
