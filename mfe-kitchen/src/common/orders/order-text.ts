// How staff screens write an order's who and when: the diner as first name plus the initial of the
// second, and Lagos dates and times (the restaurant's clock, whatever the device's).
import { LAGOS_TIME_ZONE } from '@troo/shared/contract';

export function shortName(fullName: string): string {
  const [first = '', second] = fullName.trim().split(/\s+/);
  return second ? `${first} ${second.charAt(0).toUpperCase()}.` : first;
}

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: LAGOS_TIME_ZONE });
// en-CA writes dates as YYYY-MM-DD, the shape of the spec's "first 10 characters of createdAt".
const date = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: LAGOS_TIME_ZONE });

export const orderTime = (iso: string) => time.format(new Date(iso));
export const orderDate = (iso: string) => date.format(new Date(iso));

// Where an order goes and when it is due are written once for staff and diners alike (the receipt
// shows them too); the kitchen's screens keep importing them from here.
export { orderPlace } from '@troo/shared';
export { dueText } from '@troo/shared/contract';

/** A phone number as a tel: link dials it: digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
