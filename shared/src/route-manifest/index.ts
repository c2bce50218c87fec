// @troo/shared/route-manifest: how a remote declares the URLs it answers, once. Its build derives
// its exposed screens and standalone mount from the declaration, ships it in its release
// (routes.json beside mf-manifest.json), and the live registry (/remotes.json) carries it: the shell
// builds its route table from it at run time and the server answers 404s (later: preload hints)
// from the same routes. Plain data and functions, read by browsers and by Node alike.
import { USER_ROLES, type UserRole } from '../contract/enums';

/**
 * Who a route is for. 'staff': a signed-in portal screen, inside the staff frame (sidebar; sign-in
 * required). 'customer': a diner's screen. 'public': the way in (welcome, sign-in, registration).
 */
export type RouteAudience = 'staff' | 'customer' | 'public';

/** Where a staff screen appears in the sidebar: its label, icon, who sees it and where in the list. */
export interface RouteNav {
  label: string;
  /** An icon of the kit, by name (`placeIcon` in @troo/shared/kit). */
  icon: string;
  roles: UserRole[];
  /** Position in the sidebar, smallest first (places of every remote share one list); default last. */
  order?: number;
}

/**
 * A public read a screen makes as it opens, which the server makes for it and writes into the page
 * (the screen then finds the answer in the store and asks for nothing). `query` names where each
 * value comes from: '?name' is the page's query parameter, ':name' the route's path parameter.
 */
export interface FirstRead {
  /** A GET call of the contract whose access is 'public', by id: 'GET /business/getBusinessDetails/'. */
  call: string;
  /**
   * Each value of the call's path params and query, from the page's address: '?name' (its query),
   * ':name' (its route param), a field of an earlier first read's answer ('@0.data.branch_id': the
   * outlet the first read found), 'cookie:name' (a cookie the remote's screens keep, such as the
   * outlet the diner chose; left out of the call when the diner has none), or a word taken as it is
   * ('OnlineOrdering' for a {product} segment).
   */
  params?: Record<string, string>;
  query: Record<string, string>;
}

/** A first read's value source: '?name', ':name', '@index.field.path', 'cookie:name' or a literal word. */
const VALUE_SOURCE = /^(?:[?:]?[\w-]+|@\d+(?:\.\w+)+|cookie:[\w-]+)$/;

/**
 * What a remote's src/first-paint.tsx exports, per screen: the screen's markup for one page, drawn
 * from the route's first reads (keyed as the screens' reads key them), or null when they do not
 * hold what the screen shows first (the screen then draws itself as before). The server sends it
 * in the page so it paints before any script runs.
 */
export type FirstPaintRender = (page: { url: string; firstReads: Record<string, unknown> }) => string | null;
export type FirstPaints = Record<string, FirstPaintRender>;

export interface RouteDeclaration {
  /** react-router syntax: '/demo/:id/items/online_ordering', '/demo/receipt/orderandpay/:id?', '/demo/in_room_dining/*'. */
  path: string;
  /** The exposed module that answers it ('QrLanding' → <remote>/QrLanding, src/exposes/qr-landing.tsx). */
  screen: string;
  audience: RouteAudience;
  nav?: RouteNav;
  firstReads?: FirstRead[];
}

/** A remote's routes.json. */
export interface RouteManifest {
  routes: RouteDeclaration[];
}

/** One live remote as /remotes.json lists it. */
export interface LiveRemote {
  name: string;
  version: string;
  /** URL of its remote entry. */
  entry: string;
  routes: RouteDeclaration[];
}

const AUDIENCES: readonly RouteAudience[] = ['staff', 'customer', 'public'];
const SCREEN = /^[A-Z][A-Za-z0-9]*$/;

/** 'QrLanding' → 'qr-landing': the file under src/exposes/ that a screen's module is. */
export const screenFile = (screen: string) => screen.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function validFirstReads(reads: unknown): boolean {
  return (
    Array.isArray(reads) &&
    reads.every((read: Partial<FirstRead> | null, index) => {
      // An answer a read takes a value from must come before it.
      const earlier = (source: string) => !source.startsWith('@') || Number(source.slice(1).split('.')[0]) < index;
      const sources = (values: unknown) =>
        typeof values === 'object' &&
        values !== null &&
        Object.values(values).every((source) => typeof source === 'string' && VALUE_SOURCE.test(source) && earlier(source));
      return (
        typeof read?.call === 'string' &&
        read.call.startsWith('GET /') &&
        sources(read.query) &&
        (read.params === undefined || sources(read.params))
      );
    })
  );
}

