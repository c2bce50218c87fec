import { ScreenPlaceholder } from '@troo/shared';

export default function ExploreMenu() {
  return <ScreenPlaceholder title="Explore Menu" />;
}
