import { ScreenPlaceholder } from '@troo/shared/kit';

export default function MenuSetup() {
  return <ScreenPlaceholder title="Menu setup" audience="staff" />;
}
