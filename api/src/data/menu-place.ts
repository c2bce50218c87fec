import { eq } from 'drizzle-orm';
import { groupInOtherCategoryMessage } from '@troo/shared/contract';
import { menuCategories, menuGroups } from '../db/schema.js';
import { findCategory, findGroup } from '../domain/menu.js';
import { Conflict } from '../errors.js';
import type { Scope } from './scope.js';

/**
 * The category and group a first dish names (POST /menu/addMenuItem with create_group): each is the
 * outlet's of that name (case-insensitively) if there is one, else made now, in the caller's
 * transaction so nothing stays behind when the item fails.
 *
 * Insert-then-read rather than read-then-insert: names are unique per outlet (lower(name) indexes),
 * so when two first dishes arrive at once, one insert wins and the other does nothing — it waits for
 * the winner's commit — then reads the winner's row. One category and one group, never a 409 for them.
 */
export async function findOrMakeGroup(scope: Scope, branchId: string, names: { category: string; group: string }) {
  const tx = scope.db;
  await tx
    .insert(menuCategories)
    .values(scope.ownedValues({ branchId, name: names.category }))
    .onConflictDoNothing();
  const category = await findCategory(scope, branchId, names.category);
  await tx
    .insert(menuGroups)
    .values(scope.ownedValues({ branchId, categoryId: category.id, name: names.group }))
    .onConflictDoNothing();
  const group = await findGroup(scope, branchId, names.group);
  if (group.categoryId !== category.id) {
    // Group names are per outlet, not per category: this name is taken elsewhere; the throw undoes the category.
    const [owner] = await tx
      .select({ name: menuCategories.name })
      .from(menuCategories)
      .where(scope.owned(menuCategories, eq(menuCategories.id, group.categoryId)));
    throw new Conflict(groupInOtherCategoryMessage(group.name, owner!.name));
  }
  return group;
}
