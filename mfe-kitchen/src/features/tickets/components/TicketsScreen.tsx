import { useState } from 'react';
import { StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { channelColumn, placedColumn, statusColumn, waitedColumn } from '../../../common/orders/order-columns';
import { matchesStatus, type StatusFilter } from '../../../common/orders/order-status';
import { orderDate, shortName } from '../../../common/orders/order-text';
import { BY_NUMBER, byWaited, NEWEST_FIRST, OLDEST_FIRST } from '../../../common/orders/order-sorts';
import { OpenOrderButton, OrderTable } from '../../../common/orders/OrderTable';
import { SalesCsvButton } from '../../../common/orders/SalesCsvButton';
import { StatusFilterField } from '../../../common/orders/StatusFilterField';
import { useNow } from '../../../common/orders/use-now';
import { useOrderList } from '../../../common/orders/use-order-list';
import { TicketSheet } from './TicketSheet';

/**
 * /demo/ticket/{portal}: every order of the outlet as a ticket, with where it went, its status (a
 * refund shown), when it was placed and how long it waited; filtered by status; tapping one opens it.
 */
export function TicketsScreen() {
  const { list, refresh, branchId } = useOrderList();
  const now = useNow();
  const [status, setStatus] = useState<StatusFilter>('All');
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.data.find((order) => order._id === openId) ?? null;

  return (
    <StaffPage title="Tickets" intro={<OutletSelector />} wide>
      <SalesCsvButton branchId={branchId} />
      <StatusFilterField value={status} onChange={setStatus} />
      <OrderTable
        query={list}
        loadingText="Loading tickets…"
        filter={(order) => matchesStatus(order, status)}
        sorts={[NEWEST_FIRST, OLDEST_FIRST, BY_NUMBER, byWaited(now)]}
        columns={[
          { header: 'Date', cell: (order) => orderDate(order.createdAt) },
          placedColumn,
          {
            header: 'Name',
            cell: (order) => (
              <OpenOrderButton
                label={shortName(order.customer_name)}
                opens={`open ticket ${order.order_number}`}
                onOpen={() => setOpenId(order._id)}
              />
            ),
          },
          // Our numbers count 1, 2, 3… per outlet: the whole number, not the demo's characters 7 to 10 of a long id.
          { header: 'Order', cell: (order) => `#${order.order_number}` },
          channelColumn,
          statusColumn,
          waitedColumn(now),
        ]}
      />
      {open ? <TicketSheet order={open} onClose={() => setOpenId(null)} onRefunded={refresh} /> : null}
    </StaffPage>
  );
}
