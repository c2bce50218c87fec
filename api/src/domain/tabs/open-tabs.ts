import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { koboToNaira, type OpenTab } from '@troo/shared/contract';
import { branches, orders, tabPayments, tabs } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { pastClosing } from './past-closing.js';
import { tabPlace } from './tab-view.js';

// An outlet's open bills, oldest first, with what each still owes.

export async function openTabs(scope: Scope, branchId: string, now = new Date()): Promise<OpenTab[]> {
  const open = await scope.db
    .select()
    .from(tabs)
    .where(scope.owned(tabs, eq(tabs.branchId, branchId), eq(tabs.status, 'open')))
    .orderBy(asc(tabs.createdAt))
    .limit(500);
  if (open.length === 0) return [];
  const ids = open.map((tab) => tab.id);
  const owed = await scope.db
    .select({ tabId: orders.tabId, kobo: sql<string>`sum(${orders.amountPaidKobo})`, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(scope.owned(orders, inArray(orders.tabId, ids), ne(orders.status, 'cancel')))
    .groupBy(orders.tabId);
  const paid = await scope.db
    .select({ tabId: tabPayments.tabId, kobo: sql<string>`sum(${tabPayments.amountKobo})` })
    .from(tabPayments)
    .where(scope.owned(tabPayments, and(inArray(tabPayments.tabId, ids), isNull(tabPayments.voidedAt))))
    .groupBy(tabPayments.tabId);
  const [outlet] = await scope.db
    .select({ hours: branches.openingHours })
    .from(branches)
    .where(scope.owned(branches, eq(branches.id, branchId)));
  const owedBy = new Map(owed.map((row) => [row.tabId, row]));
  const paidBy = new Map(paid.map((row) => [row.tabId, Number(row.kobo)]));
  return open.map((tab) => {
    const totalKobo = Number(owedBy.get(tab.id)?.kobo ?? 0);
    return {
      id: tab.id,
      branch_id: tab.branchId,
      place: tabPlace(tab),
      created_at: tab.createdAt.toISOString(),
      order_count: owedBy.get(tab.id)?.count ?? 0,
      total: koboToNaira(totalKobo),
      balance: koboToNaira(totalKobo - (paidBy.get(tab.id) ?? 0)),
      past_closing: pastClosing(outlet?.hours ?? null, tab.createdAt, now),
    };
  });
}
