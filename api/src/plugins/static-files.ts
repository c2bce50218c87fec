import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageAnswerFrom } from '../remotes/page-routes.js';
import { liveRemotes } from '../remotes/registry.js';
import { FIRST_PAINTS_FILE, firstPaintFor, pageAssetUrls } from '../pages/page-assets.js';
import { escapeAttribute, etagOf, shellPageFor } from '../pages/shell-page.js';
import { firstReadsFor, readsCookies } from '../pages/first-reads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Always asked again (a release or rollback shows on the next load), but answered "not modified"
// when nothing changed, and a page sent this way may enter the back/forward cache.
const REVALIDATE = 'no-cache';

/** index.html with the runtime settings written in, so changing them needs no rebuild. */
function shellTemplate(app: FastifyInstance): () => Promise<{ html: string; stamp: string }> {
  const file = path.join(app.config.shellDir, 'index.html');
  const settings = escapeAttribute(JSON.stringify({ apiBaseUrl: '/api', externalSiteUrl: app.config.externalSiteUrl }));
  const meta = `<meta name="troo-config" content="${settings}">`;
  let cached: { html: string; stamp: string } | null = null;
  return async () => {
    const stamp = String((await stat(file)).mtimeMs);
    if (cached?.stamp !== stamp)
      cached = { html: (await readFile(file, 'utf8')).replace(/<meta name="?troo-config"?[^>]*>/, () => meta), stamp };
    return cached;
  };
}

/** Below this a page costs more to compress than to send. */
const COMPRESS_FROM_BYTES = 1024;

/** Pages and registries sent lately, compressed, by ETag: the same page is asked for by every diner at a table. */
const compressedBodies = new Map<string, { br?: Buffer; gzip?: Buffer }>();
const COMPRESSED_BODIES_KEPT = 200;

/** The body compressed as asked (made once per body while it stays among the last ones sent). */
function compressedBody(etag: string, body: string, encoding: 'br' | 'gzip'): Buffer {
  const kept = compressedBodies.get(etag) ?? {};
  compressedBodies.delete(etag); // re-inserted last: the Map's order is the order of use
  compressedBodies.set(etag, kept);
  if (compressedBodies.size > COMPRESSED_BODIES_KEPT) compressedBodies.delete(compressedBodies.keys().next().value!);
  kept[encoding] ??=
    encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
  return kept[encoding];
}

/**
 * Answers 304 when the client holds this very body, else sends it with its validator, compressed
 * when the client takes it (a menu's page carries the whole menu: a third of its size in gzip).
 */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, body: string, type: string, variesByCookie = false) {
  const etag = etagOf(body);
  reply
    .header('Cache-Control', REVALIDATE)
    .header('ETag', etag)
    .header('Vary', variesByCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  if (reply.statusCode === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.type(type);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return reply.send(body);
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(compressedBody(etag, body, 'br'));
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(compressedBody(etag, body, 'gzip'));
  return reply.send(body);
}

/**
 * Only files inside a version folder, /remotes/<name>/<version>/<file>, asked for by their plain
 * path. @fastify/static hands over the path decoded (%2e is '.') but not normalised, so
 * `/a/b/../../x` would pass a pattern and then be resolved by the file server: a path that is
 * not already normal (dot segments, empty segments), that names a dot file, or that still holds
 * an escape (%2f) or a backslash is refused before anything else looks at it. A release's first
 * paints are the server's to run, not a browser's to download.
 */
export function isReleaseFilePath(pathName: string): boolean {
  if (path.posix.normalize(pathName) !== pathName || /[%\\]/.test(pathName)) return false;
  const segments = pathName.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return false;
  if (segments.at(-1) === FIRST_PAINTS_FILE) return false;
  return segments.length >= 3 && /^[a-z_]+$/.test(segments[0]!) && /^[\w.-]+$/.test(segments[1]!);
}

/**
 * Serves the whole front end on the API's port: the shell's page and assets, every published
 * remote version (immutable, long-cached) and the live registry (never cached).
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(app.config.shellDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });

  await app.register(fastifyStatic, {
    root: app.config.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: isReleaseFilePath,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });

  app.get('/remotes.json', async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      JSON.stringify({ remotes: await liveRemotes(app.config.releasesDir) }),
      'application/json; charset=utf-8',
    ),
  );

  const template = shellTemplate(app);
  const { shellDir, releasesDir } = app.config;
  // The page for an address carries the live registry and hints for every file its route needs,
  // so the browser fetches them all at once instead of discovering them one after another.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string, search: URLSearchParams) => {
    let shell: { html: string; stamp: string };
    try {
      shell = await template();
    } catch {
      return reply.status(503).type('text/plain').send('Troo is not built yet: run npm run build.');
    }
    const remotes = await liveRemotes(releasesDir);
    const answer = pageAnswerFrom(remotes, pathname);
    const [preloads, firstReads] = await Promise.all([
      pageAssetUrls(shellDir, shell.stamp, releasesDir, answer),
      firstReadsFor(app, answer?.route ?? null, answer?.params ?? {}, search, request.headers.cookie),
    ]);
    const query = search.toString();
    const firstPaint = await firstPaintFor(releasesDir, answer, { url: query ? `${pathname}?${query}` : pathname, firstReads });
    const html = shellPageFor(shell.html, { remotes, preloads, firstReads, firstPaint });
    // A page drawn from the diner's cookies (the menu list's outlet) is theirs: caches between keep it apart.
    const variesByCookie = readsCookies(answer?.route ?? null);
    return sendRevalidated(request, reply.status(answer ? 200 : 404), html, 'text/html; charset=utf-8', variesByCookie);
  };

  // Every other page address is the shell's: it routes by the live remotes' manifests, and so does
  // this status code. An address no remote answers is a real 404, still with the shell's page (which
  // shows 'Page Not Found').
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (wantsPage) return sendShell(request, reply, pathname, new URLSearchParams(request.url.slice(pathname.length + 1)));
    return reply.status(404).send({ message: 'Not found' });
  });
}
