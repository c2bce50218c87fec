import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok', database: app.dbKind, mail: app.mailer.transport };
  });
};
