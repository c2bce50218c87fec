import { ScreenPlaceholder } from '@troo/shared';

export default function Themes() {
  return <ScreenPlaceholder title="Themes" />;
}
