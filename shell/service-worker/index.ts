// The shell's service worker: a diner coming back (same table, next day) sees the landing and the
// menu from the phone at once while the network brings the next load's page, and can still browse
// them offline. Hand-written, not Workbox: three small rules, nothing to download on the phone, and
// no precache list (what is live comes from the registry at run time, not from the shell's build).
// - Pages: a diner's page (the server marks it) is kept; a load shows the kept copy and, once the
//   page says it was shown, fetches the page for the next load (pages.ts).
// - Release files (from this origin or the releases base, a CDN): a version's files never change,
//   so a kept one is used as is (files.ts).
// - API: only answers the server marks public; offline, the last one kept. Nothing signed in.
import { dropOtherCaches } from './caches';
import { answerReleaseFile, answerRead, isPublicRead, isReleaseFile, keepFiles } from './files';
import { answerPage, forgetPagesDrawnFromCookies, keepLoadedPage, keptPageShown, pageKey } from './pages';
import type { PageToWorkerMessage } from '@troo/shared/route-manifest';

declare const self: ServiceWorkerGlobalScope;

// A new worker (a new shell) takes over at once: pages and files are kept whole, by version, so
// it can serve what the old one kept.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), dropOtherCaches()])));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET') return;
  // Release files may come from the releases base (another origin); everything else only from this one.
  if (request.mode !== 'navigate' && isReleaseFile(url)) {
    event.respondWith(answerReleaseFile(request));
  } else if (url.origin !== self.location.origin) {
    return;
  } else if (request.mode === 'navigate') {
    if (!url.pathname.startsWith('/api/')) event.respondWith(answerPage(request, (work) => event.waitUntil(work)));
  } else if (isPublicRead(request, url)) {
    event.respondWith(answerRead(request));
  }
});

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorkerMessage | undefined;
  if (message?.type === 'troo-keep-page') {
    const page = message.page === null ? null : pageKey(message.page);
    if (page !== null && new URL(page, self.location.href).origin !== self.location.origin) return;
    event.waitUntil(Promise.all([page === null ? undefined : keepLoadedPage(page), keepFiles(message.files)]));
  } else if (message?.type === 'troo-drawing-cookies-changed') {
    event.waitUntil(forgetPagesDrawnFromCookies());
  } else if (message?.type === 'troo-kept-page-shown' && typeof message.page === 'string') {
    keptPageShown(message.page);
  }
});
