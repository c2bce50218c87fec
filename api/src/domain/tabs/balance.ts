import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, tabPayments } from '../../db/schema.js';

// The one definition of what a bill owes: its orders' totals (cancelled ones left out) less its
// payments that were not voided.

export interface TabTotals {
  totalKobo: number;
  paidKobo: number;
  /** Below 0 only when a Paystack payment arrived for a balance that had shrunk meanwhile. */
  balanceKobo: number;
}

export async function tabTotals(db: Database, tabId: string): Promise<TabTotals> {
  const [owed] = await db
    .select({ kobo: sql<string>`coalesce(sum(${orders.amountPaidKobo}), 0)` })
    .from(orders)
    .where(and(eq(orders.tabId, tabId), ne(orders.status, 'cancel')));
  const [paid] = await db
    .select({ kobo: sql<string>`coalesce(sum(${tabPayments.amountKobo}), 0)` })
    .from(tabPayments)
    .where(and(eq(tabPayments.tabId, tabId), isNull(tabPayments.voidedAt)));
  const totalKobo = Number(owed!.kobo);
  const paidKobo = Number(paid!.kobo);
  return { totalKobo, paidKobo, balanceKobo: totalKobo - paidKobo };
}
