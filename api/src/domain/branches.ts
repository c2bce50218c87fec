import { count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Scope } from '../data/scope.js';
import { branches, businesses } from '../db/schema.js';
import { BRANCH_NAME_REQUIRED, tooLongMessage } from '@troo/shared/contract';
import { BadRequest, Conflict } from '../errors.js';
import { findOwnBranch } from './businesses.js';
import { isUniqueViolation } from './unique-violation.js';

// Outlets of the signed-in business. Every lookup goes through findOwnBranch, so another
// business's branch id answers 404 like a missing one.

export const BRANCH_NAME_TAKEN = 'A branch with this name already exists.';
export const LAST_BRANCH = 'A business needs at least one outlet.';
export const REMOVAL_REASON_REQUIRED = 'Please give a reason for removing this branch.';
const NAME_MAX = 80;
const ADDRESS_MAX = 300;
const REASON_MAX = 300;

type BranchRow = typeof branches.$inferSelect;

/** A trimmed branch name, or the message for a missing or over-long one. */
export function checkBranchName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new BadRequest(BRANCH_NAME_REQUIRED);
  if (trimmed.length > NAME_MAX) throw new BadRequest(tooLongMessage('Branch name', NAME_MAX));
  return trimmed;
}

/** undefined keeps the stored address, '' clears it. */
export function checkBranchAddress(address: string | undefined): string | null | undefined {
  if (address === undefined) return undefined;
  const trimmed = address.trim();
  if (trimmed.length > ADDRESS_MAX) throw new BadRequest(tooLongMessage('Address', ADDRESS_MAX));
  return trimmed || null;
}

export function checkRemovalReason(reason: string | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (!trimmed) throw new BadRequest(REMOVAL_REASON_REQUIRED);
  if (trimmed.length > REASON_MAX) throw new BadRequest(tooLongMessage('Reason', REASON_MAX));
  return trimmed;
}

/** Live branch names are unique per business regardless of case (the database enforces it too). */
async function assertNameFree(scope: Scope, name: string, exceptBranchId?: string): Promise<void> {
  const [clash] = await scope.db
    .select({ id: branches.id })
    .from(branches)
    .where(
      scope.owned(
        branches,
        isNull(branches.removedAt),
        sql`lower(${branches.name}) = lower(${name})`,
        exceptBranchId ? ne(branches.id, exceptBranchId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new Conflict(BRANCH_NAME_TAKEN);
}

/** Runs a branch change in one transaction; a name taken by a parallel request is a 409 too. */
async function inTransaction<T>(scope: Scope, work: (tx: Scope) => Promise<T>): Promise<T> {
  try {
    return await scope.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, 'branches_live_name_key')) throw new Conflict(BRANCH_NAME_TAKEN);
    throw error;
  }
}

export function createBranch(scope: Scope, o: { name: string; address: string | null | undefined }): Promise<BranchRow> {
  return inTransaction(scope, async (tx) => {
    await assertNameFree(tx, o.name);
    const [branch] = await tx.db
      .insert(branches)
      .values(tx.ownedValues({ name: o.name, address: o.address ?? null }))
      .returning();
    return branch!;
  });
}

export function editBranch(scope: Scope, branchId: string, o: { name: string; address: string | null | undefined }): Promise<BranchRow> {
  return inTransaction(scope, async (tx) => {
    await findOwnBranch(tx, branchId);
    await assertNameFree(tx, o.name, branchId);
    const [branch] = await tx.db
      .update(branches)
      .set({ name: o.name, ...(o.address !== undefined ? { address: o.address } : {}) })
      .where(eq(branches.id, branchId))
      .returning();
    return branch!;
  });
}

/** Soft-deletes a branch with the reason given, never the business's last live one. */
export function removeBranch(scope: Scope, branchId: string, reason: string): Promise<BranchRow> {
  return inTransaction(scope, async (tx) => {
    // Lock the business so two removals at once cannot leave it with no outlet.
    await tx.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, tx.businessId)).for('no key update');
    await findOwnBranch(tx, branchId);
    const [live] = await tx.db
      .select({ n: count() })
      .from(branches)
      .where(tx.owned(branches, isNull(branches.removedAt)));
    if ((live?.n ?? 0) <= 1) throw new BadRequest(LAST_BRANCH);
    const [removed] = await tx.db
      .update(branches)
      .set({ removedAt: new Date(), removalReason: reason })
      .where(eq(branches.id, branchId))
      .returning();
    return removed!;
  });
}
