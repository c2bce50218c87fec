import { Link } from 'react-router-dom';
import type { DashboardTile } from './dashboard-tiles';

/** Large two-column links to the portal's screens. */
export function DashboardTiles({ tiles }: { tiles: DashboardTile[] }) {
  return (
    <nav aria-label="Shortcuts">
      <ul className="kt-dash__tiles">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link className="kt-dash__tile" to={tile.to}>
              {tile.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
