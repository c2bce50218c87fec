import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls, menuCopiedMessage } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { ok } from '../../domain/responses.js';
import { callRoute } from '../call-route.js';

/** A second outlet starts with the first one's menu: the owner copies it in one step. */
export const menuCopyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getOutletMenuSizes, async (request) => ok(await scoped(request).menuCopy.sizes()));

  callRoute(app, calls.copyMenu, async (request) => {
    const { from_branch_id: fromId, to_branch_id: toId } = request.body;
    const { copied, from, to } = await scoped(request).menuCopy.copy(fromId.toLowerCase(), toId.toLowerCase());
    return ok(copied, menuCopiedMessage(from, to, copied.items));
  });
};
