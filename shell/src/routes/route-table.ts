import type { LiveRemote, RouteDeclaration } from '@troo/shared/route-manifest';

export interface RouteEntry {
  path: string;
  remote: string;
  /** The exposed module of that remote, e.g. 'QrLanding' for ordering/QrLanding. */
  screen: string;
  /** Portal screens for signed-in staff show the staff frame. */
  staff: boolean;
  /** Who of the staff may open it (`mayOpen`). */
  access: Pick<RouteDeclaration, 'roles' | 'nav'>;
  /** Opens at any width (a kitchen's tablets and monitors); every other route keeps the width guard. */
  wide: boolean;
}

/**
 * The shell's routes: whatever the live remotes declare in their route manifests (carried by
 * /remotes.json). A new screen ships, and rolls back, with its remote; the shell lists none itself.
 */
export function routeTableFrom(remotes: readonly LiveRemote[]): RouteEntry[] {
  return remotes.flatMap((remote) =>
    remote.routes.map((route) => ({
      path: route.path,
      remote: remote.name,
      screen: route.screen,
      staff: route.audience === 'staff',
      access: { roles: route.roles, nav: route.nav },
      wide: route.wide === true,
    })),
  );
}
