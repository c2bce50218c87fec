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

/** Where the order goes: the spec's 'Pick Up' for a pickup, else the address, table or room. */
export function deliveryDetail(order: { order_type: string; table_number: string | null; delivery_address: string | null }): string {
  if (order.order_type === 'pickup') return 'Pick Up';
  if (order.order_type === 'delivery') return order.delivery_address ?? 'Delivery';
  return `${order.order_type === 'room' ? 'Room' : 'Table'} ${order.table_number ?? '1'}`;
}
