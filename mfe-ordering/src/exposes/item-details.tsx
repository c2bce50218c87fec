import { ScreenPlaceholder } from '@troo/shared';

export default function ItemDetails() {
  return <ScreenPlaceholder title="Item details" />;
}
