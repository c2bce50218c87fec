import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { KEEP_OFFLINE_HEADER, SERVICE_WORKER_URL, WORKER_COPY_HEADER } from '@troo/shared/route-manifest';
import {
  canaryKeyOf,
  canaryRunning,
  liveShell,
  pageAnswerFrom,
  pageTokenFor,
  type RegistryDocument,
  remotesServed,
  servedRegistry,
  visitorBucket,
} from '@troo/releases';
import { etagOf, FIRST_PAINTS_FILE, firstPaints, pageAssets, serviceWorkerOf, shellPageFor, shellTemplateOf } from '@troo/pages';
import { METHOD_NOT_ALLOWED } from './allowed-methods.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Release files that may be sent compressed (a .br or .gz beside them): which copy depends on Accept-Encoding. */
const NEGOTIABLE = /\.(js|css|html|json|svg)(\.br|\.gz)?$/;
// Always asked again (a release or rollback shows on the next load), but answered "not modified"
// when nothing changed, and a page sent this way may enter the back/forward cache.
const REVALIDATE = 'no-cache';

/** Shell versions whose page template is kept (a release and a rollback or two). */
const SHELL_TEMPLATES_KEPT = 4;

/**
 * A shell version's index.html (from its release folder) with its files named in that folder and
 * the runtime settings written in, so changing them needs no rebuild. A version folder never
 * changes: each is read once while it stays among the last ones used.
 */
function shellTemplate(app: FastifyInstance): (version: string) => Promise<string> {
  const settings = { apiBaseUrl: '/api', externalSiteUrl: app.config.externalSiteUrl };
  // A failed read is not kept (files gone for now: look again next time).
  const kept = new LRUCache<string, string>({
    max: SHELL_TEMPLATES_KEPT,
    fetchMethod: async (version) =>
      shellTemplateOf(
        await readFile(path.join(app.config.releasesDir, 'shell', version, 'index.html'), 'utf8'),
        version,
        settings,
        app.config.releasesBaseUrl,
      ),
  });
  return async (version) => (await kept.fetch(version))!;
}

/** Below this a page costs more to compress than to send. */
const COMPRESS_FROM_BYTES = 1024;

/** Pages and registries sent lately, compressed, by ETag: the same page is asked for by every diner at a table. */
const compressedBodies = new LRUCache<string, { br?: Buffer; gzip?: Buffer }>({ max: 200 });

