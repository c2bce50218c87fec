import { useRef } from 'react';
import { useBranches } from '@troo/shared/portal';

/**
 * The business's outlets (shared store, so the sidebar selector sees every change), plus whether
 * this visit's GET /branch/getBranch has answered: the persisted list may be stale or empty, and
 * 'No outlets yet' must not flash while a slow network is still loading.
 */
export function useBranchList() {
  const { branches, error, refresh } = useBranches();
  const listAtMount = useRef(branches);
  // Every answer stores a fresh array, so a new reference (or an error) means the fetch is done.
  const answered = branches !== listAtMount.current || error !== null;
  return { branches, error, refresh, answered };
}
