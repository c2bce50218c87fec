import { and, eq } from 'drizzle-orm';
import { ADJUSTMENT_REASON_REQUIRED } from '@troo/shared/contract';
import { orderAdjustments, orders } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { BadRequest } from '../../errors.js';
import { recordOrderEvent } from '../../services/order-events.js';

// What comps, discounts and refunds share: an order's adjustments, what they took off, the reason rule.

export type OrderRow = typeof orders.$inferSelect;
export type AdjustmentRow = typeof orderAdjustments.$inferSelect;

const REASON_MAX = 300;

/** The reason as kept: trimmed, required (400 without one). */
export function requiredReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new BadRequest(ADJUSTMENT_REASON_REQUIRED);
  return trimmed.slice(0, REASON_MAX);
}

/** The order's adjustments, oldest first (pending refunds included). */
export async function adjustmentsOf(scope: Scope, orderId: string): Promise<AdjustmentRow[]> {
  return scope.db
    .select()
    .from(orderAdjustments)
    .where(scope.owned(orderAdjustments, eq(orderAdjustments.orderId, orderId)))
    .orderBy(orderAdjustments.createdAt);
}

const sumKobo = (rows: AdjustmentRow[]) => rows.reduce((total, row) => total + row.amountKobo, 0);

/** What comps and discounts took off the food: of each line, of the order as a whole, and in all. */
export function foodTakenOff(rows: AdjustmentRow[]) {
  const lowering = rows.filter((row) => row.kind !== 'refund');
  return {
    ofLine: (index: number) => sumKobo(lowering.filter((row) => row.lineIndex === index)),
    total: sumKobo(lowering),
  };
}

/** What refunds gave back (or are giving back: pending ones count, so two cannot exceed what was paid). */
export const refundedKobo = (rows: AdjustmentRow[]) => sumKobo(rows.filter((row) => row.kind === 'refund'));

/** Locks the order's row for a change of its money: two changes at once take turns. */
export async function lockOrder(tx: Scope, orderId: string): Promise<OrderRow | undefined> {
  // NO KEY UPDATE, as the kitchen's refund claim takes: an order event's foreign key needs KEY SHARE.
  const [row] = await tx.db
    .select()
    .from(orders)
    .where(tx.owned(orders, and(eq(orders.id, orderId))))
    .for('no key update');
  return row;
}

/** Tells open displays and the diner's receipt that the order changed, in the same transaction. */
export const announceChange = (tx: Scope, order: Pick<OrderRow, 'id' | 'branchId'>) =>
  recordOrderEvent(tx, { branchId: order.branchId, orderId: order.id, kind: 'changed' });

/** Whether this press (its request key) already made an adjustment of the order: sent again, it changes nothing. */
export const alreadyMade = (rows: AdjustmentRow[], requestKey: string) => rows.some((row) => row.requestKey === requestKey);
