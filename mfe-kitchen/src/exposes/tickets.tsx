import { ScreenPlaceholder } from '@troo/shared/kit';

export default function Tickets() {
  return <ScreenPlaceholder title="Tickets" audience="staff" />;
}
