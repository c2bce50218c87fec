// Which route answers an address, decided by react-router's own matchRoutes over the same routes, in
// the same order, as the shell's route table: the server's 404s, preload hints and first paints pick
// the screen the browser will. 'react-router' (not -dom): Node loads it without React DOM.
import { matchRoutes } from 'react-router';
import type { RouteDeclaration } from '../contract/route-manifest';

export interface RouteMatch {
  remote: string;
  route: RouteDeclaration;
  params: Record<string, string>;
}

/**
 * Which remote and exposed screen answer a path, or null (the 404 page). The server uses it for real
 * 404 status codes, and for preload hints ("this URL needs ordering/QrLanding").
 */
export function screenForPath(
  remotes: readonly { name: string; routes: readonly RouteDeclaration[] }[],
  pathname: string,
): RouteMatch | null {
  const routes = remotes.flatMap((remote) => remote.routes.map((route) => ({ path: route.path, remote: remote.name, route })));
  const match = matchRoutes(routes, pathname)?.[0];
  if (!match) return null;
  // An optional parameter the address leaves out is undefined: absent, as the screen sees it.
  const params = Object.fromEntries(Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return { remote: match.route.remote, route: match.route.route, params };
}
