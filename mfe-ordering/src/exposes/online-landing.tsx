import { ScreenPlaceholder } from '@troo/shared';

export default function OnlineLanding() {
  return <ScreenPlaceholder title="Order online" />;
}
