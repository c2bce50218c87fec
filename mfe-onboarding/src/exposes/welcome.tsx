import { ScreenPlaceholder } from '@troo/shared';

export default function Welcome() {
  return <ScreenPlaceholder title="Troo" />;
}
