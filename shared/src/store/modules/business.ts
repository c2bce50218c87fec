import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import type { BusinessDetails } from '../../contract';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { RootState } from '../root-reducer';
import { businessSlice, type BusinessState } from '../slices/business';

// The business module: the business on screen (its details and colours) and a diner's ordering place
// (business, outlet, table from the QR code or link). Remotes read and change it only through here.

/** Where a diner orders: set by a QR code or an online link. */
export type OrderingPlace = Pick<BusinessState, 'businessIdentifier' | 'branchID' | 'groupName' | 'tableNo' | 'assetId' | 'URL'>;
/** A new ordering place; one without a QR code's asset (an online link) forgets the last one's. */
export type OrderingContext = Parameters<typeof businessSlice.actions.setOrderingContext>[0];

export const selectOrderingPlace = (state: Pick<RootState, 'business'>): OrderingPlace => {
  const { businessIdentifier, branchID, groupName, tableNo, assetId, URL } = state.business;
  return { businessIdentifier, branchID, groupName, tableNo, assetId, URL };
};
export const selectBusinessDetails = (state: Pick<RootState, 'business'>) => state.business.details;
export const selectBusinessColour = (state: Pick<RootState, 'business'>) => state.business.colour_scheme;

export const useOrderingPlace = () => useAppSelector(selectOrderingPlace, shallowEqual);
export const useBusinessDetails = () => useAppSelector(selectBusinessDetails);
/** The business's colour (the staff member's, or the one a diner scanned). */
export const useBusinessColour = () => useAppSelector(selectBusinessColour);
/** The page the QR code or link opened (the diner's way back to the menu), or null. */
export const useLandingUrl = () => useAppSelector((state) => state.business.URL);

const { actions } = businessSlice;

export const businessActions = {
  showDetails: (details: BusinessDetails) => actions.setDetails(details),
  setColourScheme: (colour: string) => actions.setColourScheme(colour),
  enterOrderingPlace: (context: OrderingContext) => actions.setOrderingContext(context),
  setTableNo: (tableNo: string) => actions.setTableNo(tableNo),
};

type Bound = { [K in keyof typeof businessActions]: (...args: Parameters<(typeof businessActions)[K]>) => void };

/** The business's changes, bound to the store. */
export function useBusinessActions(): Bound {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      showDetails: (details) => void dispatch(businessActions.showDetails(details)),
      setColourScheme: (colour) => void dispatch(businessActions.setColourScheme(colour)),
      enterOrderingPlace: (context) => void dispatch(businessActions.enterOrderingPlace(context)),
      setTableNo: (tableNo) => void dispatch(businessActions.setTableNo(tableNo)),
    }),
    [dispatch],
  );
}

/** A business state for this place (and details): a test's preloaded `business`. */
export function businessStateWith(context: OrderingContext, details?: BusinessDetails) {
  const placed = businessSlice.reducer(undefined, actions.setOrderingContext(context));
  return { business: details ? businessSlice.reducer(placed, actions.setDetails(details)) : placed };
}
