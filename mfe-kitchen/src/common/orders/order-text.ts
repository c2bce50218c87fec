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

/** The spec's Channel column: its first 6 characters. */
export const channelText = (channel: string) => channel.slice(0, 6);

/** Where the order goes, as a word staff read at a glance: 'Table 4', 'Room 12', the spec's 'Pick Up', 'Delivery'. */
export function orderPlace(order: { order_type: string; table_number: string | null }): string {
  if (order.order_type === 'pickup') return 'Pick Up';
  if (order.order_type === 'delivery') return 'Delivery';
  return `${order.order_type === 'room' ? 'Room' : 'Table'} ${order.table_number ?? '1'}`;
}

// A scheduled day is a Lagos calendar date already: written as it is, whatever the device's zone.
const dueDay = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** When a scheduled order is due, in Lagos time ('Fri 27 Nov, 12:30'), or null when it is not scheduled. */
export function dueText(order: { scheduled_for: string | null; scheduled_time: string | null }): string | null {
  if (!order.scheduled_for) return null;
  const day = dueDay.format(new Date(`${order.scheduled_for}T00:00:00Z`));
  return order.scheduled_time ? `${day}, ${order.scheduled_time}` : day;
}

/** A phone number as a tel: link dials it: digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
