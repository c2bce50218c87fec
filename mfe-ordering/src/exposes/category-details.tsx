import { ScreenPlaceholder } from '@troo/shared';

export default function CategoryDetails() {
  return <ScreenPlaceholder title="Explore Menu" />;
}
