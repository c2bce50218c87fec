import type { DateFilterQuery, OrderAction, OrderStatus, TakeOrderBody } from '@troo/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { orders } from '../db/schema.js';
import { changeOrderStatus, refundOrder } from '../domain/kitchen/order-actions.js';
import { averageOrderValue, salesGrowth, ticketCounts, topMenuItems, totalSales } from '../domain/kitchen/reports.js';
import { listOrders, staffOrderViews, type OrderViewer } from '../domain/kitchen/staff-orders.js';
import { takeOrder } from '../domain/take-order/take-order.js';
import { Forbidden } from '../errors.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { StaffSession } from '../plugins/auth.js';
import type { branchRepository } from './branches.js';
import type { Scope } from './scope.js';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The scoped business's orders as staff read and change them, with the owner's figures. `viewer` is
 * the signed-in staff member: an employee sees only their own outlet's orders; an outlet named is
 * checked by the branches repository, so another business's is 404.
 */
export function orderRepository(
  scope: Scope,
  viewer: StaffSession | null,
  branches: Pick<ReturnType<typeof branchRepository>, 'visibleOutlet'>,
) {
  const reader: OrderViewer = { staff: viewer, visibleOutlet: branches.visibleOutlet };
  return {
    /** Newest first (at most 500), of one outlet and one status when asked; due scheduled orders are released first. */
    list: (o: { branchId?: string; status?: OrderStatus }) => listOrders(scope, reader, o),
    /** Accept, serve or cancel (cancel refunds); another business's order is 404, a move not allowed 409. */
    changeStatus: (orderId: string, action: OrderAction, payments: PaymentProvider, log: FastifyBaseLogger) =>
      changeOrderStatus(scope, reader, payments, orderId, action, log),
    /** The owner's Refund: the order ends cancelled with its money given back once. */
    refund: (orderId: string, payments: PaymentProvider) => refundOrder(scope, reader, payments, orderId),
    /** A waiter's order for a guest, at an outlet this viewer may see (another's is 404); the same client key answers the same order. */
    async take(body: TakeOrderBody) {
      if (!viewer) throw new Forbidden('Only staff take orders');
      return takeOrder(scope, viewer, await branches.visibleOutlet(body.branch_id), body);
    },
    /** Orders as the kitchen's tickets show them. */
    views: (rows: OrderRow[]) => staffOrderViews(scope, rows),
    ticketCounts: (query: DateFilterQuery) => ticketCounts(scope, reader, query),
    topMenuItems: (query: DateFilterQuery) => topMenuItems(scope, reader, query),
    totalSales: (query: DateFilterQuery) => totalSales(scope, reader, query),
    averageOrderValue: (query: DateFilterQuery) => averageOrderValue(scope, reader, query),
    /** The last 7 Lagos days against the 7 before them. */
    salesGrowth: (branchId: string | undefined) => salesGrowth(scope, reader, branchId),
  };
}
