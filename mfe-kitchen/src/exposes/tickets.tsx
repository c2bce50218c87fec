import { ScreenPlaceholder } from '@troo/shared';

export default function Tickets() {
  return <ScreenPlaceholder title="Tickets" />;
}
