import { orderingClosedMessage } from '@troo/shared/contract';
import { Card, CircleAlertIcon, Icon } from '@troo/shared/kit';

/** Instead of 'Start Your Order' while the outlet is paused or closed. */
export function NotTakingOrders({ name, reason }: { name: string; reason: 'paused' | 'closed' }) {
  return (
    <Card tone="tinted" className="or-landing__closed">
      <p role="status">
        <Icon icon={CircleAlertIcon} size={20} /> {orderingClosedMessage(name, reason)}
      </p>
    </Card>
  );
}
