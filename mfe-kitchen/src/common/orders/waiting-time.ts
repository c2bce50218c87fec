import type { StaffOrder } from '@troo/shared/contract';
import { lagosMidnight } from '@troo/shared/contract';
import type { WaitingThresholds } from './waiting-thresholds';

export type WaitingLevel = 'fresh' | 'warn' | 'late';

/**
 * From when an order counts as waiting: when it was paid, or, for a scheduled order, when it is due
 * (Lagos day and time): a delivery due at 18:00 has not waited since midnight.
 */
export function waitingSince(order: Pick<StaffOrder, 'createdAt' | 'scheduled_for' | 'scheduled_time'>): number {
  const paid = new Date(order.createdAt).getTime();
  if (!order.scheduled_for) return paid;
  const [hours = 0, minutes = 0] = (order.scheduled_time ?? '00:00').split(':').map(Number);
  const due = lagosMidnight(order.scheduled_for).getTime() + (hours * 60 + minutes) * 60_000;
  return Math.max(paid, due);
}

/** A wait as the kitchen reads it: minutes under an hour ('7 min'), else hours and minutes ('1:05 h'). */
export function waitingText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
}

export function waitingLevel(ms: number, thresholds: WaitingThresholds): WaitingLevel {
  const minutes = ms / 60_000;
  if (minutes >= thresholds.lateMinutes) return 'late';
  if (minutes >= thresholds.warnMinutes) return 'warn';
  return 'fresh';
}

/** A queue: the order waiting longest first (scheduled ones by due time), ties by number. */
export function oldestFirst<T extends Pick<StaffOrder, 'createdAt' | 'scheduled_for' | 'scheduled_time' | 'order_number'>>(
  orders: T[],
): T[] {
  return [...orders].sort(
    (a, b) => waitingSince(a) - waitingSince(b) || a.order_number.localeCompare(b.order_number, 'en', { numeric: true }),
  );
}

/**
 * How long an order waited: until now while open, until it was served or cancelled once finished
 * (its last change; nothing changes a finished order but a refund, which does not move this time much).
 */
export function waitedMs(
  order: Pick<StaffOrder, 'status' | 'createdAt' | 'updatedAt' | 'scheduled_for' | 'scheduled_time'>,
  now: number,
): number {
  const finished = order.status === 'served' || order.status === 'cancel';
  return (finished ? new Date(order.updatedAt).getTime() : now) - waitingSince(order);
}
