import { defineSlice } from '../define-slice';
import type { BusinessDetails } from '../../contract';
import { DEFAULT_COLOUR } from '../../theme/colours';

/** The business whose colours and name are on screen: the staff member's, or the one a diner scanned. */
export interface BusinessState {
  details: BusinessDetails | null;
  colour_scheme: string;
  /** Customer context from the QR code or link. */
  businessIdentifier: string | null;
  branchID: string | null;
  groupName: string | null;
  tableNo: string | null;
  /** The id of the table's or room's QR code (its `asset`): checkout orders for that place. Null for a link without one. */
  assetId: string | null;
  URL: string | null;
}

const initialState: BusinessState = {
  details: null,
  colour_scheme: DEFAULT_COLOUR,
  businessIdentifier: null,
  branchID: null,
  groupName: null,
  tableNo: null,
  assetId: null,
  URL: null,
};

export const businessSlice = defineSlice('business', initialState, {
  showDetails: (state, details: BusinessDetails) => ({ ...state, details, colour_scheme: details.colour_scheme }),
  setColourScheme: (state, colour_scheme: string) => ({
    ...state,
    colour_scheme,
    details: state.details ? { ...state.details, colour_scheme } : null,
  }),
  /** A new ordering context; one without a QR code's asset (an online link) forgets the last one's. */
  enterOrderingPlace: (
    state,
    context: Pick<BusinessState, 'businessIdentifier' | 'branchID' | 'groupName' | 'tableNo' | 'URL'> & { assetId?: string | null },
  ) => ({
    ...state,
    assetId: null,
    ...context,
  }),
  setTableNo: (state, tableNo: string) => ({ ...state, tableNo }),
});
