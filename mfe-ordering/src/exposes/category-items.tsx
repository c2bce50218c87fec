import { ScreenPlaceholder } from '@troo/shared/kit';

export default function CategoryItems() {
  return <ScreenPlaceholder title="Explore Menu" />;
}
