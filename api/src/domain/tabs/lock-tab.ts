import { eq } from 'drizzle-orm';
import { TAB_NOT_FOUND } from '@troo/shared/contract';
import { tabs } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import { NotFound } from '../../errors.js';
import { isUuid } from '../businesses.js';

export type TabRow = typeof tabs.$inferSelect;

/**
 * The bill's row, locked (SELECT … FOR UPDATE) until the transaction ends: every change to a bill's
 * money queues here, so two payments never both fit the same balance.
 */
export async function lockTab(tx: Scope, tabId: string): Promise<TabRow> {
  if (!isUuid(tabId)) throw new NotFound(TAB_NOT_FOUND);
  const [tab] = await tx.db
    .select()
    .from(tabs)
    .where(tx.owned(tabs, eq(tabs.id, tabId)))
    .for('update');
  if (!tab) throw new NotFound(TAB_NOT_FOUND);
  return tab;
}
