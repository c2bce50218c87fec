import { ScreenPlaceholder } from '@troo/shared';

export default function MenuSetup() {
  return <ScreenPlaceholder title="Menu setup" />;
}
