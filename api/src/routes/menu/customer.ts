import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BRANCH_NOT_FOUND, calls } from '@troo/shared/contract';
import { scopedToIdentifier } from '../../data/index.js';
import { isUuid } from '../../domain/businesses.js';
import { ok } from '../../domain/responses.js';
import { NotFound } from '../../errors.js';
import { callRoute } from '../call-route.js';

/** The menu as a diner sees it: no token, addressed by the business's public identifier. */
export const customerMenuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getCustomerMenuCategory, async (request) => {
    const { data } = await scopedToIdentifier(app.db, request.query.business_identifier);
    const branchId = request.query.branch;
    if (branchId) {
      if (!isUuid(branchId)) throw new NotFound(BRANCH_NOT_FOUND);
      await data.branches.find(branchId);
    }
    return ok(await data.menu.categories(branchId || undefined));
  });
};
