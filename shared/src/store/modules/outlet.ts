import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { Branch } from '../../contract';
import { useAppDispatch, useAppSelector } from '../hooks';
import { branchesSlice, outletSlice, type OutletState } from '../slices/branches';

// The outlet module: the outlet a staff member works in (the outlet selector), and the business's
// outlets as last read. Remotes read and change them only through here.

export type SelectedOutlet = OutletState;

export const useSelectedOutlet = () => useAppSelector((state) => state.outlet, shallowEqual);
export const useSelectedOutletId = () => useAppSelector((state) => state.outlet.id);
/** Set when GET /branch/getBranch/{id} answered 404. */
export const useBranchNotFoundMessage = () => useAppSelector((state) => state.branches.notFoundMessage);
export const useStoredBranches = () => useAppSelector((state) => state.branches.list);

export const outletActions = {
  selectOutlet: (outlet: SelectedOutlet) => outletSlice.actions.selectOutlet(outlet),
  setBranches: (list: Branch[]) => branchesSlice.actions.setBranches(list),
  setBranchNotFound: (message: string | null) => branchesSlice.actions.setBranchNotFound(message),
};

type Bound = { [K in keyof typeof outletActions]: (...args: Parameters<(typeof outletActions)[K]>) => void };

export function useOutletActions(): Bound {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      selectOutlet: (outlet) => void dispatch(outletActions.selectOutlet(outlet)),
      setBranches: (list) => void dispatch(outletActions.setBranches(list)),
      setBranchNotFound: (message) => void dispatch(outletActions.setBranchNotFound(message)),
    }),
    [dispatch],
  );
}
