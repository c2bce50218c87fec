import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MENU_NOT_FOUND, MODIFIER_GROUP_REQUIRED } from '@troo/shared/contract';
import { menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../db/schema.js';
import { isUuid } from '../domain/businesses.js';
import { forgetUnusedImages } from '../domain/menu-images.js';
import {
  categoryView,
  findCategory,
  findGroup,
  findItem,
  findItemById,
  findModifierGroup,
  groupView,
  itemPriceKobo,
  itemWithNames,
  listItems,
  menuChange,
  modifierGroupView,
  modifierView,
  type NewModifierGroup,
} from '../domain/menu.js';
import { BadRequest, NotFound } from '../errors.js';
import { storeImage } from '../services/images.js';
import { findOrMakeGroup } from './menu-place.js';
import type { Scope } from './scope.js';

// The menu of the scoped business. Lookups by name are per outlet; by id, anywhere in the business.

export type MenuEntryType = 'category' | 'group' | 'item' | 'modifier_group';
type Picture = { bytes: Buffer; contentType: string } | null;
type GroupRow = typeof menuGroups.$inferSelect;
type ItemRow = typeof menuItems.$inferSelect;

export interface ItemChanges {
  name?: string;
  priceKobo?: number;
  description?: string;
  isFrozen?: boolean;
  isRecommended?: boolean;
}

export function menuRepository(scope: Scope, visibleOutlet: (branchId: string) => Promise<string>) {
  return {
    /** The menu of an outlet the viewer may see; another business's outlet is 404. */
    async ofOutlet(branchId: string) {
      return outletMenu(scope, await visibleOutlet(branchId));
    },

    /** The categories of every outlet (of one, when named), oldest first: the diner's category list. */
    async categories(branchId?: string) {
      const rows = await scope.db
        .select()
        .from(menuCategories)
        .where(scope.owned(menuCategories, branchId ? eq(menuCategories.branchId, branchId) : undefined))
        .orderBy(asc(menuCategories.createdAt));
      return rows.map(categoryView);
    },

    /** An item of the business by id, else 404. */
    itemById: (itemId: string) => findItemById(scope, itemId),

    /** Sets a group's one price for all its items (and every item of it takes it now). */
    async setGroupPrice(groupId: string, o: { priceToAll: boolean | undefined; priceKobo: number | undefined }) {
      if (!isUuid(groupId)) throw new NotFound(MENU_NOT_FOUND);
      return menuChange(scope, async (tx) => {
        const [group] = await tx.db
          .update(menuGroups)
          .set({ priceToAllItems: o.priceToAll, ...(o.priceKobo !== undefined ? { priceKobo: o.priceKobo } : {}) })
          .where(tx.owned(menuGroups, eq(menuGroups.id, groupId)))
          .returning();
        if (!group) throw new NotFound(MENU_NOT_FOUND);
        if (o.priceKobo !== undefined)
          await tx.db
            .update(menuItems)
            .set({ priceKobo: o.priceKobo })
            .where(tx.owned(menuItems, eq(menuItems.groupId, group.id)));
        const [category] = await tx.db
          .select({ name: menuCategories.name })
          .from(menuCategories)
          .where(tx.owned(menuCategories, eq(menuCategories.id, group.categoryId)));
        return groupView(group, category!.name);
      });
    },

    /** Changes an item of the business; a new picture replaces the old, which goes. */
    async editItem(item: ItemRow, changes: ItemChanges, picture: Picture) {
      const edited = await menuChange(scope, async (tx) => {
        const imageId = picture ? await storeImage(tx.db, picture, tx.businessId) : undefined;
        const [row] = await tx.db
          .update(menuItems)
          .set({ ...definedOnly(changes), ...(imageId ? { imageId } : {}) })
          .where(tx.owned(menuItems, eq(menuItems.id, item.id)))
          .returning();
        if (!row) throw new NotFound(MENU_NOT_FOUND);
        if (imageId) await forgetUnusedImages(tx);
        return row;
      });
      return itemWithNames(scope, edited);
    },
  };
}

/**
 * Lists read oldest first; now() is one instant for the whole transaction, so rows written together
 * would fall back to name order. Each row of one change is stamped now() plus its place in
 * microseconds, keeping the owner's order (Small, Medium, Large): clock_timestamp() did too, but
 * PGlite's clock can give two rows the same instant, and then the names decided.
 */
export const inOrderSent = (place: number) => sql`now() + ${place}::integer * interval '1 microsecond'`;

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

interface NewItem {
  name: string;
  priceKobo: number;
  description: string;
}

/** Writes an item of the outlet with its modifier groups and their options inside the caller's transaction. */
async function insertItem(
  tx: Scope,
  branchId: string,
  group: GroupRow,
  i: NewItem,
  picture: Picture,
  modifierGroups: NewModifierGroup<Picture>[],
) {
  const imageId = picture ? await storeImage(tx.db, picture, tx.businessId) : null;
  const [row] = await tx.db
    .insert(menuItems)
    .values(tx.ownedValues({ branchId, categoryId: group.categoryId, groupId: group.id, ...i, imageId }))
    .returning();
  let place = 0;
  for (const g of modifierGroups) {
    const [modifierGroup] = await tx.db
      .insert(menuModifierGroups)
      .values(
        tx.ownedValues({
          branchId,
          itemId: row!.id,
          name: g.name,
          isComplimentary: g.isComplimentary,
          minChoices: g.minChoices,
          maxChoices: g.maxChoices,
          createdAt: inOrderSent(place++),
        }),
      )
      .returning({ id: menuModifierGroups.id });
    for (const m of g.modifiers) {
      const modifierImageId = m.picture ? await storeImage(tx.db, m.picture, tx.businessId) : null;
      await tx.db.insert(menuModifiers).values(
        tx.ownedValues({
          branchId,
          modifierGroupId: modifierGroup!.id,
          name: m.name,
          priceKobo: m.priceKobo,
          imageId: modifierImageId,
          createdAt: inOrderSent(place++),
        }),
      );
    }
  }
  return row!;
}

/** One outlet's menu: category → group → item → modifier group → modifier. */
function outletMenu(scope: Scope, branchId: string) {
  const { db } = scope;
  const o = { branchId };
  const inOutlet = (table: typeof menuCategories | typeof menuGroups | typeof menuModifierGroups | typeof menuModifiers) =>
    scope.owned(table, eq(table.branchId, o.branchId));
  return {
    category: (name: string) => findCategory(scope, o.branchId, name),
    group: (name: string) => findGroup(scope, o.branchId, name),
    item: (name: string) => findItem(scope, o.branchId, name),
    modifierGroup: (itemName: string, name: string) => findModifierGroup(scope, o.branchId, itemName, name),

    async addCategory(name: string, picture: Picture) {
      const category = await menuChange(scope, async (tx) => {
        const imageId = picture ? await storeImage(tx.db, picture, tx.businessId) : null;
        const [row] = await tx.db
          .insert(menuCategories)
          .values(tx.ownedValues({ ...o, name, imageId }))
          .returning();
        return row!;
      });
      return categoryView(category);
    },

    async addGroup(categoryName: string, g: { name: string; priceToAll: boolean; priceKobo: number | null }) {
      const category = await findCategory(scope, o.branchId, categoryName);
      const group = await menuChange(scope, async (tx) => {
        const [row] = await tx.db
          .insert(menuGroups)
          .values(tx.ownedValues({ ...o, categoryId: category.id, name: g.name, priceToAllItems: g.priceToAll, priceKobo: g.priceKobo }))
          .returning();
        return row!;
      });
      return groupView(group, category.name);
    },

    /** An item with its modifier groups and their options, in one transaction: all of it or nothing. */
    async addItem(group: GroupRow, i: NewItem, picture: Picture, modifierGroups: NewModifierGroup<Picture>[] = []) {
      const item = await menuChange(scope, (tx) => insertItem(tx, o.branchId, group, i, picture, modifierGroups));
      return itemWithNames(scope, item);
    },

    /**
     * A first dish: its category and group found by name or made, and the item with them, in one
     * transaction. The price is checked once the group is known (a group may price all its items).
     */
    async addItemMakingGroup(
      names: { category: string; group: string },
      i: { name: string; description: string; price: unknown },
      picture: Picture,
      modifierGroups: NewModifierGroup<Picture>[] = [],
    ) {
      const item = await menuChange(scope, async (tx) => {
        const group = await findOrMakeGroup(tx, o.branchId, names);
        const priceKobo = itemPriceKobo(group, i.price);
        return insertItem(tx, o.branchId, group, { name: i.name, description: i.description, priceKobo }, picture, modifierGroups);
      });
      return itemWithNames(scope, item);
    },

    async attachModifierGroup(
      itemName: string,
      g: { name: string; isComplimentary: boolean; minChoices: number; maxChoices: number | null },
    ) {
      const item = await findItem(scope, o.branchId, itemName);
      const group = await menuChange(scope, async (tx) => {
        const [row] = await tx.db
          .insert(menuModifierGroups)
          .values(tx.ownedValues({ ...o, itemId: item.id, ...g }))
          .returning();
        return row!;
      });
      return modifierGroupView(group, item.name);
    },

    async addModifier(target: Awaited<ReturnType<typeof findModifierGroup>>, m: { name: string; priceKobo: number }, picture: Picture) {
      const modifier = await menuChange(scope, async (tx) => {
        const imageId = picture ? await storeImage(tx.db, picture, tx.businessId) : null;
        const [row] = await tx.db
          .insert(menuModifiers)
          .values(tx.ownedValues({ ...o, modifierGroupId: target.group.id, ...m, imageId }))
          .returning();
        return row!;
      });
      return modifierView(modifier, { group: target.group.name, item: target.item.name });
    },

    async categories() {
      const rows = await db
        .select()
        .from(menuCategories)
        .where(inOutlet(menuCategories))
        .orderBy(asc(menuCategories.createdAt), asc(menuCategories.name));
      return rows.map(categoryView);
    },

    /** The outlet's groups, of one category when named. */
    async groups(categoryName: string | undefined) {
      const category = categoryName ? await findCategory(scope, o.branchId, categoryName) : null;
      const rows = await db
        .select({ group: menuGroups, category: menuCategories.name })
        .from(menuGroups)
        .innerJoin(menuCategories, eq(menuCategories.id, menuGroups.categoryId))
        .where(and(inOutlet(menuGroups), category ? eq(menuGroups.categoryId, category.id) : undefined))
        .orderBy(asc(menuGroups.createdAt), asc(menuGroups.name));
      return rows.map((row) => groupView(row.group, row.category));
    },

    /** The outlet's items, of one group when named. */
    async items(groupName: string | undefined) {
      const group = groupName ? await findGroup(scope, o.branchId, groupName) : null;
      return listItems(scope, o.branchId, group?.id);
    },

    /** The outlet's modifier groups, of one item when named. */
    async modifierGroups(itemName: string | undefined) {
      const item = itemName ? await findItem(scope, o.branchId, itemName) : null;
      const rows = await db
        .select({ group: menuModifierGroups, item: menuItems.name })
        .from(menuModifierGroups)
        .innerJoin(menuItems, eq(menuItems.id, menuModifierGroups.itemId))
        .where(and(inOutlet(menuModifierGroups), item ? eq(menuModifierGroups.itemId, item.id) : undefined))
        .orderBy(asc(menuModifierGroups.createdAt), asc(menuModifierGroups.name));
      return rows.map((row) => modifierGroupView(row.group, row.item));
    },

    /** The modifiers of every group of an item, or of one modifier group of an item. */
    async modifiers(q: { attachTo: 'item' | 'modifier_group'; name: string; itemName: string | undefined }) {
      let groupIds: string[];
      if (q.attachTo === 'item') {
        const item = await findItem(scope, o.branchId, q.name);
        const groups = await db
          .select({ id: menuModifierGroups.id })
          .from(menuModifierGroups)
          .where(scope.owned(menuModifierGroups, eq(menuModifierGroups.itemId, item.id)));
        groupIds = groups.map((g) => g.id);
      } else {
        if (!q.itemName) throw new BadRequest(MODIFIER_GROUP_REQUIRED);
        groupIds = [(await findModifierGroup(scope, o.branchId, q.itemName, q.name)).group.id];
      }
      if (groupIds.length === 0) return [];
      const rows = await db
        .select({ modifier: menuModifiers, group: menuModifierGroups.name, item: menuItems.name })
        .from(menuModifiers)
        .innerJoin(menuModifierGroups, eq(menuModifierGroups.id, menuModifiers.modifierGroupId))
        .innerJoin(menuItems, eq(menuItems.id, menuModifierGroups.itemId))
        .where(scope.owned(menuModifiers, inArray(menuModifiers.modifierGroupId, groupIds)))
        .orderBy(asc(menuModifiers.createdAt), asc(menuModifiers.name));
      return rows.map((row) => modifierView(row.modifier, row));
    },

    /** Removes a named entry with everything under it; its pictures go too. Answers the removed id. */
    remove(type: MenuEntryType, name: string, itemName: string | undefined): Promise<string> {
      return menuChange(scope, async (tx) => {
        const id = await removeEntry(tx, o.branchId, { type, name, itemName });
        await forgetUnusedImages(tx);
        return id;
      });
    },

    /** Deletes one modifier of the outlet by id; another outlet's or business's is 404. */
    async deleteModifier(modifierId: string): Promise<string> {
      if (!isUuid(modifierId)) throw new NotFound(MENU_NOT_FOUND);
      const removed = await scope.transaction(async (tx) => {
        const [row] = await tx.db
          .delete(menuModifiers)
          .where(tx.owned(menuModifiers, eq(menuModifiers.id, modifierId), eq(menuModifiers.branchId, o.branchId)))
          .returning({ id: menuModifiers.id });
        if (row) await forgetUnusedImages(tx);
        return row;
      });
      if (!removed) throw new NotFound(MENU_NOT_FOUND);
      return removed.id;
    },
  };
}

async function removeEntry(scope: Scope, branchId: string, entry: { type: MenuEntryType; name: string; itemName: string | undefined }) {
  const { db } = scope;
  switch (entry.type) {
    case 'category': {
      const category = await findCategory(scope, branchId, entry.name);
      // Modifier groups and modifiers go with their items (ON DELETE CASCADE).
      await db.delete(menuItems).where(scope.owned(menuItems, eq(menuItems.categoryId, category.id)));
      await db.delete(menuGroups).where(scope.owned(menuGroups, eq(menuGroups.categoryId, category.id)));
      await db.delete(menuCategories).where(scope.owned(menuCategories, eq(menuCategories.id, category.id)));
      return category.id;
    }
    case 'group': {
      const group = await findGroup(scope, branchId, entry.name);
      await db.delete(menuItems).where(scope.owned(menuItems, eq(menuItems.groupId, group.id)));
      await db.delete(menuGroups).where(scope.owned(menuGroups, eq(menuGroups.id, group.id)));
      return group.id;
    }
    case 'item': {
      const item = await findItem(scope, branchId, entry.name);
      await db.delete(menuItems).where(scope.owned(menuItems, eq(menuItems.id, item.id)));
      return item.id;
    }
    case 'modifier_group': {
      if (!entry.itemName) throw new BadRequest(MODIFIER_GROUP_REQUIRED);
      const { group } = await findModifierGroup(scope, branchId, entry.itemName, entry.name);
      await db.delete(menuModifierGroups).where(scope.owned(menuModifierGroups, eq(menuModifierGroups.id, group.id)));
      return group.id;
    }
  }
}
