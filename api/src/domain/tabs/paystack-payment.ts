import { eq } from 'drizzle-orm';
import { checkouts, tabPayments, type orders } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { latestOrderOfTab } from './balance.js';
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
export async function settleBalanceCheckout(tx: Scope, checkout: CheckoutRow & { tabId: string }, paidAt: Date): Promise<OrderRow> {
  const tab = await lockTab(tx, checkout.tabId);
  if (checkout.status === 'pending' || checkout.status === 'failed') {
    await tx.db
      .insert(tabPayments)
      .values(
        tx.ownedValues({
          branchId: checkout.branchId,
          tabId: tab.id,
          method: 'paystack' as const,
          amountKobo: checkout.amountKobo,
          reference: checkout.reference,
          checkoutId: checkout.id,
          recordedAt: paidAt,
        }),
      )
      .onConflictDoNothing({ target: tabPayments.checkoutId });
    await tx.db
      .update(checkouts)
      .set({ status: 'paid', settledAt: new Date() })
      .where(tx.owned(checkouts, eq(checkouts.id, checkout.id)));
    await closeIfPaid(tx, tab, paidAt);
  }
  return (await latestOrderOfTab(tx, tab.id))!;
}
