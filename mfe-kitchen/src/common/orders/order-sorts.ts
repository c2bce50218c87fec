import type { StaffOrder } from '@troo/shared/contract';
import { waitedMs } from './waiting-time';

// How tickets and history may be ordered (their cards have no column headings to press on a
// screen): newest first as the server sends them, or by another column of the list.

export interface OrderSort {
  label: string;
  /** null: as the server sends them (newest first). */
  value: ((order: StaffOrder) => number | string) | null;
  direction: 'ascending' | 'descending';
}

export const NEWEST_FIRST: OrderSort = { label: 'Newest first', value: null, direction: 'descending' };
export const OLDEST_FIRST: OrderSort = { label: 'Oldest first', value: (order) => order.createdAt, direction: 'ascending' };
export const BY_NUMBER: OrderSort = { label: 'Order number', value: (order) => Number(order.order_number) || 0, direction: 'ascending' };
export const BY_AMOUNT: OrderSort = { label: 'Amount, highest first', value: (order) => order.total_price, direction: 'descending' };
export const byWaited = (now: number): OrderSort => ({
  label: 'Waited longest first',
  value: (order) => (order.status === 'Pending' ? -1 : waitedMs(order, now)),
  direction: 'descending',
});
