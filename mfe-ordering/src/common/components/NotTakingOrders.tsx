import { Card, CircleAlertIcon, Icon } from '@troo/shared/kit';

// The contract's orderingClosedMessage, not imported: the landing must not pull the contract module into its first chunk.
const notice = (name: string, reason: 'paused' | 'closed') =>
  reason === 'paused' ? `${name} is not taking orders right now.` : `${name} is closed right now.`;

/** Instead of 'Start Your Order' while the outlet is paused or closed. */
export function NotTakingOrders({ name, reason }: { name: string; reason: 'paused' | 'closed' }) {
  return (
    <Card tone="tinted" className="or-landing__closed">
      <p role="status">
        <Icon icon={CircleAlertIcon} size={20} /> {notice(name, reason)}
      </p>
    </Card>
  );
}
