import type { OrderStatus } from '@troo/shared/contract';
import { CircleCheckIcon, CircleDashedIcon, ClockIcon, Icon, ORDER_STATUS_CHIPS, XIcon, type IconNode } from '@troo/shared/kit';

const ICONS: Record<OrderStatus, IconNode> = {
  Ordered: CircleDashedIcon,
  Accepted: CircleCheckIcon,
  Pending: ClockIcon,
  served: CircleCheckIcon,
  cancel: XIcon,
};

/** An order's status as a small coloured icon, named for screen readers by the status's label. */
export function StatusIcon({ status }: { status: OrderStatus }) {
  const { label, tone } = ORDER_STATUS_CHIPS[status];
  return (
    <span className={`kt-status-icon kt-status-icon--${tone}`} role="img" aria-label={label} title={label}>
      <Icon icon={ICONS[status]} size={16} />
    </span>
  );
}
