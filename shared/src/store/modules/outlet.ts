import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../hooks';
import { branchesSlice, outletSlice, type OutletState } from '../slices/branches';
import { useBoundActions } from './bound-actions';

// The outlet module: the outlet a staff member works in (the outlet selector), and the business's
// outlets as last read. Remotes read and change them only through here.

export type SelectedOutlet = OutletState;

export const useSelectedOutlet = () => useAppSelector((state) => state.outlet, shallowEqual);
/** Set when GET /branch/getBranch/{id} answered 404. */
export const useBranchNotFoundMessage = () => useAppSelector((state) => state.branches.notFoundMessage);

/** The outlet's changes as actions: selectOutlet, setBranches, setBranchNotFound. */
export const outletActions = { ...outletSlice.actions, ...branchesSlice.actions };

/** The outlet's changes, bound to the store. */
export const useOutletActions = () => useBoundActions(outletActions);
