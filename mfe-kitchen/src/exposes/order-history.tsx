import { ScreenPlaceholder } from '@troo/shared/kit';

export default function OrderHistory() {
  return <ScreenPlaceholder title="Order history" audience="staff" />;
}
