import { Page, useSessionUser } from '@troo/shared';
import { OutletSelector } from '@troo/shared/portal';
import type { DashboardTile } from './dashboard-tiles';
import { DashboardTiles } from './DashboardTiles';
import { SalesCard } from './SalesCard';
import './dashboard.css';

interface DashboardScreenProps {
  tiles: DashboardTile[];
  /** Admins see the sales card; employees only their work. */
  showSales: boolean;
}

/** A dashboard: outlet selector, greeting, (sales card,) tiles. */
export function DashboardScreen({ tiles, showSales }: DashboardScreenProps) {
  const businessName = useSessionUser()?.business_name;

  return (
    <Page title="Dashboard">
      <div className="kt-dash__outlet">
        <OutletSelector />
      </div>
      <p className="kt-dash__greeting">{businessName ? `Hello, ${businessName}` : 'Hello'}</p>
      {showSales ? <SalesCard /> : null}
      <DashboardTiles tiles={tiles} />
    </Page>
  );
}
