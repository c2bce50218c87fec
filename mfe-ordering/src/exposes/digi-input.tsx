import { ScreenPlaceholder } from '@troo/shared/kit';

export default function DigiInput() {
  return <ScreenPlaceholder title="Digital input" />;
}
