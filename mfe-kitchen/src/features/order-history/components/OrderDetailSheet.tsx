import { formatNaira } from '@troo/shared';
import type { StaffOrder } from '@troo/shared/contract';
import { OrderStatusChip, Sheet } from '@troo/shared/kit';
import { OrderFacts } from '../../../common/orders/OrderFacts';
import { OrderTrail } from '../../../common/orders/OrderTrail';
import { orderDate, orderTime } from '../../../common/orders/order-text';

/** One past order: its items with quantity and price, where, to whom and when it went, its status and its trail. */
export function OrderDetailSheet({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  return (
    <Sheet open title={`Order #${order.order_number}`} onClose={onClose}>
      <p className="kt-history__meta">
        <OrderStatusChip status={order.status} /> {orderDate(order.createdAt)} {orderTime(order.createdAt)}
      </p>
      <OrderFacts order={order} />
      <ul className="kt-history__items" aria-label="Items">
        {order.menu_items.map((line, index) => (
          <li key={`${line.menuItem._id}-${index}`}>
            <span>{line.menuItem.menu_item_name}</span>
            <span>× {line.quantity}</span>
            <span>{formatNaira(line.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <p className="kt-history__total">
        <span>Total paid</span>
        <span>{formatNaira(order.total_price)}</span>
      </p>
      <OrderTrail order={order} />
    </Sheet>
  );
}
