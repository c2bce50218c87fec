import { defineSlice } from '../define-slice';
import type { Branch } from '../../api/types';

export interface BranchesState {
  list: Branch[];
  /** Set when GET /branch/getBranch/{id} answers 404. */
  notFoundMessage: string | null;
}

export const branchesSlice = defineSlice(
  'branches',
  { list: [], notFoundMessage: null } as BranchesState,
  {
    setBranches: (state, list: Branch[]) => ({ ...state, list }),
    setBranchNotFound: (state, notFoundMessage: string | null) => ({ ...state, notFoundMessage }),
  },
  { resetsWithSession: true },
);

/** The outlet the signed-in user is working in; it scopes every later branch call. */
export interface OutletState {
  label: string | null;
  id: string | null;
}

export const outletSlice = defineSlice(
  'outlet',
  { label: null, id: null } as OutletState,
  { selectOutlet: (_state, outlet: OutletState) => outlet },
  { resetsWithSession: true },
);
