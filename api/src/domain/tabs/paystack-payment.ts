import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkouts, orders, tabPayments } from '../../db/schema.js';
import { scopeOf } from '../../data/scope.js';
import { lockTab } from './lock-tab.js';
import { closeIfPaid } from './tab-status.js';

type CheckoutRow = typeof checkouts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * A paid balance checkout becomes one 'paystack' payment of its bill, in the settling transaction
 * (under the checkout row's lock, then the bill's). The amount paid is recorded even when the
 * balance shrank meanwhile (cash came first): the money moved, and the bill shows it as overpaid.
 * Answers the bill's latest order, which the diner's receipt shows.
 */
export async function settleBalanceCheckout(tx: Database, checkout: CheckoutRow & { tabId: string }, paidAt: Date): Promise<OrderRow> {
  const scope = scopeOf(tx, checkout.businessId);
  const tab = await lockTab(scope, checkout.tabId);
  if (checkout.status === 'pending' || checkout.status === 'failed') {
    await tx
      .insert(tabPayments)
      .values({
        businessId: checkout.businessId,
        branchId: checkout.branchId,
        tabId: tab.id,
        method: 'paystack',
        amountKobo: checkout.amountKobo,
        reference: checkout.reference,
        checkoutId: checkout.id,
        recordedAt: paidAt,
      })
      .onConflictDoNothing({ target: tabPayments.checkoutId });
    await tx.update(checkouts).set({ status: 'paid', settledAt: new Date() }).where(eq(checkouts.id, checkout.id));
    await closeIfPaid(scope, tab, paidAt);
  }
  const [latest] = await tx.select().from(orders).where(eq(orders.tabId, tab.id)).orderBy(desc(orders.createdAt)).limit(1);
  return latest!;
}
