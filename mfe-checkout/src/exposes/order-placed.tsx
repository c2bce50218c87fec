import { ScreenPlaceholder } from '@troo/shared';

export default function OrderPlaced() {
  return <ScreenPlaceholder title="Thank you!" />;
}
