import { desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { koboToNaira, type OrderAdjustment, type OrderTrail, type VoidedPayment } from '@troo/shared/contract';
import { checkouts, tabPayments, tabs, users } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import type { StaffSession } from '../../plugins/auth.js';
import { findVisibleOrder, type OrderViewer } from '../kitchen/staff-orders.js';
import { mayAdjustOrders } from './comp-discount.js';
import { adjustmentsOf, refundedKobo, type AdjustmentRow, type OrderRow } from './order-money.js';

// The ticket's audit trail: every comp, discount and refund of the order and every voided payment of
// its bill, with who, when and why, and the order's total now.

/** First and last name of each user named, by id. */
export async function namesOf(scope: Scope, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(scope.owned(users, inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
}

/** An adjustment as the trail shows it. */
export function adjustmentView(row: AdjustmentRow, order: Pick<OrderRow, 'number' | 'lines'>, names: Map<string, string>): OrderAdjustment {
  return {
    _id: row.id,
    order_number: order.number,
    kind: row.kind,
    line_index: row.lineIndex,
    line_name: row.lineIndex === null ? null : (order.lines[row.lineIndex]?.name ?? null),
    amount: koboToNaira(row.amountKobo),
    reason: row.reason,
    by: names.get(row.byUserId) ?? 'Someone no longer on staff',
    at: row.createdAt.toISOString(),
    pending: row.state === 'pending',
  };
}

type PaymentRow = typeof tabPayments.$inferSelect;

/** A voided payment as the trail shows it. */
export function voidedPaymentView(row: PaymentRow, names: Map<string, string>): VoidedPayment {
  return {
    _id: row.id,
    method: row.method,
    amount: koboToNaira(row.amountKobo),
    reason: row.voidReason ?? '',
    by: (row.voidedByUserId && names.get(row.voidedByUserId)) ?? 'Someone no longer on staff',
    at: (row.voidedAt ?? row.recordedAt).toISOString(),
  };
}

async function billOpen(scope: Scope, order: OrderRow): Promise<boolean> {
  if (order.paidAt !== null || order.tabId === null || order.status === 'cancel') return false;
  const [tab] = await scope.db
    .select({ status: tabs.status })
    .from(tabs)
    .where(scope.owned(tabs, eq(tabs.id, order.tabId)));
  return tab?.status === 'open';
}

/** What a refund may still give back: the order's own Paystack payment less its refunds (0 if none may be made). */
async function refundableKobo(scope: Scope, order: OrderRow, adjustments: AdjustmentRow[]): Promise<number> {
  if (order.checkoutId === null || order.status === 'cancel') return 0;
  const [checkout] = await scope.db
    .select({ status: checkouts.status, amountKobo: checkouts.amountKobo })
    .from(checkouts)
    .where(scope.owned(checkouts, eq(checkouts.id, order.checkoutId)));
  if (checkout?.status !== 'paid') return 0;
  return Math.max(0, checkout.amountKobo - refundedKobo(adjustments));
}

export async function orderTrail(scope: Scope, viewer: OrderViewer & { staff: StaffSession }, orderId: string): Promise<OrderTrail> {
  const order = await findVisibleOrder(scope, viewer, orderId);
  const adjustments = await adjustmentsOf(scope, order.id);
  const voided = order.tabId
    ? await scope.db
        .select()
        .from(tabPayments)
        .where(scope.owned(tabPayments, eq(tabPayments.tabId, order.tabId), isNotNull(tabPayments.voidedAt)))
        .orderBy(desc(tabPayments.voidedAt))
    : [];
  const names = await namesOf(scope, [...adjustments.map((row) => row.byUserId), ...voided.map((row) => row.voidedByUserId)]);
  const open = await billOpen(scope, order);
  const isOwner = viewer.staff.role === 'admin';
  return {
    order_id: order.id,
    total: koboToNaira(order.amountPaidKobo),
    refunded: koboToNaira(refundedKobo(adjustments)),
    refundable: isOwner ? koboToNaira(await refundableKobo(scope, order, adjustments)) : 0,
    open,
    may_adjust: open && (await mayAdjustOrders(scope, viewer.staff)),
    may_refund: isOwner,
    adjustments: adjustments.map((row) => adjustmentView(row, order, names)),
    voided_payments: voided.map((row) => voidedPaymentView(row, names)),
  };
}
