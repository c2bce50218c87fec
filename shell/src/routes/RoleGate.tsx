import { lazy, Suspense, type ReactNode } from 'react';
import { useSessionUser } from '@troo/shared';
import { mayOpen, type RouteDeclaration } from '@troo/shared/route-manifest';

// The staff page frame (with its icons and styles) loads only when someone is refused: every route,
// a diner's too, passes through this gate.
const OwnerOnly = lazy(() => import('./OwnerOnly'));

/**
 * A staff route's screen, for the roles the route names (its `roles`, else its sidebar place's).
 * Anyone else signed in gets a plain refusal: the screen is never loaded, so no figure and no control
 * it holds reaches them (the server refuses their calls as well).
 */
export function RoleGate({ route, children }: { route: Pick<RouteDeclaration, 'roles' | 'nav'>; children: ReactNode }) {
  const role = useSessionUser()?.user_role;
  // A sign-in whose details are not in the store yet is not refused: the server refuses its calls anyway.
  if (!role || mayOpen(route, role)) return children;
  return (
    <Suspense fallback={null}>
      <OwnerOnly />
    </Suspense>
  );
}
