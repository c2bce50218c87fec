import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../hooks';
import type { RootState } from '../root-reducer';
import { businessSlice, type BusinessState } from '../slices/business';
import { useBoundActions } from './bound-actions';

// The business module: the business on screen (its details and colours) and a diner's ordering place
// (business, outlet, table from the QR code or link). Remotes read and change it only through here.

/** Where a diner orders: set by a QR code or an online link. */
export type OrderingPlace = Pick<BusinessState, 'businessIdentifier' | 'branchID' | 'groupName' | 'tableNo' | 'assetId' | 'URL'>;
/** A new ordering place; one without a QR code's asset (an online link) forgets the last one's. */
export type OrderingContext = Parameters<typeof businessSlice.actions.enterOrderingPlace>[0];

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

/** The business's changes as actions: showDetails, setColourScheme, enterOrderingPlace, setTableNo. */
export const businessActions = businessSlice.actions;

/** The business's changes, bound to the store. */
export const useBusinessActions = () => useBoundActions(businessActions);
