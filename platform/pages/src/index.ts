// @troo/pages: the shell page, first paint and the service worker, assembled from the live releases
// (@troo/releases). The API serves what this answers and imports only what is here.
export { escapeHtml } from './escape-html.js';
export { firstPaints } from './first-paint.js';
export { FIRST_PAINTS_FILE, pageAssets } from './page-assets.js';
export { serviceWorkerOf } from './service-worker.js';
export { etagOf, shellPageFor, shellTemplateOf, STARTER_HASH } from './shell-page.js';
export { STARTUP_GUARD_HASH } from './startup-guard.js';
