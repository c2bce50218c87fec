import { ScreenPlaceholder } from '@troo/shared';

export default function Tip() {
  return <ScreenPlaceholder title="Tip" />;
}
