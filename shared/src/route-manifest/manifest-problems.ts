// A remote's routes.json checked against its schema (contract/route-manifest.ts), every problem named by remote,
// route and field: the build and the release guard refuse a manifest with any.
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { pathKey } from './path-key';
import { RouteDeclarationSchema, RouteManifestSchema, type RouteDeclaration } from '../contract/route-manifest';

/** What the schema says a field must be ('nav.label' → 'needs a label'), from its description. */
function describedAt(field: string): string | undefined {
  let schema: TSchema | undefined = RouteDeclarationSchema;
  for (const name of field.split('.')) schema = (schema?.properties as Record<string, TSchema> | undefined)?.[name];
  return schema?.description;
}

/** The problems of one remote's manifest: malformed routes, and screens it does not expose. */
export function manifestProblems(remote: string, manifest: unknown, exposedScreens?: readonly string[]): string[] {
  const routes = (manifest as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return [`${remote}: routes.json has no "routes" list`];
  const problems = new Set<string>(); // a field wrong in two ways is named once
  const where = (index: number) => `${remote} ${String((routes[index] as Partial<RouteDeclaration> | null)?.path)}`;
  for (const error of Value.Errors(RouteManifestSchema, manifest)) {
    // '/routes/3/nav/roles/0' → route 3, field 'nav.roles'
    const [, , index, ...rest] = error.path.split('/');
    const field = rest.filter((segment) => !/^\d+$/.test(segment)).join('.');
    if (!field) problems.add(`${where(Number(index))}: a route is { "path", "screen", "audience", "nav"? }`);
    else problems.add(`${where(Number(index))}: ${field} ${describedAt(field) ?? error.message}`);
  }
  const seen = new Set<string>();
  for (const [index, route] of (routes as Partial<RouteDeclaration>[]).entries()) {
    if (exposedScreens && typeof route?.screen === 'string' && !exposedScreens.includes(route.screen))
      problems.add(`${where(index)}: ${remote} does not expose ${route.screen}`);
    // The spec sends wider screens elsewhere. A kitchen's tablets and monitors need their staff screens and the way in to
    // them (sign-in); a diner orders from a phone, so a diner's screen never opens wider.
    if (route?.wide === true && route.audience === 'customer')
      problems.add(
        `${where(index)}: wide is refused on a customer route (a diner's screen keeps a phone's width); only staff and public routes may be wide`,
      );
    if (typeof route?.path !== 'string') continue;
    const key = pathKey(route.path);
    if (seen.has(key)) problems.add(`${where(index)}: declared twice`);
    seen.add(key);
  }
  return [...problems];
}
