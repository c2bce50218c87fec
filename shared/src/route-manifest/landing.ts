// Where a member of staff lands after signing in, decided from the live routes (the remotes'
// routes.json) and the width of the screen: a screen wider than a phone shows only the routes
// declared wide, so a kitchen's tablet lands on one of those instead of a dashboard it cannot show.
import type { UserRole } from '../contract/enums';
import type { RouteDeclaration } from '../contract/route-manifest';
import { paths } from '../routes/paths.generated';
import { mayOpen, navPlacesFor, type NavPlace } from './places';

type LiveRoutes = readonly { routes: readonly RouteDeclaration[] }[];

/** The spec's landing after sign-in: the owner's dashboard, or the employee's. */
export const dashboardOf = (role: UserRole): string => (role === 'admin' ? paths.dashboard : paths.employeeDashboard);

/** The sidebar places a role may open that show at any width (declared `wide`), in the sidebar's order. */
export function widePlacesFor(remotes: LiveRoutes, role: UserRole | undefined): NavPlace[] {
  const wide = new Set(
    remotes.flatMap((remote) => remote.routes.filter((route) => route.wide === true && mayOpen(route, role)).map((route) => route.path)),
  );
  return navPlacesFor(remotes, role).filter((place) => wide.has(place.path));
}

/**
 * Where a role lands after signing in: on a phone, its dashboard (the spec); on a wider screen, the
 * first wide place it may open (the kitchen display), or its dashboard when it has none.
 */
export function landingFor(remotes: LiveRoutes, role: UserRole, { phone }: { phone: boolean }): string {
  if (phone) return dashboardOf(role);
  return widePlacesFor(remotes, role)[0]?.path ?? dashboardOf(role);
}
