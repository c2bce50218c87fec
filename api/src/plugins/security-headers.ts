import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { STARTER_HASH, STARTUP_GUARD_HASH } from '@troo/pages';

/** OWASP ASVS 3.4: a strict CSP (no plugins, no framing), nosniff, and friends. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Release files served from another origin (RELEASES_BASE_URL, a CDN): scripts, styles, pictures and
  // fonts may come from there too, and the service worker may fetch them.
  const releases = app.config.releasesBaseUrl ? [new URL(app.config.releasesBaseUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The shell's starter (pages/shell-page.ts) and the page's guard for a shell that cannot start
        // (pages/startup-guard.ts), by their hashes: no other inline script runs.
        'script-src': ["'self'", ...releases, STARTER_HASH, STARTUP_GUARD_HASH],
        // notistack injects its styles at run time.
        'style-src': ["'self'", ...releases, "'unsafe-inline'"],
        'img-src': ["'self'", ...releases, 'data:', 'blob:'],
        'connect-src': ["'self'", ...releases],
        'font-src': ["'self'", ...releases, 'data:'],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      },
    },
    // Remote entries are plain scripts (from this origin, or RELEASES_BASE_URL's with CORS); nothing
    // needs cross-origin isolation. Pages and API answers stay Cross-Origin-Resource-Policy: same-origin.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

  // API answers carry tokens (sign-in, registration) and personal data: no browser or proxy cache
  // keeps one unless its route says it may (public images, the bank list).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
