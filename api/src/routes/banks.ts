import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../domain/responses.js';
import { bankDirectory } from '../services/banks.js';

/** The bank choices of registration stage 3 (public: the owner is not signed in yet). */
export const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const banks = bankDirectory({ secretKey: app.config.paystackSecretKey, baseUrl: app.config.paystackBaseUrl, log: app.log });
  app.get('/getBanks', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok(await banks.list());
  });
};
