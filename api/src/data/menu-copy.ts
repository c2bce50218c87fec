import { randomUUID } from 'node:crypto';
import { asc, count, eq, isNull } from 'drizzle-orm';
import {
  BRANCH_NOT_FOUND,
  COPY_MENU_SAME_OUTLET,
  copyMenuSourceEmpty,
  copyMenuTargetHasMenu,
  type CopiedMenu,
  type OutletMenuSize,
} from '@troo/shared/contract';
import { branches, menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../db/schema.js';
import { menuChange } from '../domain/menu.js';
import { BadRequest, Conflict, NotFound } from '../errors.js';
import type { BranchRepository } from './branches.js';
import type { Scope } from './scope.js';

// Copying one outlet's whole menu to another outlet of the same business, in one transaction.
//
// Pictures are shared, not duplicated: a stored image is never changed (a new picture is a new
// image), and one is deleted only when no menu entry of any outlet points to it any more
// (forgetUnusedImages), so removing the copy's item leaves the original's picture in place.

type Outlet = { id: string; name: string };
type MenuTable = typeof menuCategories | typeof menuGroups | typeof menuItems | typeof menuModifierGroups | typeof menuModifiers;

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table (items). */
const CHUNK = 500;

/** Copying menus between the scoped business's outlets (the owner's: both outlets must be its own). */
export function menuCopyRepository(scope: Scope, outlets: BranchRepository) {
  return {
    /** Each live outlet with the size of its menu. */
    async sizes() {
      return outletMenuSizes(scope, await outlets.list());
    },
    /** Another business's outlet, or a removed one, is 404 with nothing written. */
    async copy(fromBranchId: string, toBranchId: string) {
      if (fromBranchId === toBranchId) throw new BadRequest(COPY_MENU_SAME_OUTLET);
      const from = await outlets.find(fromBranchId);
      const to = await outlets.find(toBranchId);
      const copied = await copyOutletMenu(scope, from, to);
      return { copied, from: from.name, to: to.name };
    },
  };
}

/** Copies `from`'s menu into `to`, which must have none; answers what was written. */
function copyOutletMenu(scope: Scope, from: Outlet, to: Outlet): Promise<CopiedMenu> {
  return menuChange(scope, async (tx) => {
    // The target outlet's row lock makes copies to it wait for each other: the second one to get
    // it sees the first one's menu and is refused, so fifty at once make one copy.
    const [target] = await tx.db
      .select({ id: branches.id })
      .from(branches)
      .where(tx.owned(branches, eq(branches.id, to.id), isNull(branches.removedAt)))
      .for('no key update');
    if (!target) throw new NotFound(BRANCH_NOT_FOUND);
    const existing = await menuSize(tx, to.id);
    if (existing.categories > 0) throw new Conflict(copyMenuTargetHasMenu(to.name, existing));
    const source = await readMenu(tx, from.id);
    if (source.categories.length === 0) throw new BadRequest(copyMenuSourceEmpty(from.name));
    return writeCopy(tx, source, to.id);
  });
}

/** The size of each outlet's menu, in the outlets' order. */
async function outletMenuSizes(scope: Scope, outlets: Outlet[]): Promise<OutletMenuSize[]> {
  const perOutlet = async (table: typeof menuCategories | typeof menuItems) => {
    const rows = await scope.db
      .select({ branchId: table.branchId, n: count() })
      .from(table)
      .where(scope.owned(table))
      .groupBy(table.branchId);
    return new Map(rows.map((row) => [row.branchId, row.n]));
  };
  const categories = await perOutlet(menuCategories);
  const items = await perOutlet(menuItems);
  return outlets.map((o) => ({ branch_id: o.id, branch_name: o.name, categories: categories.get(o.id) ?? 0, items: items.get(o.id) ?? 0 }));
}

/** How many categories and items an outlet's menu has. */
async function menuSize(scope: Scope, branchId: string): Promise<{ categories: number; items: number }> {
  const tally = async (table: typeof menuCategories | typeof menuItems) => {
    const [row] = await scope.db
      .select({ n: count() })
      .from(table)
      .where(scope.owned(table, eq(table.branchId, branchId)));
    return row?.n ?? 0;
  };
  return { categories: await tally(menuCategories), items: await tally(menuItems) };
}

/**
 * The source menu, parents first. Each read is its own statement, so an entry added meanwhile
 * under a parent not yet read is left out rather than copied without its parent.
 */
async function readMenu(scope: Scope, branchId: string) {
  const inOutlet = <T extends MenuTable>(table: T) => scope.owned(table, eq(table.branchId, branchId));
  const categories = await scope.db.select().from(menuCategories).where(inOutlet(menuCategories)).orderBy(asc(menuCategories.createdAt));
  const groups = await scope.db.select().from(menuGroups).where(inOutlet(menuGroups)).orderBy(asc(menuGroups.createdAt));
  const items = await scope.db.select().from(menuItems).where(inOutlet(menuItems)).orderBy(asc(menuItems.createdAt));
  const modifierGroups = await scope.db
    .select()
    .from(menuModifierGroups)
    .where(inOutlet(menuModifierGroups))
    .orderBy(asc(menuModifierGroups.createdAt));
  const modifiers = await scope.db.select().from(menuModifiers).where(inOutlet(menuModifiers)).orderBy(asc(menuModifiers.createdAt));
  return { categories, groups, items, modifierGroups, modifiers };
}

type SourceMenu = Awaited<ReturnType<typeof readMenu>>;

/**
 * Writes the copy with fresh ids. Each row keeps its original's created_at, the order every menu
 * list follows, so the copy lists in the same order. Sold out is not copied: it is the day's stock
 * of one kitchen, and the new outlet's kitchen says its own. Recommended is a menu choice: copied.
 */
async function writeCopy(scope: Scope, source: SourceMenu, branchId: string): Promise<CopiedMenu> {
  const outlet = scope.ownedValues({ branchId });
  const newIds = new Map<string, string>();
  const renew = (oldId: string) => {
    const id = randomUUID();
    newIds.set(oldId, id);
    return id;
  };
  const copied = (oldId: string) => newIds.get(oldId);

  const categories = source.categories.map((c) => ({
    ...outlet,
    id: renew(c.id),
    name: c.name,
    imageId: c.imageId,
    createdAt: c.createdAt,
  }));
  const groups = source.groups
    .filter((g) => copied(g.categoryId))
    .map((g) => ({
      ...outlet,
      id: renew(g.id),
      categoryId: copied(g.categoryId)!,
      name: g.name,
      priceToAllItems: g.priceToAllItems,
      priceKobo: g.priceKobo,
      createdAt: g.createdAt,
    }));
  const items = source.items
    .filter((i) => copied(i.categoryId) && copied(i.groupId))
    .map((i) => ({
      ...outlet,
      id: renew(i.id),
      categoryId: copied(i.categoryId)!,
      groupId: copied(i.groupId)!,
      name: i.name,
      priceKobo: i.priceKobo,
      description: i.description,
      imageId: i.imageId,
      isFrozen: false,
      isRecommended: i.isRecommended,
      createdAt: i.createdAt,
    }));
  const modifierGroups = source.modifierGroups
    .filter((g) => copied(g.itemId))
    .map((g) => ({
      ...outlet,
      id: renew(g.id),
      itemId: copied(g.itemId)!,
      name: g.name,
      isComplimentary: g.isComplimentary,
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      createdAt: g.createdAt,
    }));
  const modifiers = source.modifiers
    .filter((m) => copied(m.modifierGroupId))
    .map((m) => ({
      ...outlet,
      id: randomUUID(),
      modifierGroupId: copied(m.modifierGroupId)!,
      name: m.name,
      priceKobo: m.priceKobo,
      imageId: m.imageId,
      createdAt: m.createdAt,
    }));

  for (const part of inChunks(categories)) await scope.db.insert(menuCategories).values(part);
  for (const part of inChunks(groups)) await scope.db.insert(menuGroups).values(part);
  for (const part of inChunks(items)) await scope.db.insert(menuItems).values(part);
  for (const part of inChunks(modifierGroups)) await scope.db.insert(menuModifierGroups).values(part);
  for (const part of inChunks(modifiers)) await scope.db.insert(menuModifiers).values(part);
  return {
    branch_id: branchId,
    categories: categories.length,
    groups: groups.length,
    items: items.length,
    modifier_groups: modifierGroups.length,
    modifiers: modifiers.length,
  };
}

/** Rows in inserts of at most CHUNK rows. */
const inChunks = <R>(rows: R[]): R[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));
