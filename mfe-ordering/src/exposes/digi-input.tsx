import { ScreenPlaceholder } from '@troo/shared';

export default function DigiInput() {
  return <ScreenPlaceholder title="Digital input" />;
}
