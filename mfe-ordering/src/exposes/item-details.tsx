import { ScreenPlaceholder } from '@troo/shared/kit';

export default function ItemDetails() {
  return <ScreenPlaceholder title="Item details" />;
}