/** The body compressed as asked (made once per body while it stays among the last ones sent). */
function compressedBody(etag: string, body: string, encoding: 'br' | 'gzip'): Buffer {
  let kept = compressedBodies.get(etag);
  if (!kept) compressedBodies.set(etag, (kept = {}));
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
    // One visitor's answer (drawn from their cookies, or setting one): no cache between may keep it.
    .header('Cache-Control', variesByCookie ? `private, ${REVALIDATE}` : REVALIDATE)
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
 * Serves the whole front end on the API's port: the live shell's page, every published version of
 * the shell and the remotes (immutable, long-cached: a page opened on an earlier version keeps
 * loading its files) and the live registry (never cached).
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: app.config.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: isReleaseFilePath,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', IMMUTABLE);
      // A cache in front (a CDN) keeps one copy per encoding asked for, never a br copy for a client without br.
      if (NEGOTIABLE.test(file)) res.setHeader('Vary', 'Accept-Encoding');
      if (app.config.releasesBaseUrl) {
        // Served to pages of another origin (this server's) from RELEASES_BASE_URL: public, immutable
        // files, loaded with CORS (their integrity is checked) and embeddable cross-origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
    },
  });

  // The live shell's service worker, at the top so it may serve every page. Browsers look for a new
  // one on each page load, bypassing their cache; a release or rollback of the shell changes it.
  app.get(SERVICE_WORKER_URL, async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      await serviceWorkerOf(app.config.releasesDir, await liveShell(app.releases), app.config.releasesBaseUrl),
      'text/javascript; charset=utf-8',
    ),
  );

  // While a canary runs, what a visitor is served depends on their bucket (a signed cookie): the
  // registry, and with it the page's hints, first paint and ETag.
  const canaryKey = canaryKeyOf(app.config.tokenSecret);
  const bucketFor = (registry: RegistryDocument, request: FastifyRequest, reply: FastifyReply) =>
    canaryRunning(registry) ? visitorBucket(request, reply, canaryKey) : null;

  app.get('/remotes.json', async (request, reply) => {
    const registry = await servedRegistry(app.releases);
    const visitor = bucketFor(registry, request, reply);
    const remotes = remotesServed(registry, visitor?.bucket ?? null, app.releases);
    return sendRevalidated(request, reply, JSON.stringify({ remotes }), 'application/json; charset=utf-8', visitor !== null);
  });

  const template = shellTemplate(app);
  const drawFirstPaint = firstPaints(app, { budgetMs: app.config.firstPaintBudgetMs, releasesDir: app.config.releasesDir });
  const { releasesDir } = app.config;
  // The page for an address is the live shell's, and carries the live registry and hints for every
  // file its route needs, so the browser fetches them all at once instead of discovering them one
  // after another.
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string, search: URLSearchParams) => {
    const registry = await servedRegistry(app.releases);
    const shellVersion = registry.apps.shell?.live ?? null;
    let shell: string;
    try {
      if (!shellVersion) throw new Error('no shell is live');
      shell = await template(shellVersion);
    } catch (error) {
      if (shellVersion) request.log.warn(`the live shell ${shellVersion} has no page: ${(error as Error).message}`);
      return reply.status(503).type('text/plain').send('Troo is not built yet: run npm run build.');
    }
    const visitor = bucketFor(registry, request, reply);
    const bucket = visitor?.bucket ?? null;
    const remotes = remotesServed(registry, bucket, app.releases);
    const answer = pageAnswerFrom(remotes, pathname);
    // Page loads per version, beside the failures phones report (plugins/page-load-counter.ts): a
    // canary is judged on them, so only real loads count, not the worker's copy of the page just
    // loaded, nor a load with a bucket cookie this server did not sign.
    const isPageLoad =
      request.method === 'GET' && request.headers[WORKER_COPY_HEADER.toLowerCase()] === undefined && visitor?.counts !== false;
    if (answer && isPageLoad)
      app.pageLoads.count([
        { app: 'shell', version: shellVersion },
        { app: answer.remote, version: answer.version },
      ]);
    const [preloads, { firstReads, firstPaint, readsCookies }] = await Promise.all([
      pageAssets(releasesDir, shellVersion, answer, app.config.releasesBaseUrl),
      drawFirstPaint(answer, pathname, search, request.cookies),
    ]);
    // The shell's version too: a page that cannot start reports the shell (pages/startup-guard.ts).
    const served = shellVersion ? [...remotes, { name: 'shell', version: shellVersion }] : remotes;
    const pageToken = pageTokenFor(canaryKey, bucket, served);
    const html = shellPageFor(shell, { remotes, preloads, firstReads, firstPaint, pageToken, route: answer?.route.path ?? null });
    // A diner's page may be kept on their phone (the shell's service worker) and shown offline; a staff page never.
    if (answer?.route.audience === 'customer') reply.header(KEEP_OFFLINE_HEADER, 'keep');
    // A page drawn from the diner's cookies (the menu list's outlet) is theirs: caches between keep it apart.
    return sendRevalidated(request, reply.status(answer ? 200 : 404), html, 'text/html; charset=utf-8', readsCookies || visitor !== null);
  };

  // Every other page address is the shell's: it routes by the live remotes' manifests, and so does
  // this status code. An address no remote answers is a real 404, still with the shell's page (which
  // shows 'Page Not Found').
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (wantsPage) return sendShell(request, reply, pathname, new URLSearchParams(request.url.slice(pathname.length + 1)));
    const allowed = app.allowedMethods(pathname);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply.status(405).header('Allow', allowed.join(', ')).send({ message: METHOD_NOT_ALLOWED });
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
