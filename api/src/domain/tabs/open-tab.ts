import { eq, isNull } from 'drizzle-orm';
import type { Scope } from '../../data/scope.js';
import { tabs } from '../../db/schema.js';
import type { ScannedPlace } from '../checkout/scanned-place.js';

// The bill an unpaid order goes on (a waiter's, or a diner's "pay at the end"). A table or room has at
// most one open tab (tabs_open_place_key): a second round joins it. A pickup is a bill of its own.

export interface TabOpener {
  branchId: string;
  /** The staff member taking the order (who opened the tab if it is new); null for the diner's phone. */
  userId: string | null;
}

/**
 * The place's open tab, locked until the transaction ends (a payment settling it meanwhile waits, and
 * then counts this order), or a new one. Two first rounds at once: one inserts, the other finds it.
 */
export async function openTabOfPlace(tx: Scope, opener: TabOpener, place: ScannedPlace): Promise<string> {
  const samePlace = tx.owned(
    tabs,
    eq(tabs.branchId, opener.branchId),
    eq(tabs.status, 'open'),
    eq(tabs.orderType, place.type),
    place.group === null ? isNull(tabs.tableGroup) : eq(tabs.tableGroup, place.group),
    eq(tabs.placeNumber, place.number),
  );
  const findOpen = async () => {
    const [open] = await tx.db.select({ id: tabs.id }).from(tabs).where(samePlace).for('update');
    return open?.id ?? null;
  };
  const existing = await findOpen();
  if (existing) return existing;
  const [opened] = await tx.db
    .insert(tabs)
    .values(
      tx.ownedValues({
        branchId: opener.branchId,
        orderType: place.type,
        tableGroup: place.group,
        placeNumber: place.number,
        openedByUserId: opener.userId,
      }),
    )
    // Another order opened it meanwhile (the one-open-tab-per-place index): join that one.
    .onConflictDoNothing()
    .returning({ id: tabs.id });
  if (opened) return opened.id;
  const joined = await findOpen();
  if (!joined) throw new Error('the open tab of a place was neither found nor opened');
  return joined;
}

/** A pickup's bill: its own, open until paid. */
export async function openPickupTab(tx: Scope, opener: TabOpener): Promise<string> {
  const [opened] = await tx.db
    .insert(tabs)
    .values(tx.ownedValues({ branchId: opener.branchId, orderType: 'pickup' as const, openedByUserId: opener.userId }))
    .returning({ id: tabs.id });
  return opened!.id;
}
