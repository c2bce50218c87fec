import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { pageAnswer } from '../remotes/page-routes.js';
import { liveRemotes } from '../remotes/registry.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHE = 'no-cache, no-store, must-revalidate';

/** index.html with the runtime settings written in, so changing them needs no rebuild. */
function shellPage(app: FastifyInstance): () => Promise<string> {
  const file = path.join(app.config.shellDir, 'index.html');
  const settings = JSON.stringify({ apiBaseUrl: '/api', externalSiteUrl: app.config.externalSiteUrl })
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
  const meta = `<meta name="troo-config" content="${settings}">`;
  const render = async () => (await readFile(file, 'utf8')).replace(/<meta name="?troo-config"?[^>]*>/, meta);
  return render;
}

/**
 * Only files inside a version folder, /remotes/<name>/<version>/<file>, asked for by their plain
 * path. @fastify/static hands over the path decoded (%2e is '.') but not normalised, so
 * `/a/b/../../x` would pass a pattern and then be resolved by the file server: a path that is
 * not already normal (dot segments, empty segments), that names a dot file, or that still holds
 * an escape (%2f) or a backslash is refused before anything else looks at it.
 */
export function isReleaseFilePath(pathName: string): boolean {
  if (path.posix.normalize(pathName) !== pathName || /[%\\]/.test(pathName)) return false;
  const segments = pathName.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return false;
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

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NEVER_CACHE);
    return { remotes: await liveRemotes(app.config.releasesDir) };
  });

  const render = shellPage(app);
  const sendShell = async (reply: FastifyReply, status: number) => {
    try {
      return await reply
        .status(status)
        .header('Cache-Control', NEVER_CACHE)
        .type('text/html; charset=utf-8')
        .send(await render());
    } catch {
      return reply.status(503).type('text/plain').send('Troo is not built yet: run npm run build.');
    }
  };

  // Every other page address is the shell's: it routes by the live remotes' manifests, and so does
  // this status code. An address no remote answers is a real 404, still with the shell's page (which
  // shows 'Page Not Found').
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (wantsPage) return sendShell(reply, (await pageAnswer(app.config.releasesDir, pathname)) ? 200 : 404);
    return reply.status(404).send({ message: 'Not found' });
  });
}
