import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { branches } from '../../db/schema.js';
import {
  BRANCH_NAME_REQUIRED, checkBranchAddress, checkBranchName, checkRemovalReason, createBranch, editBranch, removeBranch,
} from '../../domain/branches.js';
import { findOwnBranch, isUuid } from '../../domain/businesses.js';
import { ok } from '../../domain/responses.js';
import { NotFound } from '../../errors.js';
import { staffOf } from '../../plugins/auth.js';

export const branchView = (branch: typeof branches.$inferSelect) => ({
  _id: branch.id,
  branch_name: branch.name,
  address: branch.address,
  createdAt: branch.createdAt.toISOString(),
});

/** A branch id from the request; anything that is not a UUID cannot be a branch of ours. */
function branchIdOf(id: string | undefined): string {
  const trimmed = (id ?? '').trim();
  if (!isUuid(trimmed)) throw new NotFound('Branch not found');
  return trimmed;
}

const CreateBranchBody = Type.Object({
  branch_name: Type.String(),
  address: Type.Optional(Type.String()),
});

const EditBranchBody = Type.Object({
  branch_id: Type.String(),
  branch_name: Type.String(),
  address: Type.Optional(Type.String()),
});

const RemoveBranchQuery = Type.Object({
  branch_id: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
});

/** Outlets: any staff member reads them, only the owner changes them, always within their business. */
export const branchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/branch/getBranch', { preHandler: app.requireStaff }, async (request) => {
    const rows = await app.db
      .select()
      .from(branches)
      .where(and(eq(branches.businessId, staffOf(request).businessId), isNull(branches.removedAt)))
      .orderBy(asc(branches.createdAt));
    return ok(rows.map(branchView));
  });

  app.get(
    '/branch/getBranch/:id',
    { preHandler: app.requireStaff, schema: { params: Type.Object({ id: Type.String() }) } },
    async (request) => ok(branchView(await findOwnBranch(app.db, staffOf(request).businessId, branchIdOf(request.params.id)))),
  );

  app.post(
    '/branch/createBranch',
    { preHandler: app.requireAdmin, schema: { body: CreateBranchBody }, config: { validationMessage: BRANCH_NAME_REQUIRED } },
    async (request, reply) => {
      const name = checkBranchName(request.body.branch_name);
      const address = checkBranchAddress(request.body.address);
      const branch = await createBranch(app.db, staffOf(request).businessId, { name, address });
      reply.status(201);
      return ok(branchView(branch), 'Branch created successfully');
    },
  );

  app.put(
    '/branch/editBranch',
    { preHandler: app.requireAdmin, schema: { body: EditBranchBody }, config: { validationMessage: BRANCH_NAME_REQUIRED } },
    async (request) => {
      const branchId = branchIdOf(request.body.branch_id);
      const name = checkBranchName(request.body.branch_name);
      const address = checkBranchAddress(request.body.address);
      const branch = await editBranch(app.db, staffOf(request).businessId, branchId, { name, address });
      return ok(branchView(branch), 'Branch updated successfully');
    },
  );

  app.delete(
    '/branch/removeBranch',
    { preHandler: app.requireAdmin, schema: { querystring: RemoveBranchQuery } },
    async (request) => {
      const branchId = branchIdOf(request.query.branch_id);
      const reason = checkRemovalReason(request.query.reason);
      const branch = await removeBranch(app.db, staffOf(request).businessId, branchId, reason);
      return ok({ _id: branch.id }, 'Branch deleted successfully');
    },
  );
};
