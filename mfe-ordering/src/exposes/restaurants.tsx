import { ScreenPlaceholder } from '@troo/shared';

export default function Restaurants() {
  return <ScreenPlaceholder title="Collect at" />;
}
