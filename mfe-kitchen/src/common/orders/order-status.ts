import type { StaffOrder } from '@troo/shared/contract';

/** The status filter of tickets and history: each status by its label, and refunded orders apart. */
export const STATUS_FILTERS = ['All', 'New', 'Accepted', 'Scheduled', 'Served', 'Cancelled', 'Refunded'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

const STATUS_OF: Record<Exclude<StatusFilter, 'All' | 'Refunded'>, StaffOrder['status']> = {
  New: 'Ordered',
  Accepted: 'Accepted',
  Scheduled: 'Pending',
  Served: 'served',
  Cancelled: 'cancel',
};

export function matchesStatus(order: Pick<StaffOrder, 'status' | 'refunded'>, filter: StatusFilter): boolean {
  if (filter === 'All') return true;
  if (filter === 'Refunded') return order.refunded;
  return order.status === STATUS_OF[filter];
}
