import { useCallback } from 'react';
import { apiErrorMessage, toast, useAction, useInvalidate, useOutletActions, useSelectedOutlet } from '@troo/shared';
import {
  BRANCH_CREATE_FAILED,
  BRANCH_CREATED,
  BRANCH_DELETE_FAILED,
  BRANCH_DELETED,
  BRANCH_UPDATE_FAILED,
  BRANCH_UPDATED,
} from '@troo/shared/contract';
import { createBranch, editBranch, removeBranch, type BranchInput } from '../api/branches';

/** 'Failed to create branch', plus the server's reason when it gave one. */
function failureText(base: string, error: unknown): string {
  const reason = apiErrorMessage(error, '');
  return reason ? `${base}: ${reason}` : base;
}

/**
 * Create, edit and remove an outlet with the spec's toasts. One change at a time; after each
 * success every screen showing outlets reads them again and the selected outlet is kept in step.
 */
export function useBranchChanges() {
  const { selectOutlet } = useOutletActions();
  const selected = useSelectedOutlet();
  const invalidate = useInvalidate();
  const { busy, run } = useAction();

  const change = useCallback(
    (work: () => Promise<void>, success: string, failure: string, afterSuccess?: () => void) =>
      run(
        async () => {
          await work();
          toast(success, 'success');
          afterSuccess?.();
          invalidate('GET /branch/getBranch');
          invalidate('GET /branch/getBranch/:id');
        },
        { onError: (error) => toast(failureText(failure, error), 'error') },
      ),
    [run, invalidate],
  );

  const create = useCallback((input: BranchInput) => change(() => createBranch(input), BRANCH_CREATED, BRANCH_CREATE_FAILED), [change]);

  const edit = useCallback(
    (branchId: string, input: BranchInput) =>
      change(
        () => editBranch(branchId, input),
        BRANCH_UPDATED,
        BRANCH_UPDATE_FAILED,
        () => {
          // The sidebar shows the selected outlet by name.
          if (selected.id === branchId) selectOutlet({ id: branchId, label: input.branch_name });
        },
      ),
    [change, selected.id, selectOutlet],
  );

  const remove = useCallback(
    (branchId: string, reason: string) =>
      change(
        () => removeBranch(branchId, reason),
        BRANCH_DELETED,
        BRANCH_DELETE_FAILED,
        () => {
          // A removed outlet cannot stay selected: back to 'All outlets'.
          if (selected.id === branchId) selectOutlet({ id: null, label: null });
        },
      ),
    [change, selected.id, selectOutlet],
  );

  return { busy, create, edit, remove };
}

export type BranchChanges = ReturnType<typeof useBranchChanges>;
