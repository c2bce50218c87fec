import { ScreenPlaceholder } from '@troo/shared';

export default function MenuList() {
  return <ScreenPlaceholder title="Explore Menu" />;
}
