import type { Dispatch, UnknownAction } from 'redux';
import { basketSlice } from '@troo/shared';

type AppDispatch = Dispatch<UnknownAction>;

export type OrderType = 'pickup' | 'delivery';

/** Where the chosen option is kept locally, for the checkout screens (spec §4). */
export const ORDER_TYPE_KEY = 'orderType';

export function storedOrderType(): OrderType | null {
  try {
    const value = localStorage.getItem(ORDER_TYPE_KEY);
    return value === 'pickup' || value === 'delivery' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Choosing pickup or delivery (spec §4): stores it, clears the customer's details and location, and
 * sets the delivery fee to the outlet's fixed price for delivery, 0 for pickup.
 */
export function chooseOrderType(dispatch: AppDispatch, type: OrderType, fixedPrice: number) {
  try {
    localStorage.setItem(ORDER_TYPE_KEY, type);
  } catch {
    // No storage: the choice still holds for this visit.
  }
  dispatch(
    basketSlice.actions.setCustomer({
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      streetAddress: '',
      customerTown: '',
      deliveryDate: '',
      deliveryTime: '',
      selectedLocation: null,
    }),
  );
  const fee = type === 'delivery' ? fixedPrice : 0;
  dispatch(basketSlice.actions.setDeliveryFee(fee));
  try {
    sessionStorage.setItem('deliveryFee', String(fee));
  } catch {
    // As above.
  }
}
