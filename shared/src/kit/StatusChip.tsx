import type { ReactNode } from 'react';
import type { OrderStatus } from '@troo/shared/contract';
import './status-chip.css';

export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

/** A short state in a coloured pill with a dot: 'Coming soon', 'Served', 'Sold out'. */
export function StatusChip({ tone = 'neutral', children }: { tone?: ChipTone; children: ReactNode }) {
  return (
    <span className={`troo-chip troo-chip--${tone}`}>
      <span className="troo-chip__dot" aria-hidden="true" />
      {children}
    </span>
  );
}

/** The spec's order statuses as staff and diners read them; the colours of the spec's status dots. */
export const ORDER_STATUS_CHIPS: Record<OrderStatus, { label: string; tone: ChipTone }> = {
  Ordered: { label: 'New', tone: 'info' },
  Accepted: { label: 'Accepted', tone: 'danger' },
  Pending: { label: 'Scheduled', tone: 'warning' },
  served: { label: 'Served', tone: 'success' },
  cancel: { label: 'Cancelled', tone: 'neutral' },
};

/** An order's status as a chip. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { label, tone } = ORDER_STATUS_CHIPS[status];
  return <StatusChip tone={tone}>{label}</StatusChip>;
}
