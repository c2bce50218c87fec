import { ScreenPlaceholder } from '@troo/shared/kit';

export default function OnlineLanding() {
  return <ScreenPlaceholder title="Order online" />;
}
