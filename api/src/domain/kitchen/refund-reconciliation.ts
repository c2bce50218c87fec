import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { checkouts, orders } from '../../db/schema.js';
import { scopeOf, type Scope } from '../../data/scope.js';
import { PaymentError } from '../../payments/errors.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { refundDone, refundRefused, type RefundedOrder } from './order-actions.js';

// A refund whose process died between claiming the order ('refunding') and hearing the provider's
// answer would stay 'refunding' for good: the owner's retry gets 409 and nothing else moves it. At
// start-up (and again REFUND_SETTLED_AFTER_MS later) and every hour the provider is asked how each
// such refund ended (plugins/housekeeping.ts).
//
// What the owner expects: they pressed Reject or Refund, and the order already shows cancelled on
// the kitchen's screens and the diner's receipt, so the money should go back. A refund the provider
// made ends 'refunded'; one it never received is made now; one it refuses leaves the order
// cancelled with its checkout 'paid' again, so the ticket offers Refund once more and the owner sees
// the provider's reason when they press it.

/**
 * Older than this, a 'refunding' checkout has no refund call under way on any process (the
 * provider's client gives up after 10 s), so asking about it cannot race the owner's own request.
 */
export const REFUND_SETTLED_AFTER_MS = 2 * 60_000;
/** Checkouts claimed per run; the rest wait for the next run. */
const MAX_PER_RUN = 100;
const AT_ONCE = 10;

interface Stuck extends RefundedOrder {
  businessId: string;
  reference: string;
}

/**
 * Takes the stuck refunds no other run holds (SKIP LOCKED) and marks them as being looked at (the
 * order's updatedAt is now): a second run, here or on another process, finds none of them.
 */
async function claimStuckRefunds(db: Database, now: Date): Promise<Stuck[]> {
  return db.transaction(async (tx) => {
    const stuck = await tx
      .select({
        id: orders.id,
        branchId: orders.branchId,
        checkoutId: checkouts.id,
        businessId: orders.businessId,
        reference: checkouts.reference,
      })
      .from(checkouts)
      .innerJoin(orders, eq(orders.checkoutId, checkouts.id))
      .where(and(eq(checkouts.status, 'refunding'), lt(orders.updatedAt, new Date(now.getTime() - REFUND_SETTLED_AFTER_MS))))
      .orderBy(asc(orders.updatedAt))
      .limit(MAX_PER_RUN)
      // NO KEY UPDATE, as the owner's claim takes: an order event's foreign key needs KEY SHARE.
      .for('no key update', { skipLocked: true });
    if (stuck.length > 0) {
      await tx
        .update(orders)
        .set({ updatedAt: now })
        .where(
          inArray(
            orders.id,
            stuck.map((order) => order.id),
          ),
        );
    }
    return stuck;
  });
}

type Outcome = 'refunded' | 'refused' | 'unknown';

async function settle(scope: Scope, payments: PaymentProvider, order: Stuck, log: FastifyBaseLogger): Promise<Outcome> {
  const verification = await payments.verify(order.reference);
  // 'reversed': the provider gave the whole payment back before the process died.
  if (verification.status === 'reversed') {
    await refundDone(scope, order);
    return 'refunded';
  }
  if (verification.status !== 'success') {
    log.warn(
      { reference: order.reference, status: verification.status },
      'refund reconciliation: an unexpected status; asked again next run',
    );
    return 'unknown';
  }
  try {
    await payments.refund(order.reference);
  } catch (error) {
    if (error instanceof PaymentError && error.retryable) throw error;
    log.error(
      { err: error, reference: order.reference },
      'refund reconciliation: the provider refused the refund; the order is paid again',
    );
    await refundRefused(scope, order, 'cancel');
    return 'refused';
  }
  await refundDone(scope, order);
  return 'refunded';
}

/** Settles the refunds left 'refunding' by a process that stopped mid-way. Answers how each ended. */
export async function reconcileRefunds(
  db: Database,
  payments: PaymentProvider,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<Record<Outcome, number>> {
  const stuck = await claimStuckRefunds(db, now);
  const outcomes: Record<Outcome, number> = { refunded: 0, refused: 0, unknown: 0 };
  for (let at = 0; at < stuck.length; at += AT_ONCE) {
    await Promise.all(
      stuck.slice(at, at + AT_ONCE).map(async (order) => {
        try {
          outcomes[await settle(scopeOf(db, order.businessId), payments, order, log)] += 1;
        } catch (error) {
          // Unreachable provider: the claim above holds the order for REFUND_SETTLED_AFTER_MS, then the next run asks again.
          log.warn({ err: error, reference: order.reference }, 'refund reconciliation: the provider could not say; asked again next run');
          outcomes.unknown += 1;
        }
      }),
    );
  }
  if (stuck.length > 0) log.info(outcomes, 'refund reconciliation: refunds interrupted by a stop settled');
  return outcomes;
}
