import { ScreenPlaceholder } from '@troo/shared';

export default function SelfCheckout() {
  return <ScreenPlaceholder title="Self checkout" />;
}
