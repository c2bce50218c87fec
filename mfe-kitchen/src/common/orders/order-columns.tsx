import type { OrderColumn } from './OrderTable';
import { OrderStatusCell } from './OrderStatusCell';
import { orderPlace, orderTime } from './order-text';
import { waitedMs, waitingText } from './waiting-time';

// The columns tickets and history share: where the order went, its status, when it was placed and
// how long it waited.

/**
 * The channel as the order came: the table with its group, the room, pickup or delivery, and under it
 * who took it when a member of staff did ('Taken by Ada O.'); a diner's own order shows the place alone.
 */
export const channelColumn: OrderColumn = {
  header: 'Channel',
  cell: (order) =>
    order.taken_by ? (
      <>
        {orderPlace(order)}
        <span className="kt-table__taker">Taken by {order.taken_by}</span>
      </>
    ) : (
      orderPlace(order)
    ),
};

export const statusColumn: OrderColumn = { header: 'Status', cell: (order) => <OrderStatusCell order={order} /> };

export const placedColumn: OrderColumn = { header: 'Time', cell: (order) => orderTime(order.createdAt) };

/** How long it waited ('—' for a scheduled order not yet due: it has not begun to wait). */
export const waitedColumn = (now: number): OrderColumn => ({
  header: 'Waited',
  cell: (order) => {
    const waited = waitedMs(order, now);
    return order.status === 'Pending' || waited < 0 ? '—' : waitingText(waited);
  },
});
