import { useCallback, useEffect, useState } from 'react';
import { api, branchesSlice, outletSlice, useAppDispatch, useAppSelector } from '@troo/shared';
import type { ApiEnvelope, Branch } from '@troo/shared';

/** The signed-in business's outlets, refreshed from GET /branch/getBranch on first use. */
export function useBranches() {
  const branches = useAppSelector((state) => state.branches.list);
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const { data } = await api.get<ApiEnvelope<Branch[]>>('/branch/getBranch', { silent: true });
      dispatch(branchesSlice.actions.setBranches(data.data));
      setError(null);
    } catch {
      setError('Failed to fetch branches');
    }
  }, [dispatch]);

  useEffect(() => {
    if (signedIn) void refresh();
  }, [signedIn, refresh]);

  return { branches, error, refresh };
}

/** The outlet every branch-scoped call uses: the one picked, else the business's first. */
export function useCurrentBranchId(): string | null {
  const picked = useAppSelector((state) => state.outlet.id);
  const first = useAppSelector((state) => state.branches.list[0]?._id ?? null);
  return picked ?? first;
}

export const selectOutlet = outletSlice.actions.selectOutlet;
