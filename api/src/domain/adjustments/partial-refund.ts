import { and, eq } from 'drizzle-orm';
import {
  ADJUSTMENT_ORDER_CANCELLED,
  LINE_ALREADY_REFUNDED,
  LINE_NOT_IN_ORDER,
  PART_REFUND_UNDER_WAY,
  REFUND_AMOUNT_REQUIRED,
  REFUND_NOT_PAYSTACK,
  REFUND_TOO_LARGE,
  koboOf,
  type RefundOrderPartBody,
} from '@troo/shared/contract';
import { checkouts, orderAdjustments } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { BadRequest, Conflict, NotFound } from '../../errors.js';
import type { StaffSession } from '../../plugins/auth.js';
import { PaymentError } from '../../payments/errors.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { isUniqueViolation } from '../unique-violation.js';
import { paymentFailure } from '../checkout/payment-failure.js';
import { ALREADY_REFUNDED, REFUND_UNDER_WAY } from '../kitchen/order-actions.js';
import { ORDER_NOT_FOUND, findVisibleOrder, type OrderViewer } from '../kitchen/staff-orders.js';
import { adjustmentsOf, alreadyMade, announceChange, lockOrder, refundedKobo, requiredReason, type OrderRow } from './order-money.js';

// Partial refunds of a Paystack-paid order (issue 48), owner only: one line (its food and its share
// of the fees the diner paid) or an amount, at most what was paid less earlier refunds. Exactly once,
// as the whole-order refund: claimed first (a 'pending' refund adjustment, under the order's row lock
// and a unique index allowing one pending refund per order), then the provider is asked outside any
// transaction. Its answer makes the claim 'done'; a refusal removes the claim. A crash in between
// leaves it 'pending': partial-refund-reconciliation.ts finishes it by asking the provider what it refunded.

/** The kobo a line gives back: its food and its share of the service fee paid on the order. */
export function lineRefundKobo(order: Pick<OrderRow, 'subtotalKobo' | 'serviceFeeKobo'>, lineKobo: number): number {
  const feeShare = order.subtotalKobo > 0 ? Math.round((order.serviceFeeKobo * lineKobo) / order.subtotalKobo) : 0;
  return lineKobo + feeShare;
}

interface Claim {
  adjustmentId: string;
  reference: string;
  amountKobo: number;
}

async function claimPartialRefund(
  scope: Scope,
  staff: StaffSession,
  orderId: string,
  body: RefundOrderPartBody,
  reason: string,
): Promise<Claim | null> {
  try {
    return await scope.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new NotFound(ORDER_NOT_FOUND);
      if (order.checkoutId === null) throw new Conflict(REFUND_NOT_PAYSTACK);
      const [checkout] = await tx.db
        .select({ status: checkouts.status, reference: checkouts.reference, amountKobo: checkouts.amountKobo })
        .from(checkouts)
        .where(tx.owned(checkouts, eq(checkouts.id, order.checkoutId)));
      if (!checkout || checkout.status === 'refunded') throw new Conflict(ALREADY_REFUNDED);
      if (checkout.status === 'refunding') throw new Conflict(REFUND_UNDER_WAY);
      if (checkout.status !== 'paid') throw new Conflict(REFUND_NOT_PAYSTACK);
      if (order.status === 'cancel') throw new Conflict(ADJUSTMENT_ORDER_CANCELLED);
      const earlier = await adjustmentsOf(tx, order.id);
      // This press again (a double tap, a retry): its refund is made or under way; nothing more to ask.
      if (alreadyMade(earlier, body.request_key)) return null;
      if (earlier.some((row) => row.kind === 'refund' && row.state === 'pending')) throw new Conflict(PART_REFUND_UNDER_WAY);
      const lineIndex = body.line_index ?? null;
      let amount: number;
      if (lineIndex !== null) {
        const line = order.lines[lineIndex];
        if (!line) throw new BadRequest(LINE_NOT_IN_ORDER);
        if (earlier.some((row) => row.kind === 'refund' && row.lineIndex === lineIndex)) throw new Conflict(LINE_ALREADY_REFUNDED);
        amount = lineRefundKobo(order, line.totalKobo);
      } else {
        amount = body.amount === undefined ? 0 : koboOf(body.amount);
      }
      if (!(amount > 0)) throw new BadRequest(REFUND_AMOUNT_REQUIRED);
      if (amount > checkout.amountKobo - refundedKobo(earlier)) throw new BadRequest(REFUND_TOO_LARGE);
      const [claim] = await tx.db
        .insert(orderAdjustments)
        .values(
          tx.ownedValues({
            branchId: order.branchId,
            orderId: order.id,
            kind: 'refund' as const,
            lineIndex,
            amountKobo: amount,
            reason,
            byUserId: staff.userId,
            state: 'pending' as const,
            requestKey: body.request_key,
          }),
        )
        .returning({ id: orderAdjustments.id });
      await announceChange(tx, order);
      return { adjustmentId: claim!.id, reference: checkout.reference, amountKobo: amount };
    });
  } catch (error) {
    // The one-pending-refund index (another refund got its claim in first), or this press's key.
    if (isUniqueViolation(error)) throw new Conflict(PART_REFUND_UNDER_WAY);
    throw error;
  }
}

/** The provider made the refund: the claim is done (once, only from pending). */
export async function partialRefundDone(scope: Scope, order: Pick<OrderRow, 'id' | 'branchId'>, adjustmentId: string): Promise<void> {
  await scope.transaction(async (tx) => {
    const [changed] = await tx.db
      .update(orderAdjustments)
      .set({ state: 'done' })
      .where(tx.owned(orderAdjustments, eq(orderAdjustments.id, adjustmentId), eq(orderAdjustments.state, 'pending')))
      .returning({ id: orderAdjustments.id });
    if (changed) await announceChange(tx, order);
  });
}

/** The provider refused it: the claim goes, as if the refund had never been asked for. */
export async function partialRefundRefused(scope: Scope, order: Pick<OrderRow, 'id' | 'branchId'>, adjustmentId: string): Promise<void> {
  await scope.transaction(async (tx) => {
    const [removed] = await tx.db
      .delete(orderAdjustments)
      .where(tx.owned(orderAdjustments, and(eq(orderAdjustments.id, adjustmentId), eq(orderAdjustments.state, 'pending'))))
      .returning({ id: orderAdjustments.id });
    if (removed) await announceChange(tx, order);
  });
}

export async function refundOrderPart(
  scope: Scope,
  viewer: OrderViewer & { staff: StaffSession },
  payments: PaymentProvider,
  body: RefundOrderPartBody,
): Promise<void> {
  const reason = requiredReason(body.reason);
  const order = await findVisibleOrder(scope, viewer, body.order_id);
  const claim = await claimPartialRefund(scope, viewer.staff, order.id, body, reason);
  if (!claim) return;
  try {
    await payments.refund(claim.reference, claim.amountKobo);
  } catch (error) {
    // Unreachable or timed out: the provider may have made it. The claim stays pending, so no second
    // refund can start, and the reconciliation asks the provider how it ended.
    if (!(error instanceof PaymentError && error.retryable)) await partialRefundRefused(scope, order, claim.adjustmentId);
    throw paymentFailure(error);
  }
  await partialRefundDone(scope, order, claim.adjustmentId);
}
