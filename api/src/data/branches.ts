import { asc, isNull } from 'drizzle-orm';
import { branches } from '../db/schema.js';
import { createBranch, editBranch, removeBranch } from '../domain/branches.js';
import { findOwnBranch } from '../domain/businesses.js';
import { outletOf } from '../domain/menu.js';
import { readOrderingSettings, saveOrderingSettings, type CheckedSettings } from '../domain/ordering-settings.js';
import { NotFound } from '../errors.js';
import type { StaffSession } from '../plugins/auth.js';
import type { Scope } from './scope.js';

export type BranchRow = typeof branches.$inferSelect;
export type BranchRepository = ReturnType<typeof branchRepository>;

/**
 * The scoped business's outlets. `viewer` is the signed-in staff member, when there is one: an
 * employee sees only their own outlet.
 */
export function branchRepository(scope: Scope, viewer: StaffSession | null) {
  const { db } = scope;
  const live = () =>
    db
      .select()
      .from(branches)
      .where(scope.owned(branches, isNull(branches.removedAt)))
      .orderBy(asc(branches.createdAt));
  return {
    /** Live outlets, oldest first. */
    list: () => live(),
    /** A live outlet of the business, else 404. */
    find: (branchId: string) => findOwnBranch(scope, branchId),
    /** The id of an outlet this viewer may see, else 404 (an id that is no UUID included). */
    visibleOutlet: (branchId: string): Promise<string> =>
      viewer ? outletOf(scope, viewer, branchId) : findOwnBranch(scope, branchId).then((branch) => branch.id),
    /** The named outlet, or the business's first when none is named (the spec's calls often omit it). */
    async namedOrFirst(branchId: string | undefined): Promise<string> {
      const repository = branchRepository(scope, viewer);
      if (branchId) return repository.visibleOutlet(branchId);
      const [first] = await live().limit(1);
      if (!first) throw new NotFound('Branch not found');
      return repository.visibleOutlet(first.id);
    },
    create: (o: { name: string; address: string | null | undefined }) => createBranch(scope, o),
    edit: (branchId: string, o: { name: string; address: string | null | undefined }) => editBranch(scope, branchId, o),
    remove: (branchId: string, reason: string) => removeBranch(scope, branchId, reason),
    orderingSettings: (branchId: string) => readOrderingSettings(scope, branchId),
    /** Null when the outlet is not a live one of the business. */
    saveOrderingSettings: (branchId: string, settings: CheckedSettings) => saveOrderingSettings(scope, branchId, settings),
  };
}
