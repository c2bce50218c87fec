import { useState } from 'react';
import type { StaffOrder } from '@troo/shared/contract';
import { EmptyState, QueryState, StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import { channelText, orderDate, shortName } from '../../../common/orders/order-text';
import { useOrderList } from '../../../common/orders/use-order-list';
import { TicketSheet } from './TicketSheet';
import '../../../common/orders/order-table.css';

/** /demo/ticket/{portal}: every order of the outlet as a ticket; tapping one opens it. */
export function TicketsScreen() {
  const { list, refresh } = useOrderList();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data?.data.find((order) => order._id === openId) ?? null;

  return (
    <StaffPage title="Tickets" intro={<OutletSelector />}>
      <QueryState
        query={list}
        loadingText="Loading tickets…"
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState title="No Order Available" />}
      >
        {(answer) => (
          <table className="kt-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Name</th>
                <th scope="col">Order</th>
                <th scope="col">Channel</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((order: StaffOrder) => (
                <tr key={order._id}>
                  <td>{orderDate(order.createdAt)}</td>
                  <td>
                    <button type="button" className="kt-table__open" onClick={() => setOpenId(order._id)}>
                      {shortName(order.customer_name)}
                      <span className="troo-visually-hidden"> — open ticket {order.order_number}</span>
                    </button>
                  </td>
                  {/* Our numbers count 1, 2, 3… per outlet: the whole number, not the demo's characters 7 to 10 of a long id. */}
                  <td>#{order.order_number}</td>
                  <td>{channelText(order.channel)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {open ? <TicketSheet order={open} onClose={() => setOpenId(null)} onRefunded={refresh} /> : null}
    </StaffPage>
  );
}
