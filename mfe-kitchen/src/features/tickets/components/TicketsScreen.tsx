import { useState } from 'react';
import { StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { channelText, orderDate, shortName } from '../../../common/orders/order-text';
import { OpenOrderButton, OrderTable } from '../../../common/orders/OrderTable';
import { useOrderList } from '../../../common/orders/use-order-list';
import { TicketSheet } from './TicketSheet';

/** /demo/ticket/{portal}: every order of the outlet as a ticket; tapping one opens it. */
export function TicketsScreen() {
  const { list, refresh } = useOrderList();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.data.find((order) => order._id === openId) ?? null;

  return (
    <StaffPage title="Tickets" intro={<OutletSelector />} wide>
      <OrderTable
        query={list}
        loadingText="Loading tickets…"
        columns={[
          { header: 'Date', cell: (order) => orderDate(order.createdAt) },
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
          { header: 'Channel', cell: (order) => channelText(order.channel) },
        ]}
      />
      {open ? <TicketSheet order={open} onClose={() => setOpenId(null)} onRefunded={refresh} /> : null}
    </StaffPage>
  );
}
