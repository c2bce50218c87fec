import { ScreenPlaceholder } from '@troo/shared/kit';

export default function PaymentType() {
  return <ScreenPlaceholder title="Select Payment" />;
}
