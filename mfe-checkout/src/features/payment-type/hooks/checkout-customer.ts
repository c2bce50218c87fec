import type { BasketState, BusinessState } from '@troo/shared';
import type { CheckoutCustomer } from '@troo/shared/contract';

const orNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Who the order is for and where it goes, from what the basket screens collected. */
export function checkoutCustomer(basket: BasketState, business: BusinessState): CheckoutCustomer {
  const email = orNull(basket.customerEmail);
  const phone = orNull(basket.customerPhone);
  const address = orNull(basket.streetAddress);
  const table = orNull(business.tableNo) ?? orNull(basket.customerTableNumber);
  return {
    name: orNull(basket.customerName) ?? 'Guest',
    ...(table ? { table_number: table } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(address ? { address } : {}),
    pickup_location: orNull(basket.selectedLocation),
    scheduled_date: orNull(basket.deliveryDate),
    scheduled_time: orNull(basket.deliveryTime),
  };
}
