// @troo/shared/route-manifest: how a remote declares the URLs it answers, once. Its build derives
// its exposed screens and standalone mount from the declaration, ships it in its release
// (routes.json beside mf-manifest.json), and the live registry (/remotes.json) carries it: the shell
// builds its route table from it at run time and the server answers 404s (later: preload hints)
// from the same routes. Plain data and functions, read by browsers and by Node alike.
import { expandOptional, pathKey } from './path-key';
import type { RouteDeclaration } from '../contract/route-manifest';

export type { RouteDeclaration, RouteManifest, RouteNav } from '../contract/route-manifest';
/**
 * Who a route is for. 'staff': a signed-in portal screen, inside the staff frame (sidebar; sign-in
 * required). 'customer': a diner's screen. 'public': the way in (welcome, sign-in, registration).
 */
export type RouteAudience = RouteDeclaration['audience'];

export type { FirstReadContext, FirstReadLoader, FirstReadLoaders, PublicReadId } from './first-reads';

/**
 * What a remote's src/first-paint.tsx exports, per screen: the screen's markup for one page, drawn
 * from the route's first reads (keyed as the screens' reads key them), or null when they do not
 * hold what the screen shows first (the screen then draws itself as before). The server sends it
 * in the page so it paints before any script runs.
 */
export type FirstPaintRender = (page: { url: string; firstReads: Record<string, unknown> }) => string | null;
export type FirstPaints = Record<string, FirstPaintRender>;

/** 'QrLanding' → 'qr-landing': the file under src/exposes/ that a screen's module is. */
export const screenFile = (screen: string) => screen.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export { manifestProblems } from './manifest-problems';
export * from './kept-pages';
export * from './start-guard';

export { mayOpen, navPlacesFor, type NavPlace } from './places';
export { dashboardOf, landingFor, widePlacesFor } from './landing';
export { PHONE_MAX_WIDTH, PHONE_WIDTH_QUERY } from './phone-width';
export { REGISTRY_ELEMENT_ID, registryFromText, type LiveRemote, type PageRegistry } from './live-registry';

/** Paths claimed by more than one remote ('/:id' and '/:slug' are one path). */
export function pathClashes(remotes: readonly { name: string; routes: readonly RouteDeclaration[] }[]): string[] {
  const owners = new Map<string, string>();
  const clashes: string[] = [];
  for (const remote of remotes) {
    for (const route of remote.routes) {
      for (const variant of expandOptional(route.path)) {
        const key = pathKey(variant);
        const owner = owners.get(key);
        if (owner && owner !== remote.name) clashes.push(`${route.path} is claimed by both ${owner} and ${remote.name}`);
        else owners.set(key, remote.name);
      }
    }
  }
  return clashes;
}

export { screenForPath, type RouteMatch } from './match';

// The screens' links, generated from the same manifests: the server links to them too (mails, start-up).
export { paths } from '../routes/paths.generated';
export { APP_FOLDERS, APP_NAMES, REMOTE_NAMES, SHELL, type AppName, type RemoteName } from './apps';
