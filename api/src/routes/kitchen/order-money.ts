import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { ok } from '../../domain/responses.js';
import { callRoute } from '../call-route.js';

// An order's money after it was taken (issue 48): the ticket's trail, comps and discounts, partial
// refunds, and the owner's end of day.

export const orderMoneyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getOrderTrail, async (request) => ok(await scoped(request).orderMoney.trail(request.params.id)));

  callRoute(app, calls.adjustOrder, async (request) => {
    const money = scoped(request).orderMoney;
    await money.adjust(request.body);
    return ok(await money.trail(request.body.order_id), request.body.kind === 'comp' ? 'Comped' : 'Discount given');
  });

  callRoute(app, calls.refundOrderPart, async (request) => {
    const money = scoped(request).orderMoney;
    await money.refundPart(request.body, app.payments);
    return ok(await money.trail(request.body.order_id), 'Refunded');
  });

  callRoute(app, calls.getEndOfDay, async (request) =>
    ok(await scoped(request).orderMoney.endOfDay(request.query.branch_id, request.query.date)),
  );
};
