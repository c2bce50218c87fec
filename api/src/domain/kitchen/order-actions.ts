import { eq, gt, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUSES, SERVE_UNDO_SERVER_MS, SERVE_UNDO_TOO_LATE, type OrderAction, type OrderStatus } from '@troo/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import { checkouts, orderAdjustments, orders } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { Conflict } from '../../errors.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { paymentFailure } from '../checkout/payment-failure.js';
import { findVisibleOrder, type OrderViewer } from './staff-orders.js';

// What staff do to an order, checked on the server (portal spec §4): accept Ordered → Accepted;
// serve Ordered or Accepted → served; cancel anything not yet finished → cancel, giving the money
// back. Nothing leaves cancel; served is left only by 'unserve' (the display's Undo), back to Accepted
// within SERVE_UNDO_SERVER_MS of the serve: on the server, so every screen sees the serve and the undo,
// and a reload in between loses neither. The serve's time is the row's updatedAt (nothing else writes
// a served order but a refund, which cancels it).

export const ALREADY_REFUNDED = 'This order has already been refunded.';
const PAST: Record<OrderAction, string> = { accept: 'accepted', serve: 'served', cancel: 'cancelled', unserve: 'put back' };
export const transitionRefused = (status: OrderStatus, action: OrderAction) => `An order that is ${status} cannot be ${PAST[action]}.`;

const FROM: Record<OrderAction, OrderStatus[]> = {
  accept: ['Ordered'],
  serve: ['Ordered', 'Accepted'],
  cancel: ['Ordered', 'Accepted', 'Pending'],
  unserve: ['served'],
};
const TO: Record<OrderAction, OrderStatus> = { accept: 'Accepted', serve: 'served', cancel: 'cancel', unserve: 'Accepted' };

type OrderRow = typeof orders.$inferSelect;
/** What finishing a refund needs of its order. */
export type RefundedOrder = Pick<OrderRow, 'id' | 'branchId'> & { checkoutId: string };

export const REFUND_UNDER_WAY = 'A refund of this order is already under way.';

/** Tells the outlet's open displays (and the diner's receipt) that the order changed, in the transaction that changed it. */
const announceChange = (tx: Scope, order: Pick<OrderRow, 'id' | 'branchId'>) =>
  recordOrderEvent(tx, { branchId: order.branchId, orderId: order.id, kind: 'changed' });

/**
 * Claims the order for a refund in one short transaction with both rows locked: of a serve and a
 * cancel at once, or two refunds, exactly one gets here first and the others are refused (409).
 * The order shows cancelled and its checkout 'refunding' while the provider is asked (outside any
 * transaction: it may take seconds). Answers the status the order had, to put back if the provider refuses.
 * NO KEY UPDATE, not UPDATE: an order event's foreign key takes KEY SHARE on the order row, and the
 * winner's last transaction writes one while holding the checkout row a waiting refund wants (a deadlock).
 */
async function claimForRefund(scope: Scope, order: RefundedOrder, from: readonly OrderStatus[]): Promise<OrderStatus> {
  return scope.transaction(async (tx) => {
    const [locked] = await tx.db
      .select({ status: orders.status, checkout: checkouts.status })
      .from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(tx.owned(orders, eq(orders.id, order.id)))
      .for('no key update');
    if (!locked || locked.checkout === 'refunded') throw new Conflict(ALREADY_REFUNDED);
    if (locked.checkout === 'refunding') throw new Conflict(REFUND_UNDER_WAY);
    // A partial refund still waiting for the provider (domain/adjustments/partial-refund.ts) goes first.
    const [partial] = await tx.db
      .select({ id: orderAdjustments.id })
      .from(orderAdjustments)
      .where(tx.owned(orderAdjustments, eq(orderAdjustments.orderId, order.id), eq(orderAdjustments.state, 'pending')));
    if (partial) throw new Conflict(REFUND_UNDER_WAY);
    // A cancelled order is refunded already, unless the provider refused its refund (refundRefused
    // after a crash): then the owner's Refund may ask again.
    const refusedBefore = locked.status === 'cancel' && locked.checkout === 'paid' && from.includes('cancel');
    if (!from.includes(locked.status) || (locked.status === 'cancel' && !refusedBefore)) {
      throw new Conflict(transitionRefused(locked.status, 'cancel'));
    }
    await tx.db
      .update(checkouts)
      .set({ status: 'refunding' })
      .where(tx.owned(checkouts, eq(checkouts.id, order.checkoutId)));
    await tx.db
      .update(orders)
      .set({ status: 'cancel', updatedAt: new Date() })
      .where(tx.owned(orders, eq(orders.id, order.id)));
    await announceChange(tx, order);
    return locked.status;
  });
}

/** The provider gave the money back: the checkout ends refunded (once, only from 'refunding'). */
export async function refundDone(scope: Scope, order: RefundedOrder): Promise<void> {
  // The kitchen's tickets and the diner's receipt show "refunded" as soon as the money is back.
  await scope.transaction(async (tx) => {
    const [changed] = await tx.db
      .update(checkouts)
      .set({ status: 'refunded' })
      .where(tx.owned(checkouts, eq(checkouts.id, order.checkoutId), eq(checkouts.status, 'refunding')))
      .returning({ id: checkouts.id });
    if (changed) await announceChange(tx, order);
  });
}

