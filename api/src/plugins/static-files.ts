import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { liveRemotes } from '../remotes/registry.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NEVER_CACHE = 'no-cache, no-store, must-revalidate';

/** index.html with the runtime settings written in, so changing them needs no rebuild. */
async function shellPage(app: FastifyInstance): Promise<() => Promise<string>> {
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
 * Serves the whole front end on the API's port: the shell's page and assets, every published
 * remote version (immutable, long-cached) and the live registry (never cached).
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(app.config.shellDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });

  await app.register(fastifyStatic, {
    root: app.config.releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    // Only files inside a version folder: /remotes/<name>/<version>/<file>.
    allowedPath: (pathName) => /^\/[a-z_]+\/[\w.-]+\/.+/.test(pathName),
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', NEVER_CACHE);
    return { remotes: await liveRemotes(app.config.releasesDir) };
  });

  const render = await shellPage(app);
  const sendShell = async (reply: FastifyReply) => {
    try {
      return await reply.header('Cache-Control', NEVER_CACHE).type('text/html; charset=utf-8').send(await render());
    } catch {
      return reply.status(503).type('text/plain').send('Troo is not built yet: run npm run build.');
    }
  };

  // Every other page address belongs to the shell's router (which shows the 404 page itself).
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !/\.\w+$/.test(request.url.split('?')[0]!);
    if (wantsPage) return sendShell(reply);
    return reply.status(404).send({ message: 'Not found' });
  });
}
