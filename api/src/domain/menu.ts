import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BRANCH_NOT_FOUND,
  MENU_NAME_TAKEN,
  MENU_NOT_FOUND,
  MODIFIER_FIELDS_REQUIRED,
  MODIFIER_GROUP_REQUIRED,
  PRICE_INVALID,
  choiceRuleSetupProblem,
  nairaToKobo,
  type ChoiceRule,
  tooLongMessage,
  koboToNaira,
} from '@troo/shared/contract';
import { menuCategories, menuGroups, menuItems, menuModifierGroups, type menuModifiers, users } from '../db/schema.js';
import { BadRequest, Conflict, NotFound } from '../errors.js';
import type { StaffSession } from '../plugins/auth.js';
import { imageUrl } from '../services/images.js';
import { findOwnBranch, isUuid } from './businesses.js';
import type { Scope } from '../data/scope.js';
import { isUniqueViolation } from './unique-violation.js';

// The menu of one outlet: category → group → item → modifier group → modifier. Every lookup is
// by (business, branch), so another business's outlet or entry answers 404 like a missing one.

const NAME_MAX = 80;

/** An outlet of the signed-in business that this staff member may see: an employee sees only their own. */
export async function outletOf(scope: Scope, staff: StaffSession, branchId: string): Promise<string> {
  const id = branchId.trim();
  if (!isUuid(id)) throw new NotFound(BRANCH_NOT_FOUND);
  await findOwnBranch(scope, id);
  if (staff.role === 'employee') {
    const [user] = await scope.db.select({ branchId: users.branchId }).from(users).where(eq(users.id, staff.userId));
    if (user?.branchId && user.branchId !== id) throw new NotFound(BRANCH_NOT_FOUND);
  }
  return id;
}

/** A trimmed name, or the panel's message when it is blank. */
export function checkName(value: string | undefined, missing: string, label = 'Name'): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw new BadRequest(missing);
  if (trimmed.length > NAME_MAX) throw new BadRequest(tooLongMessage(label, NAME_MAX));
  return trimmed;
}

export function checkPrice(value: unknown): number {
  const kobo = nairaToKobo(value);
  if (kobo === null) throw new BadRequest(PRICE_INVALID);
  return kobo;
}

/** An item's price in kobo: its group's when the group prices all its items, else the one sent, checked. */
export function itemPriceKobo(group: typeof menuGroups.$inferSelect, sent: unknown): number {
  return group.priceToAllItems && group.priceKobo !== null ? group.priceKobo : checkPrice(sent);
}

/** A modifier group as checked for adding with its item; the options' pictures still as sent. */
export interface NewModifierGroup<P = string | undefined> {
  name: string;
  isComplimentary: boolean;
  minChoices: number;
  maxChoices: number | null;
  modifiers: { name: string; priceKobo: number; picture: P }[];
}

/**
 * A group's option rule as sent, checked (a clear 400 naming the group). A complimentary group is one
 * optional choice (a select) and keeps no rule; the options, when known, must be enough for the fewest.
 */
export function checkChoiceRule(name: string, isComplimentary: boolean, sent: ChoiceRule, optionCount?: number) {
  if (isComplimentary) return { minChoices: 0, maxChoices: null };
  const problem = choiceRuleSetupProblem(name, sent, optionCount);
  if (problem) throw new BadRequest(problem);
  return { minChoices: sent.min_choices ?? 0, maxChoices: sent.max_choices ?? null };
}

/**
 * The modifier groups sent with a new item, checked before anything is written: a blank group name
 * is the spec's modifier group message, a blank option name its modifier message; no price is free (0).
 */
export function checkNewModifierGroups(
  groups: (ChoiceRule & {
    modifier_group_name: string;
    is_complimentary?: boolean;
    modifiers: { modifier_name: string; price?: unknown; image?: string }[];
  })[],
): NewModifierGroup[] {
  return groups.map((group) => {
    const name = checkName(group.modifier_group_name, MODIFIER_GROUP_REQUIRED, 'Modifier group name');
    const isComplimentary = group.is_complimentary ?? false;
    return {
      name,
      isComplimentary,
      ...checkChoiceRule(name, isComplimentary, group, group.modifiers.length),
      modifiers: group.modifiers.map((modifier) => ({
        name: checkName(modifier.modifier_name, MODIFIER_FIELDS_REQUIRED, 'Modifier name'),
        priceKobo: modifier.price === undefined || modifier.price === '' ? 0 : checkPrice(modifier.price),
        picture: modifier.image?.trim() ? modifier.image : undefined,
      })),
    };
  });
}

/** Runs a menu change in one transaction of the business; a name already used in the outlet is a 409. */
export async function menuChange<T>(scope: Scope, work: (tx: Scope) => Promise<T>): Promise<T> {
  try {
    return await scope.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(MENU_NAME_TAKEN);
    throw error;
  }
}

const inOutlet = (scope: Scope, table: { businessId: AnyPgColumn; branchId: AnyPgColumn }, branchId: string) =>
  scope.owned(table, eq(table.branchId, branchId));
