import { ScreenPlaceholder } from '@troo/shared';

export default function OrderHistory() {
  return <ScreenPlaceholder title="Order history" />;
}
