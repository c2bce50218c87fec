import type { BasketCustomer, OrderingPlace } from '@troo/shared';
import { namedGroup, type CheckoutCustomer } from '@troo/shared/contract';

const orNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * Who the order is for and where it goes, from what the basket screens collected. A QR code's table
 * goes as its code (`asset_id`; the server orders for that table whatever else is sent), or, for a
 * code printed without one, as its group and number.
 */
export function checkoutCustomer(basket: BasketCustomer, business: OrderingPlace): CheckoutCustomer {
  const email = orNull(basket.customerEmail);
  const phone = orNull(basket.customerPhone);
  const address = orNull(basket.streetAddress);
  const table = orNull(business.tableNo) ?? orNull(basket.customerTableNumber);
  const assetId = orNull(business.assetId);
  const group = table ? namedGroup(orNull(business.groupName)) : null;
  return {
    name: orNull(basket.customerName) ?? 'Guest',
    ...(table ? { table_number: table } : {}),
    ...(assetId ? { asset_id: assetId } : group ? { table_group: group } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(address ? { address } : {}),
    pickup_location: orNull(basket.selectedLocation),
    scheduled_date: orNull(basket.deliveryDate),
    scheduled_time: orNull(basket.deliveryTime),
  };
}
