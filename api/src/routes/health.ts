import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { callRoute } from './call-route.js';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.dbKind, mail: app.mailer.transport };
  });
};
