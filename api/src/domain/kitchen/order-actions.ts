import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderAction, type OrderStatus } from '@troo/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { checkouts, orders } from '../../db/schema.js';
import { Conflict } from '../../errors.js';
import type { StaffSession } from '../../plugins/auth.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { paymentFailure } from '../checkout/payment-failure.js';
import { findVisibleOrder } from './staff-orders.js';

// What staff do to an order, checked on the server (portal spec §4): accept Ordered → Accepted;
// serve Ordered or Accepted → served; cancel anything not yet finished → cancel, giving the money
// back. Nothing leaves served or cancel.

export const ALREADY_REFUNDED = 'This order has already been refunded.';
export const transitionRefused = (status: OrderStatus, action: OrderAction) =>
  `An order that is ${status} cannot be ${action === 'accept' ? 'accepted' : action === 'serve' ? 'served' : 'cancelled'}.`;

const FROM: Record<OrderAction, OrderStatus[]> = {
  accept: ['Ordered'],
  serve: ['Ordered', 'Accepted'],
  cancel: ['Ordered', 'Accepted', 'Pending'],
};
const TO: Record<OrderAction, OrderStatus> = { accept: 'Accepted', serve: 'served', cancel: 'cancel' };

type OrderRow = typeof orders.$inferSelect;

/**
 * Gives the order's money back (once) and marks it cancelled. The provider is asked first: if it
 * refuses, nothing changes; if our write then fails, the checkout row still says paid and a retry
 * refunds nothing twice because the provider refuses a second full refund.
 */
async function refundAndCancel(db: Database, payments: PaymentProvider, order: OrderRow, from: readonly OrderStatus[]): Promise<void> {
  const [checkout] = await db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.id, order.checkoutId));
  if (checkout?.status === 'refunded') throw new Conflict(ALREADY_REFUNDED);
  try {
    await payments.refund(order.reference);
  } catch (error) {
    throw paymentFailure(error);
  }
  await db.transaction(async (tx) => {
    await tx.update(checkouts).set({ status: 'refunded' }).where(eq(checkouts.id, order.checkoutId));
    await tx
      .update(orders)
      .set({ status: 'cancel', updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), inArray(orders.status, from)));
    await recordOrderEvent(tx, { businessId: order.businessId, branchId: order.branchId, orderId: order.id, kind: 'changed' });
  });
}

export async function changeOrderStatus(
  db: Database,
  payments: PaymentProvider,
  staff: StaffSession,
  orderId: string,
  action: OrderAction,
  log: FastifyBaseLogger,
): Promise<OrderRow> {
  const order = await findVisibleOrder(db, staff, orderId);
  if (!FROM[action].includes(order.status)) throw new Conflict(transitionRefused(order.status, action));
  if (action === 'cancel') {
    await refundAndCancel(db, payments, order, FROM.cancel);
    log.info({ order: order.id }, 'order rejected and refunded');
  } else {
    await db.transaction(async (tx) => {
      // Conditional: of two taps at once, the second finds the status moved on.
      const [changed] = await tx
        .update(orders)
        .set({ status: TO[action], updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), inArray(orders.status, FROM[action])))
        .returning();
      if (!changed) throw new Conflict(transitionRefused(order.status, action));
      await recordOrderEvent(tx, { businessId: order.businessId, branchId: order.branchId, orderId: order.id, kind: 'changed' });
    });
  }
  return findVisibleOrder(db, staff, orderId);
}

/** The owner's Refund: any paid order not yet refunded, served ones included; it ends cancelled. */
export async function refundOrder(db: Database, payments: PaymentProvider, staff: StaffSession, orderId: string): Promise<OrderRow> {
  const order = await findVisibleOrder(db, staff, orderId);
  await refundAndCancel(db, payments, order, ORDER_STATUSES);
  return findVisibleOrder(db, staff, orderId);
}
