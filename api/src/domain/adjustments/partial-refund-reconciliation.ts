import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { checkouts, orderAdjustments, orders } from '../../db/schema.js';
import { scopeOf } from '../../data/scope.js';
import { PaymentError } from '../../payments/errors.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { REFUND_SETTLED_AFTER_MS } from '../kitchen/refund-reconciliation.js';
import { partialRefundDone, partialRefundRefused } from './partial-refund.js';

// A partial refund whose process died (or lost the provider) between its claim and the provider's
// answer stays 'pending', and no other refund of that order can start. Run with the whole-order
// refund reconciliation: the provider says how much it has refunded of the payment in all. If that
// covers our finished refunds and this one, the provider made it: done. If it covers only our
// finished ones, the provider never heard of it: it is asked now. Anything else is left for a person.

const MAX_PER_RUN = 100;

type Outcome = 'done' | 'refused' | 'unknown';

async function settleOne(db: Database, payments: PaymentProvider, claimId: string, log: FastifyBaseLogger): Promise<Outcome> {
  // The claim's row stays locked while the provider is asked: a second run (another process) skips it.
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select({
        id: orderAdjustments.id,
        amountKobo: orderAdjustments.amountKobo,
        businessId: orderAdjustments.businessId,
        orderId: orders.id,
        branchId: orders.branchId,
        reference: checkouts.reference,
      })
      .from(orderAdjustments)
      .innerJoin(orders, eq(orders.id, orderAdjustments.orderId))
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(and(eq(orderAdjustments.id, claimId), eq(orderAdjustments.state, 'pending')))
      .for('update', { of: orderAdjustments, skipLocked: true });
    if (!claim) return 'unknown';
    const [finished] = await tx
      .select({ kobo: sql<string>`coalesce(sum(${orderAdjustments.amountKobo}), 0)` })
      .from(orderAdjustments)
      .where(and(eq(orderAdjustments.orderId, claim.orderId), eq(orderAdjustments.kind, 'refund'), eq(orderAdjustments.state, 'done')));
    const ours = Number(finished!.kobo);
    const atProvider = await payments.refundedKobo(claim.reference);
    const scope = scopeOf(tx, claim.businessId);
    const order = { id: claim.orderId, branchId: claim.branchId };
    if (atProvider >= ours + claim.amountKobo) {
      await partialRefundDone(scope, order, claim.id);
      return 'done';
    }
    if (atProvider !== ours) {
      log.warn({ reference: claim.reference, atProvider, ours }, 'partial refund reconciliation: the provider refunded another amount; left pending');
      return 'unknown';
    }
    try {
      await payments.refund(claim.reference, claim.amountKobo);
    } catch (error) {
      if (error instanceof PaymentError && error.retryable) throw error;
      log.error({ err: error, reference: claim.reference }, 'partial refund reconciliation: the provider refused the refund');
      await partialRefundRefused(scope, order, claim.id);
      return 'refused';
    }
    await partialRefundDone(scope, order, claim.id);
    return 'done';
  });
}

/** Settles partial refunds left pending for longer than any refund call lasts. Answers how each ended. */
export async function reconcilePartialRefunds(
  db: Database,
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<Record<Outcome, number>> {
  const stuck = await db
    .select({ id: orderAdjustments.id })
    .from(orderAdjustments)
    .where(
      and(eq(orderAdjustments.state, 'pending'), lt(orderAdjustments.createdAt, new Date(now.getTime() - REFUND_SETTLED_AFTER_MS))),
    )
    .orderBy(asc(orderAdjustments.createdAt))
    .limit(MAX_PER_RUN);
  const outcomes: Record<Outcome, number> = { done: 0, refused: 0, unknown: 0 };
  for (const claim of stuck) {
    try {
      outcomes[await settleOne(db, payments, claim.id, log)] += 1;
    } catch (error) {
      log.warn({ err: error, claim: claim.id }, 'partial refund reconciliation: the provider could not say; asked again next run');
      outcomes.unknown += 1;
    }
  }
  if (stuck.length > 0) log.info(outcomes, 'partial refund reconciliation: refunds interrupted by a stop settled');
  return outcomes;
}
