import { Link } from 'react-router-dom';
import type { UserRole } from '@troo/shared/contract';
import { Icon, placeIcon } from '@troo/shared/kit';
import { widePlacesFor, type RouteDeclaration } from '@troo/shared/route-manifest';
import './wide-places.css';

export interface WidePlacesProps {
  /** The live remotes: their routes say which screens open at any width. */
  remotes: readonly { routes: readonly RouteDeclaration[] }[];
  role: UserRole;
}

/**
 * Under "Open Troo on your phone", for signed-in staff: the screens their role may open at this width
 * (the kitchen's, declared wide), so a kitchen's tablet or monitor is never stuck on a phone-only page.
 * Its own chunk: a diner's page never downloads it.
 */
export default function WidePlaces({ remotes, role }: WidePlacesProps) {
  const places = widePlacesFor(remotes, role);
  if (places.length === 0) return null;
  return (
    <nav className="troo-wide-places" aria-labelledby="troo-wide-places-title">
      <h2 id="troo-wide-places-title" className="troo-wide-places__title">
        Open on this screen
      </h2>
      <ul className="troo-wide-places__list">
        {places.map((place) => (
          <li key={place.path}>
            <Link className="troo-button troo-button--secondary" to={place.path}>
              <Icon icon={placeIcon(place.icon)} size={20} />
              {place.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
