import { useSessionUser } from '@troo/shared';
import { StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import type { DashboardTile } from './dashboard-tiles';
import { DashboardTiles } from './DashboardTiles';
import { DashboardFigures } from './DashboardFigures';
import './dashboard.css';

interface DashboardScreenProps {
  tiles: DashboardTile[];
  /** Admins see the sales figures; employees only their work. */
  showSales: boolean;
}

/** Greets by first name, or by the business's name when the first name is missing. */
const greeting = (user: { first_name?: string; business_name?: string } | null | undefined) => {
  const name = user?.first_name?.trim() || user?.business_name?.trim();
  return name ? `Hello, ${name}` : 'Hello';
};

/** A dashboard: outlet selector, greeting, (sales card,) tiles. The dashboard is home: no way back. */
export function DashboardScreen({ tiles, showSales }: DashboardScreenProps) {
  const user = useSessionUser();

  return (
    <StaffPage title="Dashboard" back={null} intro={<p className="kt-dash__greeting">{greeting(user)}</p>}>
      <div className="kt-dash__outlet">
        <OutletSelector />
      </div>
      {showSales ? <DashboardFigures /> : null}
      <DashboardTiles tiles={tiles} />
    </StaffPage>
  );
}
