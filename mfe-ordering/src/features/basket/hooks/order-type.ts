import { storeOrderType, type OnlineOrderType, type useBasketActions } from '@troo/shared';
import { koboOf } from '@troo/shared/contract';

/**
 * Choosing pickup or delivery (spec §4): stores it where checkout reads it (@troo/shared), clears the customer's details and location, and
 * sets the delivery fee to the outlet's fixed price for delivery, 0 for pickup.
 */
export function chooseOrderType(basket: ReturnType<typeof useBasketActions>, type: OnlineOrderType, fixedPrice: number) {
  storeOrderType(type);
  basket.setCustomer({
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    streetAddress: '',
    customerTown: '',
    deliveryDate: '',
    deliveryTime: '',
    selectedLocation: null,
  });
  const fee = type === 'delivery' ? fixedPrice : 0;
  basket.setDeliveryFeeKobo(koboOf(fee));
  try {
    sessionStorage.setItem('deliveryFee', String(fee));
  } catch {
    // No storage: the basket's delivery fee still holds for this visit.
  }
}
