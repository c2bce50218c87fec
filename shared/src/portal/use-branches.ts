import { useEffect } from 'react';
import { branchesSlice, outletSlice, useApiQuery, useAppDispatch, useAppSelector } from '@troo/shared';
import { BRANCHES_FAILED } from '@troo/shared/contract';

/**
 * The signed-in business's outlets from GET /branch/getBranch, read once per visit and shared by
 * every screen that shows them. The answer is also kept in the persisted `branches` slice (the
 * spec's whitelist), so the list shows at once on the next start, before the network answers.
 */
export function useBranches() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const stored = useAppSelector((state) => state.branches.list);
  const query = useApiQuery('GET /branch/getBranch', signedIn ? {} : null);
  const dispatch = useAppDispatch();
  const fresh = query.status === 'success' ? query.data.data : null;

  useEffect(() => {
    if (fresh) dispatch(branchesSlice.actions.setBranches(fresh));
  }, [fresh, dispatch]);

  return {
    branches: fresh ?? stored,
    /** This visit's read has answered (the stored list may be stale or empty until then). */
    answered: query.status !== 'loading',
    error: query.status === 'error' ? BRANCHES_FAILED : null,
    refresh: query.retry,
  };
}

export const selectOutlet = outletSlice.actions.selectOutlet;
