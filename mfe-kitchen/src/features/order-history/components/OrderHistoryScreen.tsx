import { useState } from 'react';
import { formatNaira } from '@troo/shared';
import { EmptyState, QueryState, StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { channelText, orderDate } from '../../../common/orders/order-text';
import { useOrderList } from '../../../common/orders/use-order-list';
import '../../../common/orders/order-table.css';
import { OrderDetailSheet } from './OrderDetailSheet';
import { StatusIcon } from './StatusIcon';
import './order-history.css';

/** /demo/order-history/{portal}: the outlet's orders, newest first; tapping an amount opens the order. */
export function OrderHistoryScreen() {
  const { list } = useOrderList();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.data.find((order) => order._id === openId) ?? null;

  return (
    <StaffPage title="Order history" intro={<OutletSelector />}>
      <QueryState
        query={list}
        loadingText="Loading orders…"
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState title="No Order Available" />}
      >
        {(answer) => (
          <table className="kt-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Order No</th>
                <th scope="col">Channel</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((order) => (
                <tr key={order._id}>
                  <td>{orderDate(order.createdAt)}</td>
                  <td>
                    <span className="kt-history__number">
                      <StatusIcon status={order.status} />
                      {/* The whole per-outlet number; the spec's '20' stands in only when there is none. */}
                      {order.order_number || '20'}
                    </span>
                  </td>
                  <td>{channelText(order.channel)}</td>
                  <td>
                    <button type="button" className="kt-table__open" onClick={() => setOpenId(order._id)}>
                      {formatNaira(order.total_price)}
                      <span className="troo-visually-hidden"> — open order {order.order_number}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {open ? <OrderDetailSheet order={open} onClose={() => setOpenId(null)} /> : null}
    </StaffPage>
  );
}
