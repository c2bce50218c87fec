// Pages kept on the phone: what the server, the shell's pages and the shell's service worker
// (shell/service-worker) say to each other, and the marks each leaves for the others, written once.

/** The worker's address: served by the API from the live shell's release, so it rolls back with the shell. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The page header by which the server says a page may be kept on the phone and shown offline (a
 * diner's page: its route's audience is `customer`). Staff pages are never kept.
 */
export const KEEP_OFFLINE_HEADER = 'Troo-Offline';

/**
 * The header the worker marks its own copy of a page with (the page just loaded, kept for next
 * time): not a page load, so the server does not count it (a first visit would count twice).
 */
export const WORKER_COPY_HEADER = 'Troo-Worker-Copy';

/**
 * Written into a page the worker kept, when it kept it: the page knows it may be old, so the answers
 * the server wrote into it (its first reads) are shown at once and asked for again.
 */
export const KEPT_PAGE_META = 'troo-kept-page';

/**
 * From a page that loaded before the worker controlled it: keep this page and the files it used.
 * `page` is null once it was sent: later messages bring the files that finished loading since.
 */
export interface KeepPageMessage {
  type: 'troo-keep-page';
  page: string | null;
  files: string[];
}

/**
 * The name under which the server heads the worker's script with where release files are served
 * from besides the page's own origin (RELEASES_BASE_URL, a CDN), or null: the worker keeps those too.
 */
export const RELEASES_BASE_GLOBAL = 'trooReleasesBase';

/** From a page that changed a cookie a page is drawn from: pages drawn from the old one are dropped. */
export interface DrawingCookiesChangedMessage {
  type: 'troo-drawing-cookies-changed';
}

/**
 * From a page the worker answered with its kept copy, once it has loaded and the phone is idle: the
 * worker fetches the page for the next load now, not while the phone was drawing this one.
 */
export interface KeptPageShownMessage {
  type: 'troo-kept-page-shown';
  page: string;
}

export type PageToWorkerMessage = KeepPageMessage | DrawingCookiesChangedMessage | KeptPageShownMessage;
