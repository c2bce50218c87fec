import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage, apiErrorStatus, branchesSlice, useAppDispatch, type Branch } from '@troo/shared';
import { fetchBranch } from '../api/branches';

export const BRANCH_NOT_FOUND = 'Branch not found';

export type BranchDetailsState =
  | { status: 'loading'; branch?: undefined }
  | { status: 'loaded'; branch: Branch }
  | { status: 'not-found'; branch?: undefined }
  | { status: 'error'; branch?: undefined; message: string };

/** One outlet from GET /branch/getBranch/{id}; a 404 sets the store's branch-not-found state. */
export function useBranchDetails(branchId: string) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<BranchDetailsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // A reload of the branch on screen keeps showing it; another branch starts from 'loading'.
    setState((previous) => (previous.branch?._id === branchId ? previous : { status: 'loading' }));
    dispatch(branchesSlice.actions.setBranchNotFound(null));
    fetchBranch(branchId)
      .then((branch) => {
        if (current) setState({ status: 'loaded', branch });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (apiErrorStatus(error) === 404) {
          dispatch(branchesSlice.actions.setBranchNotFound(BRANCH_NOT_FOUND));
          setState({ status: 'not-found' });
        } else {
          setState({ status: 'error', message: apiErrorMessage(error) });
        }
      });
    return () => {
      current = false;
    };
  }, [branchId, attempt, dispatch]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
