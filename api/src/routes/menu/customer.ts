import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BRANCH_NOT_FOUND, calls } from '@troo/shared/contract';
import { branches, menuCategories } from '../../db/schema.js';
import { findBusinessByIdentifier, isUuid } from '../../domain/businesses.js';
import { ok } from '../../domain/responses.js';
import { NotFound } from '../../errors.js';
import { imageUrl } from '../../services/images.js';
import { callRoute } from '../call-route.js';

/** The menu as a diner sees it: no token, addressed by the business's public identifier. */
export const customerMenuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getCustomerMenuCategory, async (request) => {
    const business = await findBusinessByIdentifier(app.db, request.query.business_identifier);
    const branchId = request.query.branch;
    if (branchId) {
      if (!isUuid(branchId)) throw new NotFound(BRANCH_NOT_FOUND);
      const [branch] = await app.db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.id, branchId), eq(branches.businessId, business.id), isNull(branches.removedAt)));
      if (!branch) throw new NotFound(BRANCH_NOT_FOUND);
    }
    const rows = await app.db
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.businessId, business.id), branchId ? eq(menuCategories.branchId, branchId) : undefined))
      .orderBy(asc(menuCategories.createdAt));
    return ok(rows.map((c) => ({ _id: c.id, name: c.name, image: imageUrl(c.imageId), branch_id: c.branchId })));
  });
};
