import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { branchBusinessDetails, orderableItem, outletCategories, outletItems } from '../../domain/customer-menu.js';
import { callRoute } from '../call-route.js';

// The customer menu calls with the spec's `{product}` segment: table ordering and online ordering
// read the same answers, so the product is not part of the cache key. Every answer goes through
// app.publicAnswers (made once a second at most, compressed once, ETag and 304).

const MESSAGE = 'Successful';

export const customerProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.publicAnswers;

  callRoute(app, calls.getProductBusinessDetails, async (request, reply) => {
    const { business_identifier: id, branch } = request.query;
    return cache.send(request, reply, `details|${id}|${branch ?? ''}`, async () => ({
      message: MESSAGE,
      ...(await branchBusinessDetails(app.db, id, branch)),
    }));
  });

  callRoute(app, calls.getProductCustomerMenuCategory, async (request, reply) => {
    const { business_identifier: id, branch } = request.query;
    return cache.send(request, reply, `categories|${id}|${branch ?? ''}`, async () => ({
      message: MESSAGE,
      data: await outletCategories(app.db, id, branch),
    }));
  });

  callRoute(app, calls.getAllProductMenuItem, async (request, reply) => {
    const { business_identifier: id, branch } = request.query;
    return cache.send(request, reply, `items|${id}|${branch}`, async () => ({
      message: MESSAGE,
      data: await outletItems(app.db, id, branch),
    }));
  });

  callRoute(app, calls.getProductMenuItemByID, async (request, reply) => {
    const { business_identifier: id, menu_item_id: itemId } = request.query;
    return cache.send(request, reply, `item|${id}|${itemId}`, async () => ({
      message: MESSAGE,
      ...(await orderableItem(app.db, id, itemId)),
    }));
  });
};
