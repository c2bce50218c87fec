import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage, outletSlice, toast, useAppDispatch, useAppSelector } from '@troo/shared';
import { createBranch, editBranch, removeBranch, type BranchInput } from '../api/branches';

/** 'Failed to create branch', plus the server's reason when it gave one. */
function failureText(base: string, error: unknown): string {
  const reason = apiErrorMessage(error, '');
  return reason ? `${base}: ${reason}` : base;
}

/**
 * Create, edit and remove an outlet with the spec's toasts. One change at a time; after each
 * success the shared list is refreshed and the selected outlet kept in step.
 */
export function useBranchChanges(refresh: () => Promise<void>) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector((state) => state.outlet);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (work: () => Promise<void>, success: string, failure: string, afterSuccess?: () => void) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        await work();
        toast(success, 'success');
        afterSuccess?.();
        // Not awaited: the sheet closes now, the list catches up when the network allows.
        void refresh();
        return true;
      } catch (error) {
        toast(failureText(failure, error), 'error');
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [refresh],
  );

  const create = useCallback(
    (input: BranchInput) => run(() => createBranch(input), 'Branch created successfully', 'Failed to create branch'),
    [run],
  );

  const edit = useCallback(
    (branchId: string, input: BranchInput) =>
      run(() => editBranch(branchId, input), 'Branch updated successfully', 'Failed to update branch', () => {
        // The sidebar shows the selected outlet by name.
        if (selected.id === branchId) dispatch(outletSlice.actions.selectOutlet({ id: branchId, label: input.branch_name }));
      }),
    [run, selected.id, dispatch],
  );

  const remove = useCallback(
    (branchId: string, reason: string) =>
      run(() => removeBranch(branchId, reason), 'Branch deleted successfully', 'Failed to delete branch', () => {
        // A removed outlet cannot stay selected: back to 'All outlets'.
        if (selected.id === branchId) dispatch(outletSlice.actions.selectOutlet({ id: null, label: null }));
      }),
    [run, selected.id, dispatch],
  );

  return { busy, create, edit, remove };
}

export type BranchChanges = ReturnType<typeof useBranchChanges>;
