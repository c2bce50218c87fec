import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { branches } from '../../db/schema.js';
import { ok } from '../../domain/responses.js';
import { staffOf } from '../../plugins/auth.js';

export const branchView = (branch: typeof branches.$inferSelect) => ({
  _id: branch.id,
  branch_name: branch.name,
  address: branch.address,
  createdAt: branch.createdAt.toISOString(),
});

export const branchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/branch/getBranch', { preHandler: app.requireStaff }, async (request) => {
    const rows = await app.db
      .select()
      .from(branches)
      .where(and(eq(branches.businessId, staffOf(request).businessId), isNull(branches.removedAt)))
      .orderBy(asc(branches.createdAt));
    return ok(rows.map(branchView));
  });
};
