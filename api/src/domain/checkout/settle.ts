import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { scopeOf, type Scope } from '../../data/scope.js';
import { checkouts, orders, tabPayments, tabs } from '../../db/schema.js';
import { NotFound } from '../../errors.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { PaymentError } from '../../payments/errors.js';
import type { PaymentProvider, Verification } from '../../payments/provider.js';
import { confirmsPayment, isFinalStatus } from '../../payments/verification.js';
import { lagosDate } from '@troo/shared/contract';
import { UNPAID_CHECKOUT_TTL_MS } from '../limits.js';
import { settleBalanceCheckout } from '../tabs/paystack-payment.js';
import { nextOrderNumber } from './order-columns.js';
import { businessOfReference, orderOfReference, type ScopedOrder } from './order-of-reference.js';
import { paymentFailure } from './payment-failure.js';

// A payment becomes its order exactly once: whether the diner's browser confirms it, Paystack's
// webhook reports it, a retry repeats it, or the reconciliation after a restart finds it — in any
// order, at the same time. The checkout row's lock and the unique checkout_id on orders see to it.
// The reference is all that arrives: its business is looked up once (businessOfReference, a system
// read), and the settlement itself runs in that business's scope, one transaction as before.

export const PAYMENT_NOT_FOUND = 'Payment not found';

type OrderRow = typeof orders.$inferSelect;
type CheckoutRow = typeof checkouts.$inferSelect;

async function findCheckout(scope: Scope, reference: string): Promise<CheckoutRow | undefined> {
  const [checkout] = await scope.db
    .select()
    .from(checkouts)
    .where(scope.owned(checkouts, eq(checkouts.reference, reference)))
    .limit(1);
  return checkout;
}

/** Creates the checkout's order unless it exists; either way answers it. */
async function createOrder(scope: Scope, checkoutId: string, paidAt: Date): Promise<OrderRow> {
  return scope.transaction(async (tx) => {
    // Concurrent settlements of one checkout queue here; the later ones find it paid.
    const [checkout] = await tx.db
      .select()
      .from(checkouts)
      .where(tx.owned(checkouts, eq(checkouts.id, checkoutId)))
      .for('no key update');
    if (!checkout) throw new NotFound(PAYMENT_NOT_FOUND);
    // A bill's balance: a payment of that bill, not an order of its own.
    const { tabId } = checkout;
    if (tabId !== null) return settleBalanceCheckout(tx, { ...checkout, tabId }, paidAt);
    // Paid (or since refunded, or being refunded): its order exists.
    if (checkout.status === 'paid' || checkout.status === 'refunding' || checkout.status === 'refunded') {
      const [existing] = await tx.db
        .select()
        .from(orders)
        .where(tx.owned(orders, eq(orders.checkoutId, checkoutId)));
      if (existing) return existing;
    }
    const scheduledLater = checkout.customer.scheduledDate !== null && checkout.customer.scheduledDate > lagosDate(paidAt);
    // A prepaid order is a bill of its own, paid in full by this one Paystack payment.
    const [tab] = await tx.db
      .insert(tabs)
      .values(
        tx.ownedValues({
          branchId: checkout.branchId,
          status: 'paid' as const,
          orderType: checkout.orderType,
          tableGroup: checkout.tableGroup,
          placeNumber: checkout.customer.tableNumber,
          paidAt,
        }),
      )
      .returning({ id: tabs.id });
    await tx.db.insert(tabPayments).values(
      tx.ownedValues({
        branchId: checkout.branchId,
        tabId: tab!.id,
        method: 'paystack' as const,
        amountKobo: checkout.amountKobo,
        reference: checkout.reference,
        checkoutId: checkout.id,
        recordedAt: paidAt,
      }),
    );
    const [order] = await tx.db
      .insert(orders)
      .values(
        tx.ownedValues({
          branchId: checkout.branchId,
          checkoutId: checkout.id,
          tabId: tab!.id,
          reference: checkout.reference,
          number: await nextOrderNumber(tx, checkout.branchId),
          status: scheduledLater ? ('Pending' as const) : ('Ordered' as const),
          product: checkout.product,
          orderType: checkout.orderType,
          lines: checkout.lines,
          customer: checkout.customer,
          tableGroup: checkout.tableGroup,
          subtotalKobo: checkout.subtotalKobo,
          serviceFeeKobo: checkout.serviceFeeKobo,
          deliveryFeeKobo: checkout.deliveryFeeKobo,
          tipKobo: checkout.tipKobo,
          vatKobo: checkout.vatKobo,
          consumptionTaxKobo: checkout.consumptionTaxKobo,
          serviceFeeBasisPoints: checkout.serviceFeeBasisPoints,
          vatBasisPoints: checkout.vatBasisPoints,
          consumptionTaxBasisPoints: checkout.consumptionTaxBasisPoints,
          taxesIncluded: checkout.taxesIncluded,
          amountPaidKobo: checkout.amountKobo,
          paidAt,
        }),
      )
      .returning();
    await tx.db
      .update(checkouts)
      .set({ status: 'paid', settledAt: new Date() })
      .where(tx.owned(checkouts, eq(checkouts.id, checkout.id)));
    // The kitchen displays of the outlet hear of it when, and only if, the order commits.
    await recordOrderEvent(tx, { branchId: order!.branchId, orderId: order!.id, kind: 'created' });
    return order!;
  });
}

