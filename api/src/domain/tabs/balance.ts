import { desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Scope } from '../../data/scope.js';
import { orders, tabPayments } from '../../db/schema.js';

// The one definition of what a bill owes: its orders' totals (cancelled ones left out) less its
// payments that were not voided.

export interface TabTotals {
  totalKobo: number;
  paidKobo: number;
  /** Below 0 only when a Paystack payment arrived for a balance that had shrunk meanwhile. */
  balanceKobo: number;
}

export async function tabTotals(scope: Scope, tabId: string): Promise<TabTotals> {
  const [owed] = await scope.db
    .select({ kobo: sql<string>`coalesce(sum(${orders.amountPaidKobo}), 0)` })
    .from(orders)
    .where(scope.owned(orders, eq(orders.tabId, tabId), ne(orders.status, 'cancel')));
  const [paid] = await scope.db
    .select({ kobo: sql<string>`coalesce(sum(${tabPayments.amountKobo}), 0)` })
    .from(tabPayments)
    .where(scope.owned(tabPayments, eq(tabPayments.tabId, tabId), isNull(tabPayments.voidedAt)));
  const totalKobo = Number(owed!.kobo);
  const paidKobo = Number(paid!.kobo);
  return { totalKobo, paidKobo, balanceKobo: totalKobo - paidKobo };
}

/** The bill's newest order: a balance paid through Paystack is shown (and its receipt reached) as that order. */
export async function latestOrderOfTab(scope: Scope, tabId: string): Promise<typeof orders.$inferSelect | undefined> {
  const [latest] = await scope.db
    .select()
    .from(orders)
    .where(scope.owned(orders, eq(orders.tabId, tabId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return latest;
}
