import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { ping } from '../db/ping.js';
import { callRoute } from './call-route.js';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.health, async () => {
    await ping(app.db);
    return { status: 'ok' as const, database: app.dbKind, mail: app.mailer.transport };
  });
};
