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
  /** The owner's dashboard also opens on a laptop (its route is wide): figures beside the tiles. */
  wide?: boolean;
}

/** Greets by first name, or by the business's name when the first name is missing. */
const greeting = (user: { first_name?: string; business_name?: string } | null | undefined) => {
  const name = user?.first_name?.trim() || user?.business_name?.trim();
  return name ? `Hello, ${name}` : 'Hello';
};

/** A dashboard: outlet selector, greeting, (the owner's checklist, sales card,) tiles. The dashboard is home: no way back. */
export function DashboardScreen({ tiles, showSales, showGettingStarted = false, wide = false }: DashboardScreenProps) {
  const user = useSessionUser();

  return (
    <StaffPage
      title="Dashboard"
      back={null}
      wide={wide}
      className={wide ? 'kt-dash--wide' : undefined}
      intro={<p className="kt-dash__greeting">{greeting(user)}</p>}
    >
      <div className="kt-dash__outlet">
        <OutletSelector />
      </div>
      <div className="kt-dash__body">
        <div className="kt-dash__main">
          {showGettingStarted ? <GettingStarted /> : null}
          {showSales ? <DashboardFigures /> : null}
        </div>
        <DashboardTiles tiles={tiles} />
      </div>
    </StaffPage>
  );
}
