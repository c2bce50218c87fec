import { ScreenPlaceholder } from '@troo/shared';

export default function CategoryItems() {
  return <ScreenPlaceholder title="Explore Menu" />;
}
