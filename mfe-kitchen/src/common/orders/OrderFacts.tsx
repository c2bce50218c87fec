import type { StaffOrder } from '@troo/shared/contract';
import { dueText, orderPlace, shortName, telHref } from './order-text';
import './order-facts.css';

/**
 * Where, to whom and when an order goes, as every staff view of it shows it: the table or room with
 * its group ('Terrace · Table 1'), pickup (and where) or delivery; the diner and their phone (a tap
 * calls it); who took it when a member of staff did (a diner's own order says nothing); the delivery
 * address; and, for a scheduled order, the Lagos day and time it is due.
 */
export function OrderFacts({ order }: { order: StaffOrder }) {
  const due = dueText(order);
  return (
    <dl className="kt-facts">
      <div>
        <dt>For</dt>
        <dd>{orderPlace(order)}</dd>
      </div>
      <div>
        <dt>Diner</dt>
        <dd>
          {shortName(order.customer_name)}
          {order.customer_phone ? (
            <>
              {' · '}
              <a href={telHref(order.customer_phone)}>{order.customer_phone}</a>
            </>
          ) : null}
        </dd>
      </div>
      {order.taken_by ? (
        <div>
          <dt>Taken by</dt>
          <dd>{order.taken_by}</dd>
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
