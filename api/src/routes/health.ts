import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { ping } from '../db/ping.js';
import { ServiceUnavailable } from '../errors.js';
import { callRoute } from './call-route.js';

export const SHUTTING_DOWN = 'This Troo process is shutting down: send requests to another.';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.health, async () => {
    // First thing on SIGTERM (plugins/draining.ts): the proxy stops sending here while requests still finish.
    if (app.draining.active) throw new ServiceUnavailable(SHUTTING_DOWN);
    await ping(app.db);
    return { status: 'ok' as const, database: app.dbKind, mail: app.mailer.transport };
  });
};
