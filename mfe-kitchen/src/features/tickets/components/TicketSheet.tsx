import { apiCall, formatNaira, useAction } from '@troo/shared';
import type { StaffOrder } from '@troo/shared/contract';
import { Button, ConfirmDialog, Sheet, toast } from '@troo/shared/kit';
import { useIsAdmin } from '@troo/shared/portal';
import { useState } from 'react';
import { OrderFacts } from '../../../common/orders/OrderFacts';
import { OrderStatusCell } from '../../../common/orders/OrderStatusCell';
import { OrderTrail } from '../../../common/orders/OrderTrail';
import { orderDate, orderPlace, orderTime, shortName } from '../../../common/orders/order-text';
import './tickets.css';

interface TicketSheetProps {
  order: StaffOrder;
  onClose: () => void;
  onRefunded: () => void;
}

/** One ticket: who, what, when, its status dot, its trail of comps, discounts and refunds, and the owner's Refund. */
export function TicketSheet({ order, onClose, onRefunded }: TicketSheetProps) {
  const isAdmin = useIsAdmin();
  const refunding = useAction();
  const [confirming, setConfirming] = useState(false);
  const refundable = !order.refunded;

  const refund = async () => {
    const done = await refunding.run(async () => {
      await apiCall('POST /order/refundOrder/', { body: { order_id: order._id } });
    });
    // Back to the ticket either way: it shows the refund, or why it failed.
    setConfirming(false);
    if (!done) return;
    toast(`Order #${order.order_number} refunded`, 'success');
    onRefunded();
  };

  // The question replaces the ticket while it is asked: one dialog at a time.
  if (confirming) {
    return (
      <ConfirmDialog
        open
        title="Refund order"
        message={`Give back ${formatNaira(order.total_price)} for order #${order.order_number}? The order is cancelled.`}
        confirmLabel="Refund"
        tone="danger"
        busy={refunding.busy}
        onConfirm={() => void refund()}
        onCancel={() => setConfirming(false)}
      />
    );
  }

  return (
    <Sheet open title={`Ticket #${order.order_number}`} onClose={onClose}>
      <dl className="kt-ticket">
        <div>
          <dt>Name</dt>
          <dd>{shortName(order.customer_name)}</dd>
        </div>
        <div>
          <dt>Order number</dt>
          <dd>#{order.order_number}</dd>
        </div>
        <div>
          <dt>Channel</dt>
          <dd>{orderPlace(order)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{orderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{orderTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusCell order={order} />
          </dd>
        </div>
      </dl>
      <OrderFacts order={order} />
      <ul className="kt-ticket__items" aria-label="Items">
        {order.menu_items.map((line, index) => (
          <li key={`${line.menuItem._id}-${index}`}>
            <span>
              {line.quantity} × {line.menuItem.menu_item_name}
            </span>
            <span>{formatNaira(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="kt-ticket__total">
        <span>Total paid</span>
        <span>{formatNaira(order.total_price)}</span>
      </p>
      <OrderTrail order={order} />
      {refunding.error ? (
        <p className="troo-field__error" role="alert">
          {refunding.error}
        </p>
      ) : null}
      {/* An employee is not shown a button they cannot use, only who can. */}
      {isAdmin ? (
        <Button variant="danger" disabled={!refundable || refunding.busy} onClick={() => setConfirming(true)}>
          Refund
        </Button>
      ) : (
        <p className="kt-ticket__note">Only the owner can refund an order.</p>
      )}
      {isAdmin && !refundable ? <p className="kt-ticket__note">This order has been refunded.</p> : null}
    </Sheet>
  );
}
