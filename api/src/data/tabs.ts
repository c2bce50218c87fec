import { eq } from 'drizzle-orm';
import { TAB_NOT_FOUND } from '@troo/shared/contract';
import { tabs } from '../db/schema.js';
import { isUuid } from '../domain/businesses.js';
import type { CheckoutServices } from '../domain/checkout/start.js';
import { employeeOutlet } from '../domain/kitchen/staff-orders.js';
import { startBalanceCheckout, type ReturnAddress } from '../domain/tabs/balance-checkout.js';
import { openTabs } from '../domain/tabs/open-tabs.js';
import { recordStaffPayment, type StaffPayment } from '../domain/tabs/record-payment.js';
import { tabView } from '../domain/tabs/tab-view.js';
import { voidPayment } from '../domain/tabs/void-payment.js';
import { NotFound } from '../errors.js';
import type { StaffSession } from '../plugins/auth.js';
import type { branchRepository } from './branches.js';
import type { Scope } from './scope.js';

/**
 * The scoped business's bills as staff settle them. An employee reaches only their own outlet's
 * bills; another business's bill, or another outlet's for an employee, is 404 like a missing one.
 */
export function tabRepository(
  scope: Scope,
  viewer: StaffSession | null,
  branches: Pick<ReturnType<typeof branchRepository>, 'namedOrFirst'>,
) {
  /** The bill's id when this viewer may see it, else 404. */
  async function visible(tabId: string): Promise<string> {
    const [tab] = isUuid(tabId)
      ? await scope.db
          .select({ id: tabs.id, branchId: tabs.branchId })
          .from(tabs)
          .where(scope.owned(tabs, eq(tabs.id, tabId)))
      : [];
    if (!tab) throw new NotFound(TAB_NOT_FOUND);
    const own = await employeeOutlet(scope, viewer);
    if (own !== null && own !== tab.branchId) throw new NotFound(TAB_NOT_FOUND);
    return tab.id;
  }

  return {
    view: async (tabId: string) => tabView(scope, await visible(tabId)),
    /** The outlet's open bills (an employee's own outlet's when none is named). */
    open: async (branchId: string | undefined) => {
      const own = branchId ? null : await employeeOutlet(scope, viewer);
      return openTabs(scope, own ?? (await branches.namedOrFirst(branchId)));
    },
    recordPayment: async (payment: Omit<StaffPayment, 'userId'>) => {
      await visible(payment.tabId);
      await recordStaffPayment(scope, { ...payment, userId: viewer!.userId });
      return tabView(scope, payment.tabId);
    },
    voidPayment: async (o: { tabId: string; paymentId: string; reason: string }) => {
      await visible(o.tabId);
      await voidPayment(scope, { ...o, userId: viewer!.userId });
      return tabView(scope, o.tabId);
    },
    startCheckout: async (services: CheckoutServices, tabId: string, returnTo: ReturnAddress) =>
      startBalanceCheckout(services, scope, await visible(tabId), returnTo),
  };
}
