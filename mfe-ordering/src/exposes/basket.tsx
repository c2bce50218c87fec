import { ScreenPlaceholder } from '@troo/shared/kit';

export default function Basket() {
  return <ScreenPlaceholder title="Basket" />;
}
