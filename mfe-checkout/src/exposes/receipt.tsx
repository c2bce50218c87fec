import { ScreenPlaceholder } from '@troo/shared';

export default function Receipt() {
  return <ScreenPlaceholder title="Receipt" />;
}
