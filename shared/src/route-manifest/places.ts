// The staff sidebar's places and who may open a route, from the live remotes' route declarations.
import type { UserRole } from '../contract/enums';
import type { RouteDeclaration, RouteNav } from '../contract/route-manifest';

/** A place of the staff sidebar: a route that declares `nav` (never a path with parameters). */
export interface NavPlace extends RouteNav {
  path: string;
}

const LAST = Number.MAX_SAFE_INTEGER;

/** The sidebar's places for a role, from every live remote's routes, in their declared order. */
export function navPlacesFor(remotes: readonly { routes: readonly RouteDeclaration[] }[], role: UserRole | undefined): NavPlace[] {
  if (!role) return [];
  const places = remotes.flatMap((remote) =>
    remote.routes.flatMap((route) =>
      route.nav && route.audience === 'staff' && !route.path.includes(':') && route.nav.roles.includes(role)
        ? [{ ...route.nav, path: route.path }]
        : [],
    ),
  );
  // A stable sort keeps the registry's order among places without one.
  return places.sort((a, b) => (a.order ?? LAST) - (b.order ?? LAST));
}

/**
 * Whether a signed-in role may open a staff route: its `roles`, else its sidebar place's roles, else
 * every role. The shell refuses the others (and the server refuses their calls).
 */
export function mayOpen(route: Pick<RouteDeclaration, 'roles' | 'nav'>, role: UserRole | undefined): boolean {
  const roles = route.roles ?? route.nav?.roles;
  return !roles || (role !== undefined && roles.includes(role));
}
