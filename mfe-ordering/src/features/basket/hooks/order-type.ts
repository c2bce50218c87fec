import type { Dispatch, UnknownAction } from 'redux';
import { basketSlice, storedOrderType, storeOrderType, type OnlineOrderType } from '@troo/shared';

type AppDispatch = Dispatch<UnknownAction>;

/** Pickup or Delivery; stored where checkout reads it (@troo/shared). */
export type OrderType = OnlineOrderType;
export { storedOrderType };

/**
 * Choosing pickup or delivery (spec §4): stores it, clears the customer's details and location, and
 * sets the delivery fee to the outlet's fixed price for delivery, 0 for pickup.
 */
export function chooseOrderType(dispatch: AppDispatch, type: OrderType, fixedPrice: number) {
  storeOrderType(type);
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
