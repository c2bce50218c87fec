import { ScreenPlaceholder } from '@troo/shared';

export default function Dashboard() {
  return <ScreenPlaceholder title="Dashboard" />;
}
