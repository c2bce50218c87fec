import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { scopeOf, type Scope } from '../data/scope.js';
import { BRANCH_NOT_FOUND, MENU_NOT_FOUND, koboToNaira } from '@troo/shared/contract';
import type { Database } from '../db/client.js';
import { branches, menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../db/schema.js';
import { NotFound } from '../errors.js';
import { businessDetails, findBusinessByIdentifier } from './businesses.js';
import { imageUrl } from '../services/images.js';
import { categoryView, itemView } from './menu.js';
import { orderingStatus } from './ordering-settings.js';
import { currentPrepMinutes } from './prep-minutes.js';

// The menu as a diner reads it: addressed by the business's public identifier, one outlet at a time,
// sold-out (frozen) items left out. Every query is scoped to that business (data/scope.ts), so an
// outlet or item of another business answers 404.

type BranchRow = typeof branches.$inferSelect;

/**
 * The business and the outlet a diner's link names (its first live outlet when none is named), and
 * the scope of that business for everything the diner reads or orders after.
 */
export async function customerOutlet(db: Database, identifier: string, branchId: string | undefined) {
  const business = await findBusinessByIdentifier(db, identifier);
  const scope = scopeOf(db, business.id);
  const [branch] = await scope.db
    .select()
    .from(branches)
    .where(scope.owned(branches, isNull(branches.removedAt), branchId ? eq(branches.id, branchId) : undefined))
    .orderBy(asc(branches.createdAt))
    .limit(1);
  if (!branch) throw new NotFound(BRANCH_NOT_FOUND);
  return { business, branch, scope };
}

/**
 * The spec's delivery details (otherData), from the outlet's ordering settings: delivery with its
 * state, fixed fee (naira) and support link when enabled; pickup at the listed locations, or at the
 * outlet's own address when none is listed.
 */
export function deliveryDetails(branch: BranchRow) {
  const address = branch.address?.trim();
  const pickup = branch.pickupLocations.length > 0 ? branch.pickupLocations : address ? [address] : [];
  return {
    hadPickUpLocation: pickup.length > 0,
    hasDeliveryDetails: branch.deliveryEnabled,
    pickUpLoacation: pickup.map((location) => ({ address: location })),
    canScheduledDelivery: branch.deliveryEnabled && branch.canScheduleDelivery,
    deliveryDetails: branch.deliveryEnabled
      ? { state: branch.deliveryState, fixedPrice: koboToNaira(branch.deliveryFeeKobo), support_link: branch.deliverySupportLink }
      : null,
  };
}

export async function branchBusinessDetails(db: Database, identifier: string, branchId: string | undefined) {
  const { business, branch, scope } = await customerOutlet(db, identifier, branchId);
  return {
    data: {
      ...(await businessDetails(scope, business)),
      branch_id: branch.id,
      branch_name: branch.name,
      ordering: orderingStatus(branch),
      ...(await currentPrepMinutes(scope, branch)),
    },
    otherData: deliveryDetails(branch),
  };
}

export async function outletCategories(db: Database, identifier: string, branchId: string | undefined) {
  const { branch, scope } = await customerOutlet(db, identifier, branchId);
  const rows = await scope.db
    .select()
    .from(menuCategories)
    .where(scope.owned(menuCategories, eq(menuCategories.branchId, branch.id)))
    .orderBy(asc(menuCategories.createdAt));
  return rows.map(categoryView);
}

const orderable = (scope: Scope) => scope.owned(menuItems, eq(menuItems.isFrozen, false));

/** Every item of the outlet a diner may order, oldest first, with its group's and category's names. */
export async function outletItems(db: Database, identifier: string, branchId: string) {
  const { branch, scope } = await customerOutlet(db, identifier, branchId);
  const rows = await scope.db
    .select({ item: menuItems, group: menuGroups.name, category: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuGroups, eq(menuGroups.id, menuItems.groupId))
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(and(orderable(scope), eq(menuItems.branchId, branch.id)))
    .orderBy(asc(menuItems.createdAt), asc(menuItems.name));
  const choices = await itemsWithChoices(
    scope,
    rows.map((row) => row.item.id),
  );
  return rows.map((row) => ({
    ...itemView(row.item, row),
    has_modifiers: choices.withChoices.has(row.item.id),
    price_varies: choices.priceVaries.has(row.item.id),
  }));
}

/**
 * Of these items, the ones with at least one modifier (paid or complimentary) to choose, whose list
 * plus opens their details; and those among them where a choice adds to the price ('From ₦…').
 */
async function itemsWithChoices(scope: Scope, itemIds: string[]) {
  if (itemIds.length === 0) return { withChoices: new Set<string>(), priceVaries: new Set<string>() };
  const rows = await scope.db
    .select({ itemId: menuModifierGroups.itemId, complimentary: menuModifierGroups.isComplimentary, priceKobo: menuModifiers.priceKobo })
    .from(menuModifierGroups)
    .innerJoin(menuModifiers, eq(menuModifiers.modifierGroupId, menuModifierGroups.id))
    .where(scope.owned(menuModifierGroups, inArray(menuModifierGroups.itemId, itemIds)));
  return {
    withChoices: new Set(rows.map((row) => row.itemId)),
    priceVaries: new Set(rows.filter((row) => !row.complimentary && row.priceKobo > 0).map((row) => row.itemId)),
  };
}

/**
 * One item with its paid modifiers grouped by group name and its complimentary choices. A sold-out
 * item or choice is answered marked (is_frozen, sold_out), not left out: a diner who opens it from a
 * basket or an old link learns it has run out instead of meeting a missing page.
 */
export async function orderableItem(db: Database, identifier: string, itemId: string) {
  const business = await findBusinessByIdentifier(db, identifier);
  const scope = scopeOf(db, business.id);
  const [row] = await scope.db
    .select({ item: menuItems, group: menuGroups.name, category: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuGroups, eq(menuGroups.id, menuItems.groupId))
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .innerJoin(branches, and(eq(branches.id, menuItems.branchId), isNull(branches.removedAt)))
    .where(scope.owned(menuItems, eq(menuItems.id, itemId)));
  if (!row) throw new NotFound(MENU_NOT_FOUND);
  const groups = await scope.db
    .select()
    .from(menuModifierGroups)
    .where(scope.owned(menuModifierGroups, eq(menuModifierGroups.itemId, itemId)))
    .orderBy(asc(menuModifierGroups.createdAt));
  const choices = groups.length
    ? await scope.db
        .select()
        .from(menuModifiers)
        .where(
          scope.owned(
            menuModifiers,
            inArray(
              menuModifiers.modifierGroupId,
              groups.map((g) => g.id),
            ),
          ),
        )
        .orderBy(asc(menuModifiers.createdAt))
    : [];
  const of = (groupId: string) => choices.filter((m) => m.modifierGroupId === groupId);
  return {
    data: {
      ...itemView(row.item, row),
      has_modifiers: choices.length > 0,
      price_varies: choices.some((m) => m.priceKobo > 0 && !groups.find((g) => g.id === m.modifierGroupId)?.isComplimentary),
    },
    modifiers: groups
      .filter((g) => !g.isComplimentary)
      .map((g) => ({
        modifier_group_name: g.name,
        min_choices: g.minChoices,
        max_choices: g.maxChoices,
        modifiers: of(g.id).map((m) => ({
          _id: m.id,
          modifier_name: m.name,
          modifier_price: koboToNaira(m.priceKobo),
          modifier_image: imageUrl(m.imageId),
          sold_out: m.isSoldOut,
        })),
      })),
    complimentary: groups
      .filter((g) => g.isComplimentary)
      .flatMap((g) => of(g.id).map((m) => ({ _id: m.id, modifier_name: m.name, sold_out: m.isSoldOut }))),
  };
}
