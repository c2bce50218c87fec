import { formatNaira } from '@troo/shared';
import { taxLines, type Tab } from '@troo/shared/contract';
import { OrderStatusChip } from '@troo/shared/kit';
import { billTime } from '../hooks/bill-time';

/** Each order on the bill: its lines, then its charges (service fee, taxes, delivery, tip) and its total. */
export function BillOrders({ orders }: { orders: Tab['orders'] }) {
  return (
    <ol className="kt-bill__orders">
      {orders.map((order) => {
        const charges: [string, number][] = [
          ['Service Fee', order.service_fee],
          ...taxLines(order).map((line): [string, number] => [line.label, line.amount]),
          ...(order.delivery_fee > 0 ? ([['Delivery Fee', order.delivery_fee]] as [string, number][]) : []),
          ...(order.tip > 0 ? ([['Tip', order.tip]] as [string, number][]) : []),
        ];
        const cancelled = order.status === 'cancel';
        return (
          <li key={order.id} className={cancelled ? 'kt-bill__order kt-bill__order--cancelled' : 'kt-bill__order'}>
            <div className="kt-bill__order-head">
              <strong>Order #{order.order_number}</strong>
              <span className="troo-muted">{billTime(order.created_at)}</span>
              <OrderStatusChip status={order.status} />
            </div>
            <ul className="kt-bill__lines">
              {order.menu_items.map((line, index) => (
                <li key={index}>
                  <span>
                    {line.quantity} × {line.menuItem.menu_item_name}
                    {line.selectedOptions.length > 0 ? (
                      <span className="troo-muted"> ({line.selectedOptions.map((option) => option.name).join(', ')})</span>
                    ) : null}
                  </span>
                  <span>{formatNaira(line.totalPrice)}</span>
                </li>
              ))}
              {charges.map(([label, amount]) => (
                <li key={label} className="kt-bill__charge">
                  <span>{label}</span>
                  <span>{formatNaira(amount)}</span>
                </li>
              ))}
              <li className="kt-bill__order-total">
                <span>{cancelled ? 'Cancelled: not on the bill' : 'Order total'}</span>
                <span>{formatNaira(order.total_price)}</span>
              </li>
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
