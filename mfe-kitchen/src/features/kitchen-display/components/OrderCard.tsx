import { formatNaira } from '@troo/shared';
import { Button } from '@troo/shared/kit';
import type { OrderAction, StaffOrder } from '@troo/shared/contract';
import { orderTime, shortName } from '../../../common/orders/order-text';

interface OrderCardProps {
  order: StaffOrder;
  busy: boolean;
  onAct: (action: OrderAction) => void;
  onShowNote: () => void;
}

/** One order on the display: who, which number, when, how much, what; and what to do with it. */
export function OrderCard({ order, busy, onAct, onShowNote }: OrderCardProps) {
  const isNew = order.status === 'Ordered';
  return (
    <article className="kt-kds__card" aria-label={`Order ${order.order_number}`}>
      <header className="kt-kds__head">
        <h3>{shortName(order.customer_name)}</h3>
        <span className="kt-kds__number">#{order.order_number || '—'}</span>
      </header>
      <p className="kt-kds__meta">
        {orderTime(order.createdAt)} · {order.table_number ? `Table ${order.table_number}` : order.order_type} ·{' '}
        {formatNaira(order.total_price)}
      </p>
      <ul className="kt-kds__items">
        {order.menu_items.map((line, index) => (
          <li key={`${line.menuItem._id}-${index}`}>
            <strong>{line.quantity} ×</strong> {line.menuItem.menu_item_name}
            {line.selectedOptions.length > 0 ? (
              <span className="kt-kds__options"> ({line.selectedOptions.map((option) => option.name).join(', ')})</span>
            ) : null}
            {line.complimentary ? <span className="kt-kds__options"> + {line.complimentary}</span> : null}
          </li>
        ))}
      </ul>
      <div className="kt-kds__actions">
        {order.note ? (
          <Button variant="secondary" onClick={onShowNote}>
            Note
          </Button>
        ) : null}
        {isNew ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAct('cancel')}>
            Reject
          </Button>
        ) : null}
        {isNew ? (
          <Button disabled={busy} onClick={() => onAct('accept')}>
            Accept
          </Button>
        ) : null}
        <Button disabled={busy} onClick={() => onAct('serve')}>
          Serve
        </Button>
      </div>
    </article>
  );
}
