import type { Dispatch, UnknownAction } from 'redux';
import { basketSlice, storeOrderType, type OnlineOrderType } from '@troo/shared';

type AppDispatch = Dispatch<UnknownAction>;

/**
 * Choosing pickup or delivery (spec §4): stores it where checkout reads it (@troo/shared), clears the customer's details and location, and
 * sets the delivery fee to the outlet's fixed price for delivery, 0 for pickup.
 */
export function chooseOrderType(dispatch: AppDispatch, type: OnlineOrderType, fixedPrice: number) {
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
    // No storage: the basket's delivery fee still holds for this visit.
  }
}
