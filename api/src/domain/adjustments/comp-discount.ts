import { and, eq, isNull } from 'drizzle-orm';
import {
  ADJUSTMENT_NOT_ALLOWED,
  ADJUSTMENT_ORDER_CANCELLED,
  ADJUSTMENT_ORDER_PAID,
  DISCOUNT_AMOUNT_REQUIRED,
  DISCOUNT_TOO_LARGE,
  LINE_ALREADY_COMPED,
  LINE_NOT_IN_ORDER,
  NOTHING_LEFT_TO_COMP,
  koboOf,
  type AdjustOrderBody,
} from '@troo/shared/contract';
import { orderAdjustments, orders, tabs, users } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../errors.js';
import type { StaffSession } from '../../plugins/auth.js';
import { ORDER_NOT_FOUND, findVisibleOrder, type OrderViewer } from '../kitchen/staff-orders.js';
import { rechargedOrder } from '../checkout/charges.js';
import { lockTab } from '../tabs/lock-tab.js';
import { closeIfPaid } from '../tabs/tab-status.js';
import { adjustmentsOf, alreadyMade, announceChange, foodTakenOff, lockOrder, requiredReason, type OrderRow } from './order-money.js';

// Comps and discounts (issue 48): while an order's bill is open, the owner or an employee the owner
// allows takes a line, or part of a line or of the order, off its food, with a reason kept on the
// ticket. The order's total is recomputed from the food left (charges on it, then delivery and tip).
// A paid order's money is changed by a refund instead. Everything happens under the order's row lock,
// so two comps at once take turns and the second sees what the first took off: never below zero.

/** The owner always; an employee only when the owner allowed them (users.may_adjust_orders). */
export async function mayAdjustOrders(scope: Scope, staff: StaffSession): Promise<boolean> {
  if (staff.role === 'admin') return true;
  const [user] = await scope.db
    .select({ may: users.mayAdjustOrders })
    .from(users)
    .where(scope.owned(users, eq(users.id, staff.userId), isNull(users.removedAt)));
  return user?.may ?? false;
}

/** Whether the order's bill is still open: only then are comps and discounts possible. */
async function billIsOpen(tx: Scope, order: OrderRow): Promise<boolean> {
  if (order.paidAt !== null || order.tabId === null) return false;
  const [tab] = await tx.db
    .select({ status: tabs.status })
    .from(tabs)
    .where(tx.owned(tabs, eq(tabs.id, order.tabId)));
  return tab?.status === 'open';
}

/** The kobo the request takes off, at most `left` (what its line, or the order, still costs). */
function amountToTakeOff(body: AdjustOrderBody, left: number): number {
  if (body.kind === 'comp') return left;
  const amount = body.percent !== undefined ? Math.round((left * body.percent) / 100) : body.amount !== undefined ? koboOf(body.amount) : 0;
  if (!(amount > 0)) throw new BadRequest(DISCOUNT_AMOUNT_REQUIRED);
  if (amount > left) throw new BadRequest(DISCOUNT_TOO_LARGE);
  return amount;
}

export async function adjustOrder(scope: Scope, viewer: OrderViewer & { staff: StaffSession }, body: AdjustOrderBody): Promise<void> {
  if (!(await mayAdjustOrders(scope, viewer.staff))) throw new Forbidden(ADJUSTMENT_NOT_ALLOWED);
  const reason = requiredReason(body.reason);
  const visible = await findVisibleOrder(scope, viewer, body.order_id);
  const lineIndex = body.line_index ?? null;
  await scope.transaction(async (tx) => {
    // The bill's lock first, then the order's: a payment takes them in that order too (it settles
    // the bill, then writes its orders), so the two never wait on each other.
    const tab = visible.tabId ? await lockTab(tx, visible.tabId) : null;
    const order = await lockOrder(tx, visible.id);
    if (!order) throw new NotFound(ORDER_NOT_FOUND);
    if (order.status === 'cancel') throw new Conflict(ADJUSTMENT_ORDER_CANCELLED);
    if (!(await billIsOpen(tx, order))) throw new Conflict(ADJUSTMENT_ORDER_PAID);
    const earlier = await adjustmentsOf(tx, order.id);
    if (alreadyMade(earlier, body.request_key)) return;
    const takenOff = foodTakenOff(earlier);
    const foodLeft = order.subtotalKobo - takenOff.total;
    let left = foodLeft;
    if (lineIndex !== null) {
      const line = order.lines[lineIndex];
      if (!line) throw new BadRequest(LINE_NOT_IN_ORDER);
      if (body.kind === 'comp' && earlier.some((row) => row.kind === 'comp' && row.lineIndex === lineIndex)) {
        throw new Conflict(LINE_ALREADY_COMPED);
      }
      left = Math.min(line.totalKobo - takenOff.ofLine(lineIndex), foodLeft);
    }
    if (left <= 0) throw new Conflict(NOTHING_LEFT_TO_COMP);
    const amount = amountToTakeOff(body, left);
    await tx.db.insert(orderAdjustments).values(
      tx.ownedValues({
        branchId: order.branchId,
        orderId: order.id,
        kind: body.kind,
        lineIndex,
        amountKobo: amount,
        reason,
        byUserId: viewer.staff.userId,
        requestKey: body.request_key,
      }),
    );
    // The fee and taxes of the food left, at the rates the order was priced with (never today's);
    // subtotalKobo: the food before this change, so an order priced before its fee rate was recorded
    // keeps its fee in proportion to the food it has now (not to the food first ordered).
    const charges = rechargedOrder({ ...order, subtotalKobo: foodLeft }, foodLeft - amount);
    await tx.db
      .update(orders)
      .set({
        serviceFeeKobo: charges.serviceFeeKobo,
        vatKobo: charges.vatKobo,
        consumptionTaxKobo: charges.consumptionTaxKobo,
        amountPaidKobo: charges.dueKobo + order.tipKobo,
        updatedAt: new Date(),
      })
      .where(tx.owned(orders, and(eq(orders.id, order.id))));
    await announceChange(tx, order);
    // A comp that leaves nothing owed settles the bill, as the payment that did so would.
    if (tab) await closeIfPaid(tx, tab);
  });
}
