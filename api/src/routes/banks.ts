import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { ok } from '../domain/responses.js';
import { callRoute } from './call-route.js';

/** The bank choices of registration stage 3 (public: the owner is not signed in yet). */
export const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getBanks, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return ok([...(await app.payments.listBanks())]);
  });
};
