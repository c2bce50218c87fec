import { ScreenPlaceholder } from '@troo/shared/kit';

export default function Restaurants() {
  return <ScreenPlaceholder title="Collect at" />;
}
