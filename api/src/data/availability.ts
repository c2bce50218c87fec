import { asc, desc, eq } from 'drizzle-orm';
import { MENU_NOT_FOUND, type AvailabilityChange, type KitchenAvailability } from '@troo/shared/contract';
import { availabilityChanges, branches, menuCategories, menuItems, menuModifierGroups, menuModifiers, users } from '../db/schema.js';
import { isUuid } from '../domain/businesses.js';
import { NotFound } from '../errors.js';
import type { StaffSession } from '../plugins/auth.js';
import type { Scope } from './scope.js';

// The kitchen's sold-out control: what an outlet has run out of tonight and whether it takes orders,
// switched by any staff member who may see the outlet (an employee: their own). A change that sets
// what is already set writes nothing, so a retried tap is harmless; a real one is recorded with who
// and when in the same transaction.

type Subject = (typeof availabilityChanges.$inferSelect)['subject'];

export function availabilityRepository(scope: Scope, viewer: StaffSession | null, visibleOutlet: (branchId: string) => Promise<string>) {
  /** Writes the flag when it differs (`write` answers how many rows it changed) and then records the change. */
  async function change(
    branchId: string,
    subject: Subject,
    subjectId: string,
    unavailable: boolean,
    write: (tx: Scope) => Promise<number>,
  ): Promise<void> {
    await scope.transaction(async (tx) => {
      if ((await write(tx)) === 0) return;
      await tx.db.insert(availabilityChanges).values(
        tx.ownedValues({
          branchId,
          subject,
          subjectId,
          unavailable,
          userId: viewer?.userId ?? null,
          changedByName: await nameOf(tx, viewer),
        }),
      );
    });
  }

  return {
    /** The outlet's dishes (oldest first) with their options, the pause switch, and the last change to each. */
    async of(branchId: string): Promise<KitchenAvailability> {
      return outletAvailability(scope, await visibleOutlet(branchId));
    },

    async setDishSoldOut(itemId: string, soldOut: boolean): Promise<KitchenAvailability> {
      if (!isUuid(itemId)) throw new NotFound(MENU_NOT_FOUND);
      const [item] = await scope.db
        .select({ branchId: menuItems.branchId })
        .from(menuItems)
        .where(scope.owned(menuItems, eq(menuItems.id, itemId)));
      if (!item) throw new NotFound(MENU_NOT_FOUND);
      const branchId = await visibleOutlet(item.branchId);
      await change(branchId, 'item', itemId, soldOut, async (tx) => {
        const updated = await tx.db
          .update(menuItems)
          .set({ isFrozen: soldOut })
          .where(tx.owned(menuItems, eq(menuItems.id, itemId), eq(menuItems.isFrozen, !soldOut)))
          .returning({ id: menuItems.id });
        return updated.length;
      });
      return outletAvailability(scope, branchId);
    },

    async setOptionSoldOut(modifierId: string, soldOut: boolean): Promise<KitchenAvailability> {
      if (!isUuid(modifierId)) throw new NotFound(MENU_NOT_FOUND);
      const [option] = await scope.db
        .select({ branchId: menuModifiers.branchId })
        .from(menuModifiers)
        .where(scope.owned(menuModifiers, eq(menuModifiers.id, modifierId)));
      if (!option) throw new NotFound(MENU_NOT_FOUND);
      const branchId = await visibleOutlet(option.branchId);
      await change(branchId, 'option', modifierId, soldOut, async (tx) => {
        const updated = await tx.db
          .update(menuModifiers)
          .set({ isSoldOut: soldOut })
          .where(tx.owned(menuModifiers, eq(menuModifiers.id, modifierId), eq(menuModifiers.isSoldOut, !soldOut)))
          .returning({ id: menuModifiers.id });
        return updated.length;
      });
      return outletAvailability(scope, branchId);
    },

    async setOrderingPaused(branchId: string, paused: boolean): Promise<KitchenAvailability> {
      const id = await visibleOutlet(branchId);
      await change(id, 'ordering', id, paused, async (tx) => {
        const updated = await tx.db
          .update(branches)
          .set({ orderingPaused: paused })
          .where(tx.owned(branches, eq(branches.id, id), eq(branches.orderingPaused, !paused)))
          .returning({ id: branches.id });
        return updated.length;
      });
      return outletAvailability(scope, id);
    },
  };
}

async function nameOf(scope: Scope, viewer: StaffSession | null): Promise<string> {
  if (!viewer) return 'Troo';
  const [user] = await scope.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(scope.owned(users, eq(users.id, viewer.userId)));
  return user?.firstName || 'Staff';
}

async function outletAvailability(scope: Scope, branchId: string): Promise<KitchenAvailability> {
  const { db } = scope;
  const [branch] = await db
    .select({ paused: branches.orderingPaused })
    .from(branches)
    .where(scope.owned(branches, eq(branches.id, branchId)));
  const dishes = await db
    .select({ item: menuItems, category: menuCategories.name })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(scope.owned(menuItems, eq(menuItems.branchId, branchId)))
    .orderBy(asc(menuItems.createdAt), asc(menuItems.name));
  const options = await db
    .select({ option: menuModifiers, group: menuModifierGroups })
    .from(menuModifiers)
    .innerJoin(menuModifierGroups, eq(menuModifierGroups.id, menuModifiers.modifierGroupId))
    .where(scope.owned(menuModifiers, eq(menuModifiers.branchId, branchId)))
    .orderBy(asc(menuModifierGroups.createdAt), asc(menuModifiers.createdAt));
  const changes = await lastChanges(scope, branchId);
  // The owner's menu and settings screens switch the same flags unrecorded: a recorded change the
  // state no longer agrees with is not the last one, so none is shown rather than a wrong one.
  const last = (subjectId: string, unavailable: boolean) => {
    const change = changes.get(subjectId);
    return change?.unavailable === unavailable ? change : null;
  };
  const paused = branch?.paused ?? false;
  return {
    branch_id: branchId,
    ordering_paused: paused,
    ordering_last_change: last(branchId, paused),
    dishes: dishes.map(({ item, category }) => ({
      _id: item.id,
      name: item.name,
      category_name: category,
      sold_out: item.isFrozen,
      last_change: last(item.id, item.isFrozen),
      options: options
        .filter(({ group }) => group.itemId === item.id)
        .map(({ option, group }) => ({
          _id: option.id,
          name: option.name,
          group_name: group.name,
          sold_out: option.isSoldOut,
          last_change: last(option.id, option.isSoldOut),
        })),
    })),
  };
}

/** The newest change of each subject of the outlet. */
async function lastChanges(scope: Scope, branchId: string): Promise<Map<string, AvailabilityChange>> {
  const rows = await scope.db
    .selectDistinctOn([availabilityChanges.subjectId], {
      subjectId: availabilityChanges.subjectId,
      unavailable: availabilityChanges.unavailable,
      by: availabilityChanges.changedByName,
      at: availabilityChanges.changedAt,
    })
    .from(availabilityChanges)
    .where(scope.owned(availabilityChanges, eq(availabilityChanges.branchId, branchId)))
    .orderBy(availabilityChanges.subjectId, desc(availabilityChanges.changedAt));
  return new Map(rows.map((row) => [row.subjectId, { unavailable: row.unavailable, by: row.by, at: row.at.toISOString() }]));
}
