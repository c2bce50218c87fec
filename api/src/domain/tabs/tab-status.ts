import { and, eq, isNull } from 'drizzle-orm';
import { orders, tabs } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { Conflict } from '../../errors.js';
import { recordOrderEvent } from '../../services/order-events.js';
import { isUniqueViolation } from '../unique-violation.js';
import { tabTotals } from './balance.js';

// A bill's status follows its balance: paid when its payments reach its total, open again when a
// void leaves money owed. Called under the tab row's lock, in the transaction that changed the money.

export const TAB_REOPEN_CLASH = 'Another bill is open at this place now. Settle or move that one first.';

type TabRow = typeof tabs.$inferSelect;

/** Tells displays and the diner's receipt that each of the bill's orders changed. */
async function announce(tx: Scope, tab: Pick<TabRow, 'id' | 'branchId'>) {
  const onTab = await tx.db
    .select({ id: orders.id })
    .from(orders)
    .where(tx.owned(orders, eq(orders.tabId, tab.id)));
  for (const order of onTab) {
    await recordOrderEvent(tx, { branchId: tab.branchId, orderId: order.id, kind: 'changed' });
  }
}

/** Marks the open bill paid (and its orders) when nothing is owed any more. Answers whether it did. */
export async function closeIfPaid(tx: Scope, tab: TabRow, now = new Date()): Promise<boolean> {
  if (tab.status !== 'open') return false;
  const { totalKobo, balanceKobo } = await tabTotals(tx, tab.id);
  if (totalKobo <= 0 || balanceKobo > 0) return false;
  await tx.db
    .update(tabs)
    .set({ status: 'paid', paidAt: now })
    .where(tx.owned(tabs, eq(tabs.id, tab.id)));
  await tx.db
    .update(orders)
    .set({ paidAt: now, updatedAt: now })
    .where(tx.owned(orders, and(eq(orders.tabId, tab.id), isNull(orders.paidAt))));
  await announce(tx, tab);
  return true;
}

/** A paid bill that owes money again (a voided payment) is open again, and its orders unpaid. */
export async function reopenIfOwed(tx: Scope, tab: TabRow): Promise<void> {
  if (tab.status !== 'paid') return;
  const { balanceKobo } = await tabTotals(tx, tab.id);
  if (balanceKobo <= 0) return;
  try {
    await tx.db
      .update(tabs)
      .set({ status: 'open', paidAt: null })
      .where(tx.owned(tabs, eq(tabs.id, tab.id)));
  } catch (error) {
    // One open bill per place: a new sitting at the same table since.
    if (isUniqueViolation(error)) throw new Conflict(TAB_REOPEN_CLASH);
    throw error;
  }
  await tx.db
    .update(orders)
    .set({ paidAt: null, updatedAt: new Date() })
    .where(tx.owned(orders, eq(orders.tabId, tab.id)));
  await announce(tx, tab);
}
