import { ScreenPlaceholder } from '@troo/shared';

export default function PaymentType() {
  return <ScreenPlaceholder title="Select Payment" />;
}
