import { eq } from 'drizzle-orm';
import { TAB_ALREADY_PAID, koboToNaira } from '@troo/shared/contract';
import { businesses, checkouts } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { Conflict } from '../../errors.js';
import { newReference } from '../../payments/reference.js';
import type { CheckoutServices } from '../checkout/start.js';
import { paymentFailure } from '../checkout/payment-failure.js';
import { splitFor } from '../checkout/subaccount.js';
import { latestOrderOfTab, tabTotals } from './balance.js';
import { lockTab } from './lock-tab.js';

// A Paystack checkout for what a bill still owes, the amount worked out here. Paid, it becomes one
// 'paystack' payment of the bill (checkout/settle.ts), never an order.

/** Where the diner's phone comes back to after paying: the receipt of the bill's latest order. */
export type ReturnAddress = (latestOrder: { reference: string; orderType: string }) => string;

export async function startBalanceCheckout(services: Omit<CheckoutServices, 'db'>, scope: Scope, tabId: string, returnTo: ReturnAddress) {
  const { payments, platformFeePercent, log, outletLimit } = services;
  const prepared = await scope.transaction(async (tx) => {
    const tab = await lockTab(tx, tabId);
    const { balanceKobo } = await tabTotals(tx, tab.id);
    if (tab.status === 'paid' || balanceKobo <= 0) throw new Conflict(TAB_ALREADY_PAID);
    return { tab, balanceKobo, latest: (await latestOrderOfTab(tx, tab.id))! };
  });
  const { tab, balanceKobo, latest } = prepared;
  await outletLimit.take(tab.branchId);
  const [business] = await scope.db.select().from(businesses).where(eq(businesses.id, scope.businessId));
  const split = await splitFor(scope, payments, business!, balanceKobo, { platformFeePercent, log }).catch((error: unknown) => {
    throw paymentFailure(error);
  });
  const reference = newReference();
  await scope.db.insert(checkouts).values(
    scope.ownedValues({
      reference,
      branchId: tab.branchId,
      tabId: tab.id,
      product: latest.product,
      orderType: tab.orderType,
      // The bill's lines are its orders'; this checkout carries only the amount.
      lines: [],
      customer: latest.customer,
      tableGroup: tab.tableGroup,
      subtotalKobo: balanceKobo,
      serviceFeeKobo: 0,
      deliveryFeeKobo: 0,
      tipKobo: 0,
      amountKobo: balanceKobo,
    }),
  );
  try {
    const started = await payments.initialize({
      reference,
      amountKobo: balanceKobo,
      email: latest.customer.email ?? business!.email,
      callbackUrl: returnTo(latest),
      split,
      metadata: { business: business!.uniqueIdentifier, branch: tab.branchId, product: latest.product },
    });
    return { reference, amount: koboToNaira(balanceKobo), authorization_url: started.authorizationUrl };
  } catch (error) {
    await scope.db
      .update(checkouts)
      .set({ status: 'failed', settledAt: new Date() })
      .where(scope.owned(checkouts, eq(checkouts.reference, reference)));
    throw paymentFailure(error);
  }
}
