import { useState } from 'react';
import { formatNaira } from '@troo/shared';
import { StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { channelText, orderDate } from '../../../common/orders/order-text';
import { OpenOrderButton, OrderTable } from '../../../common/orders/OrderTable';
import { useOrderList } from '../../../common/orders/use-order-list';
import { OrderDetailSheet } from './OrderDetailSheet';
import { StatusIcon } from './StatusIcon';
import './order-history.css';

/** /demo/order-history/{portal}: the outlet's orders, newest first; tapping an amount opens the order. */
export function OrderHistoryScreen() {
  const { list } = useOrderList();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.data.find((order) => order._id === openId) ?? null;

  return (
    <StaffPage title="Order history" intro={<OutletSelector />} wide>
      <OrderTable
        query={list}
        loadingText="Loading orders…"
        columns={[
          { header: 'Date', cell: (order) => orderDate(order.createdAt) },
          {
            header: 'Order No',
            cell: (order) => (
              <span className="kt-history__number">
                <StatusIcon status={order.status} />
                {/* The whole per-outlet number; the spec's '20' stands in only when there is none. */}
                {order.order_number || '20'}
              </span>
            ),
          },
          { header: 'Channel', cell: (order) => channelText(order.channel) },
          {
            header: 'Amount',
            cell: (order) => (
              <OpenOrderButton
                label={formatNaira(order.total_price)}
                opens={`open order ${order.order_number}`}
                onOpen={() => setOpenId(order._id)}
              />
            ),
          },
        ]}
      />
      {open ? <OrderDetailSheet order={open} onClose={() => setOpenId(null)} /> : null}
    </StaffPage>
  );
}
