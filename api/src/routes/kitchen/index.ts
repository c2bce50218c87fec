import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import { changeOrderStatus, refundOrder } from '../../domain/kitchen/order-actions.js';
import { averageOrderValue, salesGrowth, ticketCounts, topMenuItems, totalSales } from '../../domain/kitchen/reports.js';
import { listOrders, staffOrderViews } from '../../domain/kitchen/staff-orders.js';
import { staffOf } from '../../plugins/auth.js';
import { callRoute } from '../call-route.js';

// The kitchen display, tickets, order history and the owner's figures (portal spec §7).

const OK = 'Successful';

export const kitchenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.getOrder, async (request) => ({
    message: OK,
    data: await listOrders(app.db, staffOf(request), { branchId: request.query.branch_id }),
  }));

  callRoute(app, calls.getBranchOrderByStatus, async (request) => ({
    message: OK,
    data: await listOrders(app.db, staffOf(request), { branchId: request.query.branch_id, status: request.query.status }),
  }));

  callRoute(app, calls.updateOrder, async (request) => {
    const { order_id: orderId, status } = request.body;
    const order = await changeOrderStatus(app.db, app.payments, staffOf(request), orderId, status, request.log);
    const [view] = await staffOrderViews(app.db, [order]);
    return { message: 'Order updated', data: view! };
  });

  callRoute(app, calls.refundOrder, async (request) => {
    const order = await refundOrder(app.db, app.payments, staffOf(request), request.body.order_id);
    const [view] = await staffOrderViews(app.db, [order]);
    return { message: 'Order refunded', data: view! };
  });

  callRoute(app, calls.getOpenAndClosedTickets, async (request) => ({
    message: OK,
    data: await ticketCounts(app.db, staffOf(request), request.query),
  }));
  callRoute(app, calls.getTopMenuItems, async (request) => ({
    message: OK,
    data: await topMenuItems(app.db, staffOf(request), request.query),
  }));
  callRoute(app, calls.getTotalSales, async (request) => ({
    message: OK,
    data: await totalSales(app.db, staffOf(request), request.query),
  }));
  callRoute(app, calls.averageOrderValue, async (request) => ({
    message: OK,
    data: await averageOrderValue(app.db, staffOf(request), request.query),
  }));
  callRoute(app, calls.salesGrowthRate, async (request) => ({
    message: OK,
    data: await salesGrowth(app.db, staffOf(request), request.query.branch_id),
  }));
};