/** The problems of one remote's manifest: malformed routes, and screens it does not expose. */
export function manifestProblems(remote: string, manifest: unknown, exposedScreens?: readonly string[]): string[] {
  const routes = (manifest as RouteManifest | null)?.routes;
  if (!Array.isArray(routes)) return [`${remote}: routes.json has no "routes" list`];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of routes as Partial<RouteDeclaration>[]) {
    const where = `${remote} ${String(route.path)}`;
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) problems.push(`${where}: a path starts with /`);
    if (typeof route.screen !== 'string' || !SCREEN.test(route.screen)) problems.push(`${where}: screen must be a PascalCase module name`);
    else if (exposedScreens && !exposedScreens.includes(route.screen)) problems.push(`${where}: ${remote} does not expose ${route.screen}`);
    if (!AUDIENCES.includes(route.audience as RouteAudience)) problems.push(`${where}: audience must be one of ${AUDIENCES.join(', ')}`);
    if (route.firstReads !== undefined && !validFirstReads(route.firstReads)) {
      problems.push(
        `${where}: firstReads is a list of { "call": "GET /…", "params"?: {…}, "query": { "name": "?param", ":param", "@index.field" of an earlier read, "cookie:name", or a word } }`,
      );
    }
    if (route.nav !== undefined) problems.push(...navProblems(where, route.nav));
    if (typeof route.path === 'string') {
      const key = pathKey(route.path);
      if (seen.has(key)) problems.push(`${where}: declared twice`);
      seen.add(key);
    }
  }
  return problems;
}

function navProblems(where: string, nav: Partial<RouteNav> | null): string[] {
  const problems: string[] = [];
  if (typeof nav?.label !== 'string' || !nav.label.trim()) problems.push(`${where}: nav needs a label`);
  if (typeof nav?.icon !== 'string' || !nav.icon) problems.push(`${where}: nav needs an icon name`);
  if (!Array.isArray(nav?.roles) || nav.roles.length === 0 || nav.roles.some((role) => !USER_ROLES.includes(role)))
    problems.push(`${where}: nav roles must be some of ${USER_ROLES.join(', ')}`);
  if (nav?.order !== undefined && typeof nav.order !== 'number') problems.push(`${where}: nav order must be a number`);
  return problems;
}

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

// ---- Matching, as react-router v6 ranks routes (a test holds the two to the same answers) ---------

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');
/** Parameters compare equal whatever their names. */
const pathKey = (path: string) =>
  segmentsOf(path)
    .map((s) => (isParam(s) ? (s.endsWith('?') ? ':?' : ':') : s.toLowerCase()))
    .join('/');

/** '/a/:b?/c' → ['/a/c', '/a/:b/c'] (react-router's explodeOptionalSegments). */
function expandOptional(path: string): string[] {
  let variants = [''];
  for (const segment of segmentsOf(path)) {
    if (segment.endsWith('?')) {
      const required = segment.slice(0, -1);
      variants = variants.flatMap((variant) => [variant, `${variant}/${required}`]);
    } else {
      variants = variants.map((variant) => `${variant}/${segment}`);
    }
  }
  return variants.map((variant) => variant || '/');
}

/** react-router's computeScore: static segments outrank parameters, which outrank a splat. */
function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += isParam(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function matches(path: string, pathname: string): Record<string, string> | null {
  const pattern = segmentsOf(path);
  const actual = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i]!;
    if (segment === '*') {
      params['*'] = actual.slice(i).join('/');
      return params;
    }
    const value = actual[i];
    if (value === undefined) return null;
    if (isParam(segment)) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment.toLowerCase() !== decodeURIComponent(value).toLowerCase()) return null;
  }
  return actual.length === pattern.length ? params : null;
}

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
  let best: (RouteMatch & { score: number }) | null = null;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      for (const variant of expandOptional(route.path)) {
        const params = matches(variant, pathname);
        const variantScore = score(variant);
        if (params && (!best || variantScore > best.score)) best = { remote: remote.name, route, params, score: variantScore };
      }
    }
  }
  return best && { remote: best.remote, route: best.route, params: best.params };
}
