import type { StaffOrder } from '@troo/shared/contract';
import { OrderStatusChip, StatusChip } from '@troo/shared/kit';

/** An order's status as a chip, and a second one when its money was given back: a refund is never hidden. */
export function OrderStatusCell({ order }: { order: Pick<StaffOrder, 'status' | 'refunded'> }) {
  return (
    <span className="kt-status-cell">
      <OrderStatusChip status={order.status} />
      {order.refunded ? <StatusChip tone="warning">Refunded</StatusChip> : null}
    </span>
  );
}
