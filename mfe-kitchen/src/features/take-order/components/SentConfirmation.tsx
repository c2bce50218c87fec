import { Link } from 'react-router-dom';
import type { TakenOrder } from '@troo/shared/contract';
import { Button, Price } from '@troo/shared/kit';

/** The Bill screen of a tab (another part of issue 48 builds it): its address is built here, beside the link. */
export const billPath = (tabId: string) => `/demo/bill/troo-portal/${encodeURIComponent(tabId)}`;

/** After 'Send to kitchen': the order's number, then take payment for its bill, or start the next order. */
export function SentConfirmation({ order, place, onNewOrder }: { order: TakenOrder; place: string; onNewOrder: () => void }) {
  return (
    <section className="kt-take__sent" aria-labelledby="take-sent">
      <div role="status">
        <h2 id="take-sent" className="kt-take__heading">
          Order #{order.order_number} sent to the kitchen
        </h2>
      </div>
      <p>
        {place} · <Price naira={order.total_price} />
      </p>
      <div className="kt-take__sent-actions">
        <Link className="troo-button" to={billPath(order.tab_id)}>
          Take payment
        </Link>
        <Button variant="secondary" onClick={onNewOrder}>
          New order
        </Button>
      </div>
    </section>
  );
}
