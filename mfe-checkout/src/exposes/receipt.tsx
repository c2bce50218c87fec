import { ScreenPlaceholder } from '@troo/shared/kit';

export default function Receipt() {
  return <ScreenPlaceholder title="Receipt" />;
}
