import { Link } from 'react-router-dom';
import { Icon, placeIcon } from '@troo/shared/kit';
import type { DashboardTile } from './dashboard-tiles';

/** Large two-column links to the portal's screens, each with its place's icon. */
export function DashboardTiles({ tiles }: { tiles: DashboardTile[] }) {
  return (
    <nav aria-label="Shortcuts">
      <ul className="kt-dash__tiles">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link className="kt-dash__tile" to={tile.to}>
              <span className="kt-dash__tile-icon">
                <Icon icon={placeIcon(tile.icon)} size={24} />
              </span>
              {tile.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
