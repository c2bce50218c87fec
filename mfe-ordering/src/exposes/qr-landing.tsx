import { ScreenPlaceholder } from '@troo/shared';

export default function QrLanding() {
  return <ScreenPlaceholder title="Start your order" />;
}
