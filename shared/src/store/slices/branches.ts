import { defineSlice } from '../define-slice';
import type { Branch } from '../../contract';

export interface BranchesState {
  list: Branch[];
  /** Set when GET /branch/getBranch/{id} answers 404. */
  notFoundMessage: string | null;
}

const noBranches: BranchesState = { list: [], notFoundMessage: null };

export const branchesSlice = defineSlice(
  'branches',
  noBranches,
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

const allOutlets: OutletState = { label: null, id: null };

export const outletSlice = defineSlice(
  'outlet',
  allOutlets,
  { selectOutlet: (_state, outlet: OutletState) => outlet },
  { resetsWithSession: true },
);
