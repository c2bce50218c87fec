import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderType } from '@troo/shared/contract';
import { tabs } from '../../db/schema.js';
import type { Scope } from '../../data/scope.js';
import type { TabRow } from './lock-tab.js';

/** A table or room an order is for. */
export interface TabPlace {
  branchId: string;
  orderType: OrderType;
  /** Null for the default group. */
  group: string | null;
  number: string;
}

/**
 * The place's open bill, locked, made if there is none: a second round at the same table joins it.
 * Two first rounds at once both insert; the partial unique index keeps one, the other finds it.
 */
export async function openTabAt(tx: Scope, place: TabPlace, openedByUserId: string | null): Promise<TabRow> {
  await tx.db
    .insert(tabs)
    .values(
      tx.ownedValues({
        branchId: place.branchId,
        status: 'open' as const,
        orderType: place.orderType,
        tableGroup: place.group,
        placeNumber: place.number,
        openedByUserId,
      }),
    )
    .onConflictDoNothing();
  const [tab] = await tx.db
    .select()
    .from(tabs)
    .where(
      tx.owned(
        tabs,
        and(
          eq(tabs.branchId, place.branchId),
          eq(tabs.orderType, place.orderType),
          place.group === null ? isNull(tabs.tableGroup) : eq(tabs.tableGroup, place.group),
          eq(tabs.placeNumber, place.number),
          eq(tabs.status, 'open'),
        ),
      ),
    )
    .orderBy(sql`${tabs.createdAt} desc`)
    .limit(1)
    .for('update');
  return tab!;
}
