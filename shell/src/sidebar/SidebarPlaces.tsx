import { NavLink } from 'react-router-dom';
import { useSessionUser } from '@troo/shared';
import { Icon, placeIcon } from '@troo/shared/kit';
import { navPlacesFor, type RouteDeclaration } from '@troo/shared/route-manifest';

/**
 * The places the signed-in role may open, as the live remotes declare them (`nav` in routes.json):
 * a remote that adds a place adds it here with no change to the shell. The current one is marked.
 */
export function SidebarPlaces({
  remotes,
  onNavigate,
}: {
  remotes: readonly { routes: readonly RouteDeclaration[] }[];
  onNavigate: () => void;
}) {
  const role = useSessionUser()?.user_role;
  const places = navPlacesFor(remotes, role);
  if (places.length === 0) return null;
  return (
    <ul className="troo-sidebar__places">
      {places.map((place) => (
        <li key={place.path}>
          <NavLink className="troo-sidebar__place" to={place.path} end onClick={onNavigate}>
            <Icon icon={placeIcon(place.icon)} size={20} />
            {place.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
