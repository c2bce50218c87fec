// The route manifest's format (@troo/shared/route-manifest) as a TypeBox schema, kept with the other
// schemas (off the phones): the one description its types (Static<>) and its validation
// (manifestProblems) both come from. Each field's `description` is what a problem says of it.
import { Type, type Static } from '@sinclair/typebox';
import { USER_ROLES } from './enums';

const StaffRoles = Type.Array(Type.Union(USER_ROLES.map((role) => Type.Literal(role))), {
  minItems: 1,
  description: `must be some of ${USER_ROLES.join(', ')}`,
});

export const RouteNavSchema = Type.Object({
  label: Type.String({ pattern: '\\S', description: 'needs a label' }),
  /** An icon of the kit, by name (`placeIcon` in @troo/shared/kit). */
  icon: Type.String({ minLength: 1, description: 'needs an icon name' }),
  roles: StaffRoles,
  /** Position in the sidebar, smallest first (places of every remote share one list); default last. */
  order: Type.Optional(Type.Number({ description: 'must be a number' })),
});

const AUDIENCES = ['staff', 'customer', 'public'] as const;

export const RouteDeclarationSchema = Type.Object({
  /** react-router syntax: '/demo/:id/items/online_ordering', '/demo/receipt/orderandpay/:id?', '/demo/in_room_dining/*'. */
  path: Type.String({ pattern: '^/', description: 'must start with /' }),
  /** The exposed module that answers it ('QrLanding' → <remote>/QrLanding, src/exposes/qr-landing.tsx). */
  screen: Type.String({ pattern: '^[A-Z][A-Za-z0-9]*$', description: 'must be a PascalCase module name' }),
  audience: Type.Union(
    AUDIENCES.map((audience) => Type.Literal(audience)),
    { description: `must be one of ${AUDIENCES.join(', ')}` },
  ),
  nav: Type.Optional(RouteNavSchema),
  /** Who of the staff may open it (staff routes); absent, the roles of its `nav`, else every staff role. */
  roles: Type.Optional(StaffRoles),
  /**
   * A staff screen also used on tablets and wall monitors (the kitchen's), or a public screen on the way
   * to them (sign-in): the shell's width guard lets it open at any width. Never a diner's (customer)
   * screen. Absent or false, a screen wider than a phone is sent away like every other.
   */
  wide: Type.Optional(Type.Boolean({ description: 'must be true or false' })),
});

/** A remote's routes.json. */
export const RouteManifestSchema = Type.Object({ routes: Type.Array(RouteDeclarationSchema, { description: 'must be a list' }) });

export type RouteNav = Static<typeof RouteNavSchema>;
export type RouteDeclaration = Static<typeof RouteDeclarationSchema>;
export type RouteManifest = Static<typeof RouteManifestSchema>;
