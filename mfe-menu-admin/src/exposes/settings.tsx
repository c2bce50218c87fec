import { ScreenPlaceholder } from '@troo/shared';

export default function Settings() {
  return <ScreenPlaceholder title="Settings" />;
}
