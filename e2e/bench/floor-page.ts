// The floor of bench:lcp: the smallest page a diner could be shown (a heading, a line, a logo), with
// Troo's page headers and a service worker that keeps it as the shell's does, loaded exactly as the
// routes are, between their runs. No page of Troo can paint sooner on the same machine and profile,
// so the figure says how much of a route's time is the machine and harness (a new tab, Chromium's
// commit, the 4x CPU, the other processes on two cores) and how much is the page itself.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { KEEP_OFFLINE_HEADER, KEPT_PAGE_META, SERVICE_WORKER_URL } from '@troo/shared/route-manifest';

const PAGE_PATH = '/floor';
const LOGO_URL = '/logo.png';
const REGISTER_URL = '/register.js';

/** A 192 px square picture drawn at 96 px (the landing's logo box on a 2x screen): the largest thing painted. */
function logoPng(): Buffer {
  const png = new PNG({ width: 192, height: 192 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([0xd8, (i >> 6) & 0xff, 0x20, 0xff], i);
  return PNG.sync.write(png);
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>Floor</title>
<style>body{margin:0;padding:20px;font-family:sans-serif}h1{font-size:20px}</style></head>
<body><img src="${LOGO_URL}" width="96" height="96" alt="Logo"><h1>Mama Put Kitchen</h1><p>Table 1</p>
<script src="${REGISTER_URL}"></script></body></html>`;

// Keeps the page (marked as kept, as the shell's worker marks it) and the logo as it installs; a load
// shows the kept copy and the network's answer replaces it for the next load, as the shell's worker
// does (shell/service-worker/pages.ts; it asks once the page was shown, this one at once: a static
// page costs its server nothing).
const WORKER = `
const keep = async (request) => {
  const response = await fetch(request);
  const cache = await caches.open('floor');
  if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
    const page = (await response.clone().text()).replace('<head>', '<head><meta name="${KEPT_PAGE_META}">');
    await cache.put(request.url, new Response(page, { headers: response.headers }));
  } else await cache.put(request.url, response.clone());
  return response;
};
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(Promise.all(['${PAGE_PATH}', '${LOGO_URL}'].map((url) => keep(new Request(url)))));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const fresh = keep(event.request);
  event.waitUntil(fresh.catch(() => undefined));
  event.respondWith(caches.match(event.request.url).then((kept) => kept ?? fresh));
});`;

const REGISTER = `addEventListener('load', () => navigator.serviceWorker.register('${SERVICE_WORKER_URL}'));`;

/** What Troo sends with a diner's page (api: helmet, the kept-page header, revalidation). */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-cache',
  [KEEP_OFFLINE_HEADER.toLowerCase()]: 'keep',
};

export interface FloorPage {
  url: string;
  stop: () => Promise<void>;
}

export async function startFloorPage(): Promise<FloorPage> {
  const logo = logoPng();
  const etag = `"${createHash('sha256').update(PAGE).digest('base64url').slice(0, 16)}"`;
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === SERVICE_WORKER_URL) return response.writeHead(200, { 'content-type': 'text/javascript' }).end(WORKER);
    if (request.url === REGISTER_URL)
      return response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end(REGISTER);
    if (request.url === LOGO_URL)
      return response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' }).end(logo);
    if (request.url !== PAGE_PATH) return response.writeHead(404).end();
    if (request.headers['if-none-match'] === etag) return response.writeHead(304, { ...PAGE_HEADERS, etag }).end();
    return response.writeHead(200, { ...PAGE_HEADERS, etag }).end(PAGE);
  };
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAGE_PATH}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