const sameName = (column: AnyPgColumn, name: string) => sql`lower(${column}) = lower(${name})`;

export async function findCategory(scope: Scope, branchId: string, name: string) {
  const [row] = await scope.db
    .select()
    .from(menuCategories)
    .where(and(inOutlet(scope, menuCategories, branchId), sameName(menuCategories.name, name)));
  if (!row) throw new NotFound(MENU_NOT_FOUND);
  return row;
}

export async function findGroup(scope: Scope, branchId: string, name: string) {
  const [row] = await scope.db
    .select()
    .from(menuGroups)
    .where(and(inOutlet(scope, menuGroups, branchId), sameName(menuGroups.name, name)));
  if (!row) throw new NotFound(MENU_NOT_FOUND);
  return row;
}

export async function findItem(scope: Scope, branchId: string, name: string) {
  const [row] = await scope.db
    .select()
    .from(menuItems)
    .where(and(inOutlet(scope, menuItems, branchId), sameName(menuItems.name, name)));
  if (!row) throw new NotFound(MENU_NOT_FOUND);
  return row;
}

/** An item of the business by id (any of its outlets), else 404. */
export async function findItemById(scope: Scope, itemId: string) {
  if (!isUuid(itemId)) throw new NotFound(MENU_NOT_FOUND);
  const [row] = await scope.db
    .select()
    .from(menuItems)
    .where(scope.owned(menuItems, eq(menuItems.id, itemId)));
  if (!row) throw new NotFound(MENU_NOT_FOUND);
  return row;
}

export async function findModifierGroup(scope: Scope, branchId: string, itemName: string, name: string) {
  const item = await findItem(scope, branchId, itemName);
  const [row] = await scope.db
    .select()
    .from(menuModifierGroups)
    .where(
      and(inOutlet(scope, menuModifierGroups, branchId), eq(menuModifierGroups.itemId, item.id), sameName(menuModifierGroups.name, name)),
    );
  if (!row) throw new NotFound(MENU_NOT_FOUND);
  return { group: row, item };
}

export const categoryView = (c: typeof menuCategories.$inferSelect) => ({
  _id: c.id,
  name: c.name,
  image: imageUrl(c.imageId),
  branch_id: c.branchId,
});

export const groupView = (g: typeof menuGroups.$inferSelect, categoryName: string) => ({
  _id: g.id,
  name: g.name,
  menu_category_name: categoryName,
  category_id: g.categoryId,
  branch_id: g.branchId,
  price_to_all_items: g.priceToAllItems,
  price: g.priceKobo === null ? null : koboToNaira(g.priceKobo),
});

export const itemView = (i: typeof menuItems.$inferSelect, names: { group: string; category: string }) => ({
  _id: i.id,
  menu_item_name: i.name,
  menu_group_name: names.group,
  menu_category_name: names.category,
  group_id: i.groupId,
  branch_id: i.branchId,
  menu_item_price: koboToNaira(i.priceKobo),
  description: i.description,
  menu_item_image: imageUrl(i.imageId),
  is_frozen: i.isFrozen,
  is_recommended: i.isRecommended,
});

export const modifierGroupView = (g: typeof menuModifierGroups.$inferSelect, itemName: string) => ({
  _id: g.id,
  modifier_group_name: g.name,
  menu_item_name: itemName,
  item_id: g.itemId,
  branch_id: g.branchId,
  is_complimentary: g.isComplimentary,
  min_choices: g.minChoices,
  max_choices: g.maxChoices,
});

export const modifierView = (m: typeof menuModifiers.$inferSelect, names: { group: string; item: string }) => ({
  _id: m.id,
  modifier_name: m.name,
  modifier_price: koboToNaira(m.priceKobo),
  modifier_group_name: names.group,
  modifier_group_id: m.modifierGroupId,
  menu_item_name: names.item,
  branch_id: m.branchId,
  image: imageUrl(m.imageId),
});

/** Items with their group's and category's names, oldest first; of one group when given. */
export async function listItems(scope: Scope, branchId: string, groupId?: string) {
  const rows = await scope.db
    .select({ item: menuItems, group: menuGroups.name, category: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuGroups, eq(menuGroups.id, menuItems.groupId))
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(and(inOutlet(scope, menuItems, branchId), groupId ? eq(menuItems.groupId, groupId) : undefined))
    .orderBy(asc(menuItems.createdAt), asc(menuItems.name));
  return rows.map((row) => itemView(row.item, row));
}

export async function itemWithNames(scope: Scope, item: typeof menuItems.$inferSelect) {
  const [names] = await scope.db
    .select({ group: menuGroups.name, category: menuCategories.name })
    .from(menuGroups)
    .innerJoin(menuCategories, eq(menuCategories.id, menuGroups.categoryId))
    .where(scope.owned(menuGroups, eq(menuGroups.id, item.groupId)));
  return itemView(item, names!);
}
