import { ScreenPlaceholder } from '@troo/shared/kit';

export default function ExploreMenu() {
  return <ScreenPlaceholder title="Explore Menu" />;
}
