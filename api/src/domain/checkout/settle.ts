import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
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
import { paymentFailure } from './payment-failure.js';

// A payment becomes its order exactly once: whether the diner's browser confirms it, Paystack's
// webhook reports it, a retry repeats it, or the reconciliation after a restart finds it — in any
// order, at the same time. The checkout row's lock and the unique checkout_id on orders see to it.

export const PAYMENT_NOT_FOUND = 'Payment not found';

type OrderRow = typeof orders.$inferSelect;
type CheckoutRow = typeof checkouts.$inferSelect;

async function findCheckout(db: Database, reference: string): Promise<CheckoutRow | undefined> {
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.reference, reference)).limit(1);
  return checkout;
}

export async function orderOfReference(db: Database, reference: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference)).limit(1);
  return order;
}

/** Creates the checkout's order unless it exists; either way answers it. */
async function createOrder(db: Database, checkoutId: string, paidAt: Date): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    // Concurrent settlements of one checkout queue here; the later ones find it paid.
    const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('no key update');
    if (!checkout) throw new NotFound(PAYMENT_NOT_FOUND);
    // A bill's balance: a payment of that bill, not an order of its own.
    const { tabId } = checkout;
    if (tabId !== null) return settleBalanceCheckout(tx, { ...checkout, tabId }, paidAt);
    // Paid (or since refunded, or being refunded): its order exists.
    if (checkout.status === 'paid' || checkout.status === 'refunding' || checkout.status === 'refunded') {
      const [existing] = await tx.select().from(orders).where(eq(orders.checkoutId, checkoutId));
      if (existing) return existing;
    }
    const scheduledLater = checkout.customer.scheduledDate !== null && checkout.customer.scheduledDate > lagosDate(paidAt);
    // A prepaid order is a bill of its own, paid in full by this one Paystack payment.
    const [tab] = await tx
      .insert(tabs)
      .values({
        businessId: checkout.businessId,
        branchId: checkout.branchId,
        status: 'paid',
        orderType: checkout.orderType,
        tableGroup: checkout.tableGroup,
        placeNumber: checkout.customer.tableNumber,
        paidAt,
      })
      .returning({ id: tabs.id });
    await tx.insert(tabPayments).values({
      businessId: checkout.businessId,
      branchId: checkout.branchId,
      tabId: tab!.id,
      method: 'paystack',
      amountKobo: checkout.amountKobo,
      reference: checkout.reference,
      checkoutId: checkout.id,
      recordedAt: paidAt,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        businessId: checkout.businessId,
        branchId: checkout.branchId,
        checkoutId: checkout.id,
        tabId: tab!.id,
        reference: checkout.reference,
        number: await nextOrderNumber(tx, checkout.branchId),
        status: scheduledLater ? 'Pending' : 'Ordered',
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
      })
      .returning();
    await tx.update(checkouts).set({ status: 'paid', settledAt: new Date() }).where(eq(checkouts.id, checkout.id));
    // The kitchen displays of the outlet hear of it when, and only if, the order commits.
    await recordOrderEvent(tx, { businessId: order!.businessId, branchId: order!.branchId, orderId: order!.id, kind: 'created' });
    return order!;
  });
}

/**
 * What the provider says about a checkout's payment, acted on: its order when paid in full, null
 * otherwise (a final failure, or a wrong amount, marks the checkout failed; a payment still in
 * progress leaves it pending).
 */
export async function settleVerification(
  db: Database,
  checkout: CheckoutRow,
  verification: Verification,
  log?: FastifyBaseLogger,
): Promise<OrderRow | null> {
  if (confirmsPayment(verification, checkout.amountKobo)) return createOrder(db, checkout.id, verification.paidAt ?? new Date());
  const wrongAmount = verification.status === 'success';
  if (wrongAmount) {
    log?.error({ reference: checkout.reference, expected: checkout.amountKobo, paid: verification.amountKobo }, 'payment amount mismatch');
  }
  if (wrongAmount || isFinalStatus(verification.status)) {
    await db
      .update(checkouts)
      .set({ status: 'failed', settledAt: new Date() })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'pending')));
  }
  return null;
}

/** The browser's confirmation, an upload, a retry: asks the provider (unless the order exists). */
export async function settleReference(db: Database, payments: PaymentProvider, reference: string, log?: FastifyBaseLogger) {
  const existing = await orderOfReference(db, reference);
  if (existing) return existing;
  const checkout = await findCheckout(db, reference);
  if (!checkout) throw new NotFound(PAYMENT_NOT_FOUND);
  let verification: Verification;
  try {
    verification = await payments.verify(reference);
  } catch (error) {
    if (error instanceof PaymentError && error.code === 'not_found') return null;
    throw paymentFailure(error);
  }
  return settleVerification(db, checkout, verification, log);
}

/** A signed charge.success event: the event's own figures stand in for a verification. */
export async function settleChargeEvent(db: Database, verification: Verification, log: FastifyBaseLogger): Promise<void> {
  const checkout = await findCheckout(db, verification.reference);
  if (!checkout) {
    log.warn({ reference: verification.reference }, 'charge.success for a reference no checkout has');
    return;
  }
  await settleVerification(db, checkout, verification, log);
}

/** Providers are asked about this many checkouts at once, and about at most MAX_RECONCILED per run. */
const RECONCILE_BATCH = 10;
const MAX_RECONCILED = 500;

/**
 * After a restart: the pending checkouts of the last UNPAID_CHECKOUT_TTL_MS (newest first, at most
 * MAX_RECONCILED, RECONCILE_BATCH at a time) are asked about once more, so a payment whose browser
 * never came back and whose webhook was lost still becomes its order. Older ones have expired
 * (housekeeping); the provider's webhook retries still turn a late payment into its order.
 */
export async function reconcilePendingCheckouts(db: Database, payments: PaymentProvider, log: FastifyBaseLogger): Promise<number> {
  const pending = await db
    .select({ reference: checkouts.reference })
    .from(checkouts)
    .where(and(eq(checkouts.status, 'pending'), gt(checkouts.createdAt, new Date(Date.now() - UNPAID_CHECKOUT_TTL_MS))))
    .orderBy(desc(checkouts.createdAt))
    .limit(MAX_RECONCILED);
  let created = 0;
  for (let at = 0; at < pending.length; at += RECONCILE_BATCH) {
    await Promise.all(
      pending.slice(at, at + RECONCILE_BATCH).map(async ({ reference }) => {
        try {
          if (await settleReference(db, payments, reference, log)) created += 1;
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
