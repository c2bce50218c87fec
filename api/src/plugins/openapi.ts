import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document of every /api route, generated from the contract's schemas as the routes
 * register (so register this before them). Served at GET /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Troo API', version: '0.1.0', description: 'Generated from @troo/shared/contract.' },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Access 'operator' (the release calls): the server's RELEASE_TOKEN, not a staff sign-in.
          releaseToken: { type: 'http', scheme: 'bearer', description: 'RELEASE_TOKEN (every app), or a RELEASE_TOKENS token (its apps)' },
        },
      },
    },
    // Only the API: the front end's files and pages are not calls.
    hideUntagged: false,
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
      url: url.replace(/^\/api/, ''),
    }),
  });
}
