import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { checkouts, orderAdjustments, orders } from '../../db/schema.js';
import { scopeOf, type Scope } from '../../data/scope.js';
import { PaymentError } from '../../payments/errors.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { REFUND_SETTLED_AFTER_MS } from '../kitchen/refund-reconciliation.js';
import { partialRefundDone, partialRefundRefused } from './partial-refund.js';

// A partial refund whose process died (or lost the provider) between its claim and the provider's
// answer stays 'pending', and no other refund of that order can start. Run with the whole-order
// refund reconciliation (plugins/housekeeping.ts): the provider says how much of the payment it has
// refunded in all. If that covers our finished refunds and this one, the provider made it: done. If
// it covers only our finished ones, the provider never heard of it: it is asked now. Anything else
// is logged and left for a person.

const MAX_PER_RUN = 100;

interface Stuck {
  id: string;
  amountKobo: number;
  businessId: string;
  orderId: string;
  branchId: string;
  reference: string;
}

/**
 * Takes the stuck refunds no other run holds (SKIP LOCKED) and marks them as being looked at
 * (checked_at is now): a second run, here or on another process, finds none of them for a while.
 * The provider is asked after this transaction, never inside one.
 */
async function claimStuck(db: Database, now: Date): Promise<Stuck[]> {
  const settled = new Date(now.getTime() - REFUND_SETTLED_AFTER_MS);
  return db.transaction(async (tx) => {
    const stuck = await tx
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
      .where(
        and(
          eq(orderAdjustments.state, 'pending'),
          lt(orderAdjustments.createdAt, settled),
          or(isNull(orderAdjustments.checkedAt), lt(orderAdjustments.checkedAt, settled)),
        ),
      )
      .orderBy(asc(orderAdjustments.createdAt))
      .limit(MAX_PER_RUN)
      .for('update', { of: orderAdjustments, skipLocked: true });
    if (stuck.length > 0) {
      await tx
        .update(orderAdjustments)
        .set({ checkedAt: now })
        .where(
          inArray(
            orderAdjustments.id,
            stuck.map((claim) => claim.id),
          ),
        );
    }
    return stuck;
  });
}

type Outcome = 'done' | 'refused' | 'unknown';

async function settle(scope: Scope, payments: PaymentProvider, claim: Stuck, log: FastifyBaseLogger): Promise<Outcome> {
  const [finished] = await scope.db
    .select({ kobo: sql<string>`coalesce(sum(${orderAdjustments.amountKobo}), 0)` })
    .from(orderAdjustments)
    .where(
      scope.owned(
        orderAdjustments,
        eq(orderAdjustments.orderId, claim.orderId),
        eq(orderAdjustments.kind, 'refund'),
        eq(orderAdjustments.state, 'done'),
      ),
    );
  const ours = Number(finished!.kobo);
  const atProvider = await payments.refundedKobo(claim.reference);
  const order = { id: claim.orderId, branchId: claim.branchId };
  if (atProvider >= ours + claim.amountKobo) {
    await partialRefundDone(scope, order, claim.id);
    return 'done';
  }
  if (atProvider !== ours) {
    log.warn(
      { reference: claim.reference, atProvider, ours },
      'partial refund reconciliation: the provider refunded another amount; left pending',
    );
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
}

/** Settles partial refunds left pending for longer than any refund call lasts. Answers how each ended. */
export async function reconcilePartialRefunds(
  db: Database,
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<Record<Outcome, number>> {
  const stuck = await claimStuck(db, now);
  const outcomes: Record<Outcome, number> = { done: 0, refused: 0, unknown: 0 };
  for (const claim of stuck) {
    try {
      outcomes[await settle(scopeOf(db, claim.businessId), payments, claim, log)] += 1;
    } catch (error) {
      // Unreachable provider: the claim holds it for REFUND_SETTLED_AFTER_MS, then the next run asks again.
      log.warn(
        { err: error, reference: claim.reference },
        'partial refund reconciliation: the provider could not say; asked again next run',
      );
      outcomes.unknown += 1;
    }
  }
  if (stuck.length > 0) log.info(outcomes, 'partial refund reconciliation: refunds interrupted by a stop settled');
  return outcomes;
}
