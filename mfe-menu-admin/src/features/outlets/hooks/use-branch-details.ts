import { useEffect } from 'react';
import { useApiQuery, useOutletActions } from '@troo/shared';
import { BRANCH_NOT_FOUND } from '@troo/shared/contract';

/** One outlet from GET /branch/getBranch/{id}; a 404 sets the store's branch-not-found state (spec §4). */
export function useBranchDetails(branchId: string) {
  const { setBranchNotFound } = useOutletActions();
  const query = useApiQuery('GET /branch/getBranch/:id', { params: { id: branchId } });
  const notFound = query.status === 'error' && query.error.status === 404;

  useEffect(() => {
    setBranchNotFound(notFound ? BRANCH_NOT_FOUND : null);
  }, [setBranchNotFound, notFound]);

  return { query, notFound };
}
