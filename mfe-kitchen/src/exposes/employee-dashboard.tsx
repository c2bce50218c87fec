import { EMPLOYEE_TILES } from '../features/dashboard/components/dashboard-tiles';
import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';

export default function EmployeeDashboard() {
  return <DashboardScreen tiles={EMPLOYEE_TILES} showSales={false} />;
}
