import { ADMIN_TILES } from '../features/dashboard/components/dashboard-tiles';
import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';

export default function Dashboard() {
  return <DashboardScreen tiles={ADMIN_TILES} showSales showGettingStarted wide />;
}
