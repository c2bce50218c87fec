import { ScreenPlaceholder } from '@troo/shared/kit';

export default function OrderPlaced() {
  return <ScreenPlaceholder title="Thank you!" />;
}
