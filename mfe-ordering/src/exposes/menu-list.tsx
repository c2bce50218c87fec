import { ScreenPlaceholder } from '@troo/shared/kit';

export default function MenuList() {
  return <ScreenPlaceholder title="Explore Menu" />;
}
