import {
  INVALID_PHONE,
  isCalendarDate,
  isEmailAddress,
  isPhoneNumber,
  lagosDate,
  SCHEDULE_DAYS_AHEAD,
  SCHEDULE_INVALID,
  SCHEDULE_TOO_FAR,
  type CheckoutBasket,
  type CheckoutCustomer,
} from '@troo/shared/contract';
import type { branches, OrderCustomer } from '../../db/schema.js';
import { BadRequest } from '../../errors.js';

// The diner's details a checkout keeps, checked against how the food is to be got (customer spec §5).

export const NAME_REQUIRED = 'Please enter your name.';
export const DELIVERY_DETAILS_REQUIRED = 'Please enter your phone number, email and address for delivery.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const SCHEDULE_NOT_OFFERED = 'This outlet does not take scheduled deliveries.';
export const PICKUP_LOCATION_UNKNOWN = 'Choose a pickup location from the list.';

const clean = (value: string | null | undefined) => value?.trim() || null;

export function orderCustomer(
  input: CheckoutCustomer,
  orderType: CheckoutBasket['order_type'],
  branch: typeof branches.$inferSelect,
  now = new Date(),
): OrderCustomer {
  const name = clean(input.name);
  if (!name) throw new BadRequest(NAME_REQUIRED);
  const email = clean(input.email);
  if (email && !isEmailAddress(email)) throw new BadRequest(EMAIL_INVALID);
  const customer: OrderCustomer = {
    name,
    tableNumber: orderType === 'table' || orderType === 'room' ? clean(input.table_number) : null,
    email,
    phone: clean(input.phone),
    address: orderType === 'delivery' ? clean(input.address) : null,
    pickupLocation: orderType === 'pickup' ? clean(input.pickup_location) : null,
    scheduledDate: null,
    scheduledTime: null,
  };

  if (orderType === 'delivery') {
    if (!customer.phone || !customer.address || !customer.email) throw new BadRequest(DELIVERY_DETAILS_REQUIRED);
    const date = clean(input.scheduled_date);
    const time = clean(input.scheduled_time);
    if (date || time) {
      if (!branch.canScheduleDelivery) throw new BadRequest(SCHEDULE_NOT_OFFERED);
      if (!date || !time || !isCalendarDate(date) || date < lagosDate(now, 1) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
        throw new BadRequest(SCHEDULE_INVALID);
      }
      // A day no one will reach would sit on the Scheduled tab for ever.
      if (date > lagosDate(now, SCHEDULE_DAYS_AHEAD)) throw new BadRequest(SCHEDULE_TOO_FAR);
      customer.scheduledDate = date;
      customer.scheduledTime = time;
    }
  }
  // The counter calls a pickup's diner by name and phone. Checked when given: an ordering remote released
  // before it asked for the phone still sends none, and its diners must still be able to pay.
  if (orderType === 'pickup' && customer.phone && !isPhoneNumber(customer.phone)) throw new BadRequest(INVALID_PHONE);
  if (orderType === 'pickup' && customer.pickupLocation) {
    const offered = [...branch.pickupLocations, branch.address ?? ''].map((place) => place.trim().toLowerCase());
    if (!offered.includes(customer.pickupLocation.toLowerCase())) throw new BadRequest(PICKUP_LOCATION_UNKNOWN);
  }
  return customer;
}
