import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import { WidthGuard } from './WidthGuard';

/** What a route of the router carries for the guard (its `handle`): whether its remote declared it wide. */
export interface WidthHandle {
  wide?: boolean;
}

const isWide = (handle: unknown) => (handle as WidthHandle | undefined)?.wide === true;

/**
 * The width guard where the matched route is known: the router's root, around every route (the 404
 * page and the error page too). The route's own declaration decides, so a remote that answers a
 * route wide says so once, in its routes.json.
 */
export function RouteWidthGuard({
  remotes,
  children,
}: {
  remotes: readonly { routes: readonly RouteDeclaration[] }[];
  children?: ReactNode;
}) {
  const wide = useMatches().some((match) => isWide(match.handle));
  return (
    <WidthGuard wide={wide} remotes={remotes}>
      {children ?? <Outlet />}
    </WidthGuard>
  );
}
