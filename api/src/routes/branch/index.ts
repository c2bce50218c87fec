import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BRANCH_CREATED, BRANCH_DELETED, BRANCH_NOT_FOUND, BRANCH_UPDATED, ORDERING_SETTINGS_SAVED, calls } from '@troo/shared/contract';
import type { BranchRow } from '../../data/branches.js';
import { scoped } from '../../data/index.js';
import { checkBranchAddress, checkBranchName, checkRemovalReason } from '../../domain/branches.js';
import { isUuid } from '../../domain/businesses.js';
import { checkOrderingSettings } from '../../domain/ordering-settings.js';
import { ok } from '../../domain/responses.js';
import { NotFound } from '../../errors.js';
import { callRoute } from '../call-route.js';

export const branchView = (branch: BranchRow) => ({
  _id: branch.id,
  branch_name: branch.name,
  address: branch.address,
  createdAt: branch.createdAt.toISOString(),
});

/** A branch id from the request; anything that is not a UUID cannot be a branch of ours. */
function branchIdOf(id: string | undefined): string {
  const trimmed = (id ?? '').trim();
  if (!isUuid(trimmed)) throw new NotFound(BRANCH_NOT_FOUND);
  return trimmed;
}

/** Outlets: any staff member reads them, only the owner changes them, always within their business. */
export const branchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getBranches, async (request) => {
    const rows = await scoped(request).branches.list();
    return ok(rows.map(branchView));
  });

  callRoute(app, calls.getBranch, async (request) => ok(branchView(await scoped(request).branches.find(branchIdOf(request.params.id)))));

  callRoute(app, calls.createBranch, async (request) => {
    const name = checkBranchName(request.body.branch_name);
    const address = checkBranchAddress(request.body.address);
    const branch = await scoped(request).branches.create({ name, address });
    return ok(branchView(branch), BRANCH_CREATED);
  });

  callRoute(app, calls.editBranch, async (request) => {
    const branchId = branchIdOf(request.body.branch_id);
    const name = checkBranchName(request.body.branch_name);
    const address = checkBranchAddress(request.body.address);
    const branch = await scoped(request).branches.edit(branchId, { name, address });
    return ok(branchView(branch), BRANCH_UPDATED);
  });

  callRoute(app, calls.removeBranch, async (request) => {
    const branchId = branchIdOf(request.query.branch_id);
    const reason = checkRemovalReason(request.query.reason);
    const branch = await scoped(request).branches.remove(branchId, reason);
    return ok({ _id: branch.id }, BRANCH_DELETED);
  });

  callRoute(app, calls.getOrderingSettings, async (request) =>
    ok(await scoped(request).branches.orderingSettings(branchIdOf(request.params.id))),
  );

  callRoute(app, calls.updateOrderingSettings, async (request) => {
    const { branch_id, ...input } = request.body;
    const branchId = branchIdOf(branch_id);
    const settings = checkOrderingSettings(input);
    const saved = await scoped(request).branches.saveOrderingSettings(branchId, settings);
    if (!saved) throw new NotFound(BRANCH_NOT_FOUND);
    return ok(saved, ORDERING_SETTINGS_SAVED);
  });
};