/**
 * What the provider says about a checkout's payment, acted on: its order when paid in full, null
 * otherwise (a final failure, or a wrong amount, marks the checkout failed; a payment still in
 * progress leaves it pending).
 */
export async function settleVerification(
  scope: Scope,
  checkout: CheckoutRow,
  verification: Verification,
  log?: FastifyBaseLogger,
): Promise<OrderRow | null> {
  if (confirmsPayment(verification, checkout.amountKobo)) return createOrder(scope, checkout.id, verification.paidAt ?? new Date());
  const wrongAmount = verification.status === 'success';
  if (wrongAmount) {
    log?.error({ reference: checkout.reference, expected: checkout.amountKobo, paid: verification.amountKobo }, 'payment amount mismatch');
  }
  if (wrongAmount || isFinalStatus(verification.status)) {
    await scope.db
      .update(checkouts)
      .set({ status: 'failed', settledAt: new Date() })
      .where(scope.owned(checkouts, eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')));
  }
  return null;
}

/** A reference of the business's: its order, or the provider asked about its checkout. */
async function settleOwnReference(scope: Scope, payments: PaymentProvider, reference: string, log?: FastifyBaseLogger) {
  const existing = await orderOfReference(scope, reference);
  if (existing) return existing;
  const checkout = await findCheckout(scope, reference);
  if (!checkout) throw new NotFound(PAYMENT_NOT_FOUND);
  let verification: Verification;
  try {
    verification = await payments.verify(reference);
  } catch (error) {
    if (error instanceof PaymentError && error.code === 'not_found') return null;
    throw paymentFailure(error);
  }
  return settleVerification(scope, checkout, verification, log);
}

/** The browser's confirmation, an upload, a retry: asks the provider (unless the order exists). */
export async function settleReference(
  db: Database,
  payments: PaymentProvider,
  reference: string,
  log?: FastifyBaseLogger,
): Promise<ScopedOrder | null> {
  const businessId = await businessOfReference(db, reference);
  if (!businessId) throw new NotFound(PAYMENT_NOT_FOUND);
  const scope = scopeOf(db, businessId);
  const order = await settleOwnReference(scope, payments, reference, log);
  return order && { scope, order };
}

/** A signed charge.success event: the event's own figures stand in for a verification. */
export async function settleChargeEvent(db: Database, verification: Verification, log: FastifyBaseLogger): Promise<void> {
  const businessId = await businessOfReference(db, verification.reference);
  const scope = businessId && scopeOf(db, businessId);
  const checkout = scope && (await findCheckout(scope, verification.reference));
  if (!scope || !checkout) {
    log.warn({ reference: verification.reference }, 'charge.success for a reference no checkout has');
    return;
  }
  await settleVerification(scope, checkout, verification, log);
}

/** Providers are asked about this many checkouts at once, and about at most MAX_RECONCILED per run. */
const RECONCILE_BATCH = 10;
const MAX_RECONCILED = 500;

/**
 * After a restart: the pending checkouts of the last UNPAID_CHECKOUT_TTL_MS (newest first, at most
 * MAX_RECONCILED, RECONCILE_BATCH at a time) are asked about once more, so a payment whose browser
 * never came back and whose webhook was lost still becomes its order. Older ones have expired
 * (housekeeping); the provider's webhook retries still turn a late payment into its order. A system
 * path: it reads every business's pending checkouts, and settles each in its own business's scope.
 */
export async function reconcilePendingCheckouts(db: Database, payments: PaymentProvider, log: FastifyBaseLogger): Promise<number> {
  const pending = await db
    .select({ reference: checkouts.reference, businessId: checkouts.businessId })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'pending'), gt(checkouts.createdAt, new Date(Date.now() - UNPAID_CHECKOUT_TTL_MS))))
    .orderBy(desc(checkouts.createdAt))
    .limit(MAX_RECONCILED);
  let created = 0;
  for (let at = 0; at < pending.length; at += RECONCILE_BATCH) {
    await Promise.all(
      pending.slice(at, at + RECONCILE_BATCH).map(async ({ reference, businessId }) => {
        try {
          if (await settleOwnReference(scopeOf(db, businessId), payments, reference, log)) created += 1;
        } catch (error) {
          log.warn({ err: error, reference }, 'reconciliation could not settle a checkout; it stays pending');
        }
      }),
    );
  }
  if (created > 0) log.info({ created }, 'reconciliation turned paid checkouts into orders');
  return created;
}

/** Pending checkouts older than UNPAID_CHECKOUT_TTL_MS are given up: marked failed. Answers how many. */
export async function expireUnpaidCheckouts(db: Database, now = new Date()): Promise<number> {
  const expired = await db
    .update(checkouts)
    .set({ status: 'failed', settledAt: now })
    .where(and(eq(checkouts.status, 'pending'), lt(checkouts.createdAt, new Date(now.getTime() - UNPAID_CHECKOUT_TTL_MS))))
    .returning({ id: checkouts.id });
  return expired.length;
}
