import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { scoped } from '../../data/index.js';
import { callRoute } from '../call-route.js';

// The kitchen display, tickets, order history and the owner's figures (portal spec §7).

const OK = 'Successful';

export const kitchenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getOrder, async (request) => ({
    message: OK,
    data: await scoped(request).orders.list({ branchId: request.query.branch_id }),
  }));

  callRoute(app, calls.getBranchOrderByStatus, async (request) => ({
    message: OK,
    data: await scoped(request).orders.list({ branchId: request.query.branch_id, status: request.query.status }),
  }));

  callRoute(app, calls.updateOrder, async (request) => {
    const { order_id: orderId, status } = request.body;
    const orders = scoped(request).orders;
    const order = await orders.changeStatus(orderId, status, app.payments, request.log);
    const [view] = await orders.views([order]);
    return { message: 'Order updated', data: view! };
  });

  callRoute(app, calls.refundOrder, async (request) => {
    const orders = scoped(request).orders;
    const order = await orders.refund(request.body.order_id, app.payments);
    const [view] = await orders.views([order]);
    return { message: 'Order refunded', data: view! };
  });

  callRoute(app, calls.getOpenAndClosedTickets, async (request) => ({
    message: OK,
    data: await scoped(request).orders.ticketCounts(request.query),
  }));
  callRoute(app, calls.getTopMenuItems, async (request) => ({
    message: OK,
    data: await scoped(request).orders.topMenuItems(request.query),
  }));
  callRoute(app, calls.getTotalSales, async (request) => ({
    message: OK,
    data: await scoped(request).orders.totalSales(request.query),
  }));
  callRoute(app, calls.averageOrderValue, async (request) => ({
    message: OK,
    data: await scoped(request).orders.averageOrderValue(request.query),
  }));
  callRoute(app, calls.salesGrowthRate, async (request) => ({
    message: OK,
    data: await scoped(request).orders.salesGrowth(request.query.branch_id),
  }));
};
