import { useState } from 'react';
import { formatNaira } from '@troo/shared';
import { StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { channelColumn, placedColumn, statusColumn, waitedColumn } from '../../../common/orders/order-columns';
import { matchesStatus, type StatusFilter } from '../../../common/orders/order-status';
import { orderDate } from '../../../common/orders/order-text';
import { BY_AMOUNT, BY_NUMBER, byWaited, NEWEST_FIRST, OLDEST_FIRST } from '../../../common/orders/order-sorts';
import { OpenOrderButton, OrderTable } from '../../../common/orders/OrderTable';
import { SalesCsvButton } from '../../../common/orders/SalesCsvButton';
import { StatusFilterField } from '../../../common/orders/StatusFilterField';
import { useNow } from '../../../common/orders/use-now';
import { useOrderList } from '../../../common/orders/use-order-list';
import { OrderDetailSheet } from './OrderDetailSheet';
import { StatusIcon } from './StatusIcon';
import './order-history.css';

/**
 * /demo/order-history/{portal}: the outlet's orders, newest first, with where each went, its status (a
 * refund shown), when it was placed and how long it waited; filtered by status; tapping an amount opens it.
 */
export function OrderHistoryScreen() {
  const { list, branchId } = useOrderList();
  const now = useNow();
  const [status, setStatus] = useState<StatusFilter>('All');
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.data.find((order) => order._id === openId) ?? null;

  return (
    <StaffPage title="Order history" intro={<OutletSelector />} wide>
      <SalesCsvButton branchId={branchId} />
      <StatusFilterField value={status} onChange={setStatus} />
      <OrderTable
        query={list}
        loadingText="Loading orders…"
        filter={(order) => matchesStatus(order, status)}
        sorts={[NEWEST_FIRST, OLDEST_FIRST, BY_NUMBER, BY_AMOUNT, byWaited(now)]}
        columns={[
          { header: 'Date', cell: (order) => orderDate(order.createdAt) },
          placedColumn,
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
          channelColumn,
          statusColumn,
          waitedColumn(now),
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
