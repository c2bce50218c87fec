import { ScreenPlaceholder } from '@troo/shared';

export default function EmployeeDashboard() {
  return <ScreenPlaceholder title="Dashboard" />;
}
