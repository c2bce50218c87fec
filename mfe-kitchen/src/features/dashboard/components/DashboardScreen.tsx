import { useSessionUser } from '@troo/shared';
import { StaffPage } from '@troo/shared/kit';
import { OutletSelector } from '@troo/shared/portal';
import type { DashboardTile } from './dashboard-tiles';
import { DashboardTiles } from './DashboardTiles';
import { DashboardFigures } from './DashboardFigures';
import { GettingStarted } from './GettingStarted';
import './dashboard.css';

interface DashboardScreenProps {
  tiles: DashboardTile[];
  /** Admins see the sales figures; employees only their work. */
  showSales: boolean;
  /** The owner's getting-started checklist (an employee has none of those steps to take). */
  showGettingStarted?: boolean;
}

/** Greets by first name, or by the business's name when the first name is missing. */
const greeting = (user: { first_name?: string; business_name?: string } | null | undefined) => {
  const name = user?.first_name?.trim() || user?.business_name?.trim();
  return name ? `Hello, ${name}` : 'Hello';
};

/** A dashboard: outlet selector, greeting, (the owner's checklist, sales card,) tiles. The dashboard is home: no way back. */
export function DashboardScreen({ tiles, showSales, showGettingStarted = false }: DashboardScreenProps) {
  const user = useSessionUser();

  return (
    <StaffPage title="Dashboard" back={null} intro={<p className="kt-dash__greeting">{greeting(user)}</p>}>
      <div className="kt-dash__outlet">
        <OutletSelector />
      </div>
      {showGettingStarted ? <GettingStarted /> : null}
      {showSales ? <DashboardFigures /> : null}
      <DashboardTiles tiles={tiles} />
    </StaffPage>
  );
}
