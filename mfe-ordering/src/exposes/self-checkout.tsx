import { ScreenPlaceholder } from '@troo/shared/kit';

export default function SelfCheckout() {
  return <ScreenPlaceholder title="Self checkout" />;
}
