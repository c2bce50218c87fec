import { orderPlace } from '@troo/shared';
import { dueText, type PlacedOrder } from '@troo/shared/contract';

/**
 * Where, for whom and when the order goes, written as the kitchen reads it: the table or room with its group
 * ('Terrace · Table 1'), pickup (and where) or delivery with its address, and a scheduled order's
 * Lagos day and time.
 */
export function ReceiptFacts({ order }: { order: PlacedOrder }) {
  const due = dueText(order);
  return (
    <dl className="co-receipt__facts">
      <div>
        <dt>For</dt>
        <dd>{orderPlace(order)}</dd>
      </div>
      {/* Whose order it is, for the waiter or the pickup counter the diner shows it to. */}
      <div>
        <dt>Name</dt>
        <dd>{order.customer_name}</dd>
      </div>
      {order.order_type === 'pickup' && order.customer_phone ? (
        <div>
          <dt>Phone</dt>
          <dd>{order.customer_phone}</dd>
        </div>
      ) : null}
      {order.order_type === 'delivery' && order.delivery_address ? (
        <div>
          <dt>Deliver to</dt>
          <dd>{order.delivery_address}</dd>
        </div>
      ) : null}
      {due ? (
        <div>
          <dt>Due</dt>
          <dd>{due}</dd>
        </div>
      ) : null}
    </dl>
  );
}
