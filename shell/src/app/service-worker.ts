import { SERVICE_WORKER_URL, type DrawingCookiesChangedMessage, type KeepPageMessage } from '@troo/shared/route-manifest';

/** The release files this page loaded (its shell's and its screen's), as the browser's timeline lists them. */
const filesLoaded = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/remotes/`));

/**
 * Registers the shell's service worker once the page has loaded and the phone is idle (nothing of
 * it on the way to the first paint). A page that loaded before any worker controlled it (the first
 * visit) asks it to keep that page and its files, so the next visit, online or not, starts from the phone.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV === 'development') return;
  const register = () => {
    const controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (controlled) return;
        const keep = (worker: ServiceWorker | null | undefined) => {
          const message: KeepPageMessage = { type: 'troo-keep-page', page: location.href, files: filesLoaded() };
          worker?.postMessage(message);
        };
        keep(registration.active);
        // A file the page loads between that list and the worker taking control (it claims the page as
        // it activates) would pass it by: once in control, the list again (kept files are skipped).
        navigator.serviceWorker.addEventListener('controllerchange', () => keep(navigator.serviceWorker.controller), { once: true });
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
