import { ScreenPlaceholder } from '@troo/shared';

export default function Basket() {
  return <ScreenPlaceholder title="Basket" />;
}