/** The provider refused the refund: the checkout is paid again and the order back at `before`. */
export async function refundRefused(scope: Scope, order: RefundedOrder, before: OrderStatus): Promise<void> {
  await scope.transaction(async (tx) => {
    const [changed] = await tx.db
      .update(checkouts)
      .set({ status: 'paid' })
      .where(tx.owned(checkouts, eq(checkouts.id, order.checkoutId), eq(checkouts.status, 'refunding')))
      .returning({ id: checkouts.id });
    if (!changed) return;
    await tx.db
      .update(orders)
      .set({ status: before, updatedAt: new Date() })
      .where(tx.owned(orders, eq(orders.id, order.id), eq(orders.status, 'cancel')));
    await announceChange(tx, order);
  });
}

/**
 * Gives the order's money back (once) and marks it cancelled: claimed first (above), then the
 * provider is asked. If it refuses, the order and its checkout go back to how they were. A crash
 * between the two leaves the checkout 'refunding': refund-reconciliation.ts finishes it.
 */
async function refundAndCancel(scope: Scope, payments: PaymentProvider, order: OrderRow, from: readonly OrderStatus[]): Promise<void> {
  const { checkoutId } = order;
  if (checkoutId === null) return cancelUnpaid(scope, order, from);
  const before = await claimForRefund(scope, { ...order, checkoutId }, from);
  try {
    await payments.refund(order.reference);
  } catch (error) {
    await refundRefused(scope, { ...order, checkoutId }, before);
    throw paymentFailure(error);
  }
  await refundDone(scope, { ...order, checkoutId });
}

/** An order a waiter took (no Paystack checkout): no provider to ask, it is cancelled (once). */
async function cancelUnpaid(scope: Scope, order: OrderRow, from: readonly OrderStatus[]): Promise<void> {
  await scope.transaction(async (tx) => {
    const [changed] = await tx.db
      .update(orders)
      .set({ status: 'cancel', updatedAt: new Date() })
      .where(
        tx.owned(
          orders,
          eq(orders.id, order.id),
          inArray(
            orders.status,
            from.filter((status) => status !== 'cancel'),
          ),
        ),
      )
      .returning({ id: orders.id });
    if (!changed) throw new Conflict(transitionRefused(order.status, 'cancel'));
    await announceChange(tx, order);
  });
}

export async function changeOrderStatus(
  scope: Scope,
  viewer: OrderViewer,
  payments: PaymentProvider,
  orderId: string,
  action: OrderAction,
  log: FastifyBaseLogger,
): Promise<OrderRow> {
  const order = await findVisibleOrder(scope, viewer, orderId);
  if (!FROM[action].includes(order.status)) throw new Conflict(transitionRefused(order.status, action));
  const undoSince = new Date(Date.now() - SERVE_UNDO_SERVER_MS);
  if (action === 'unserve' && order.updatedAt <= undoSince) throw new Conflict(SERVE_UNDO_TOO_LATE);
  if (action === 'cancel') {
    await refundAndCancel(scope, payments, order, FROM.cancel);
    log.info({ order: order.id }, 'order rejected and refunded');
  } else {
    await scope.transaction(async (tx) => {
      // Conditional: of two taps at once, the second finds the status moved on.
      const [changed] = await tx.db
        .update(orders)
        .set({ status: TO[action], updatedAt: new Date(), ...whoDid(action, viewer.staff?.userId ?? null) })
        .where(
          tx.owned(
            orders,
            eq(orders.id, order.id),
            inArray(orders.status, FROM[action]),
            action === 'unserve' ? gt(orders.updatedAt, undoSince) : undefined,
          ),
        )
        .returning();
      if (!changed) {
        const [now] = await tx.db
          .select({ status: orders.status })
          .from(orders)
          .where(tx.owned(orders, eq(orders.id, order.id)));
        if (action === 'unserve' && now?.status === 'served') throw new Conflict(SERVE_UNDO_TOO_LATE);
        throw new Conflict(transitionRefused(now?.status ?? order.status, action));
      }
      await announceChange(tx, order);
    });
  }
  return findVisibleOrder(scope, viewer, orderId);
}

/** Who moved the order, for the figures by staff member: serving an order nobody accepted accepts it too. */
function whoDid(action: OrderAction, userId: string | null) {
  if (action === 'accept') return { acceptedByUserId: userId };
  if (action === 'serve') return { servedByUserId: userId, acceptedByUserId: sql`coalesce(${orders.acceptedByUserId}, ${userId})` };
  if (action === 'unserve') return { servedByUserId: null };
  return {};
}

/** The owner's Refund: any paid order not yet refunded, served ones included; it ends cancelled. */
export async function refundOrder(scope: Scope, viewer: OrderViewer, payments: PaymentProvider, orderId: string): Promise<OrderRow> {
  const order = await findVisibleOrder(scope, viewer, orderId);
  await refundAndCancel(scope, payments, order, ORDER_STATUSES);
  return findVisibleOrder(scope, viewer, orderId);
}
