import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { callRoute } from '../call-route.js';

// Take order (issue 48): a waiter's order for a guest, sent to the kitchen and put on the place's tab.

export const takeOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.takeOrder, async (request) => ({
    message: 'Order sent to the kitchen',
    data: await scoped(request).orders.take(request.body),
  }));
};
