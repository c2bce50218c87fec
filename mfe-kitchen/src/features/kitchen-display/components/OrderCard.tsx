import { formatNaira } from '@troo/shared';
import { Button } from '@troo/shared/kit';
import type { OrderAction, StaffOrder } from '@troo/shared/contract';
import { OrderFacts } from '../../../common/orders/OrderFacts';
import { orderTime, shortName } from '../../../common/orders/order-text';
import type { WaitingThresholds } from '../../../common/orders/waiting-thresholds';
import { waitingLevel, waitingSince, waitingText } from '../../../common/orders/waiting-time';

interface OrderCardProps {
  order: StaffOrder;
  busy: boolean;
  /** The display's clock (it ticks), for how long the order has waited. */
  now: number;
  thresholds: WaitingThresholds;
  onAct: (action: Exclude<OrderAction, 'unserve'>) => void;
  /** On a station's display: the card holds that station's lines, and its one action is this part's Done. */
  onStationDone?: () => void;
}

/**
 * One order on the display: who, which number, when, how much; where, to whom and when it goes; what,
 * each dish with the diner's instruction under it; and what to do with it (the buttons wrap on a narrow screen).
 * A scheduled order (due on a later day) can only be rejected until its day: then it is a new order.
 * An open order says how long it has waited, large, and its card turns amber then red past the
 * outlet's thresholds. A new order is accepted or rejected; only an accepted one is served (Serve is
 * green, alone on its card: never where Accept was, a mis-tap away).
 */
export function OrderCard({ order, busy, now, thresholds, onAct, onStationDone }: OrderCardProps) {
  const scheduled = order.status === 'Pending';
  const waited = now - waitingSince(order);
  const level = scheduled ? null : waitingLevel(waited, thresholds);
  return (
    <article className={level ? `kt-kds__card kt-kds__card--${level}` : 'kt-kds__card'} aria-label={`Order ${order.order_number}`}>
      <header className="kt-kds__head">
        <h3>{shortName(order.customer_name)}</h3>
        <span className="kt-kds__number">#{order.order_number || '—'}</span>
      </header>
      {scheduled ? null : (
        <p className={`kt-kds__wait kt-kds__wait--${level ?? 'fresh'}`} data-level={level}>
          {waited < 0 ? 'Not due yet' : <>Waiting {waitingText(waited)}</>}
        </p>
      )}
      <p className="kt-kds__meta">
        {orderTime(order.createdAt)} · {formatNaira(order.total_price)}
      </p>
      <OrderFacts order={order} />
      <ul className="kt-kds__items">
        {order.menu_items.map((line, index) => (
          <li key={`${line.menuItem._id}-${index}`}>
            <strong>{line.quantity} ×</strong> {line.menuItem.menu_item_name}
            {line.selectedOptions.length > 0 ? (
              <span className="kt-kds__options"> ({line.selectedOptions.map((option) => option.name).join(', ')})</span>
            ) : null}
            {line.complimentary ? <span className="kt-kds__options"> + {line.complimentary}</span> : null}
            {line.specialInstructions ? <p className="kt-kds__instruction">{line.specialInstructions}</p> : null}
          </li>
        ))}
      </ul>
      {onStationDone ? (
        <div className="kt-kds__actions">
          {scheduled ? null : (
            <Button className="kt-kds__serve" disabled={busy} onClick={onStationDone}>
              Done
            </Button>
          )}
        </div>
      ) : (
        <CardActions order={order} busy={busy} onAct={onAct} />
      )}
    </article>
  );
}

/** The pass's actions: a new order is accepted or rejected, an accepted one served. */
function CardActions({ order, busy, onAct }: Pick<OrderCardProps, 'order' | 'busy' | 'onAct'>) {
  const isNew = order.status === 'Ordered';
  const scheduled = order.status === 'Pending';
  return (
    <div className="kt-kds__actions">
      {isNew || scheduled ? (
        <Button variant="secondary" disabled={busy} onClick={() => onAct('cancel')}>
          Reject
        </Button>
      ) : null}
      {isNew ? (
        <Button disabled={busy} onClick={() => onAct('accept')}>
          Accept
        </Button>
      ) : null}
      {order.status === 'Accepted' ? (
        <Button className="kt-kds__serve" disabled={busy} onClick={() => onAct('serve')}>
          Serve
        </Button>
      ) : null}
    </div>
  );
}
