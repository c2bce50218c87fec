import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { NotFound } from '@troo/shared';
import { RemoteRoute } from '../remotes/RemoteRoute';
import type { LiveRemote } from '@troo/shared/route-manifest';
import { routeTableFrom, type RouteEntry } from '../routes/route-table';
import { RouterErrorFallback } from '../errors/RouterErrorFallback';
import { RoleGate } from '../routes/RoleGate';
import { RouteWidthGuard, type WidthHandle } from '../width-guard/RouteWidthGuard';

// Staff frame (sidebar, outlet selector) is fetched only when a portal screen opens.
const StaffLayout = lazy(() => import('../sidebar/StaffLayout'));

/** What the root's width guard reads of the matched route. */
const handleOf = (entry: RouteEntry): WidthHandle => ({ wide: entry.wide });

const toRoute = (entry: RouteEntry) => ({
  path: entry.path,
  handle: handleOf(entry),
  // The key makes each route mount its own screen, even where two routes show the same module.
  element: <RemoteRoute key={entry.path} remote={entry.remote} screen={entry.screen} route={entry.path} />,
});

/** A staff route: its screen only for the roles it names. */
const toStaffRoute = (entry: RouteEntry) => ({
  path: entry.path,
  handle: handleOf(entry),
  element: (
    <RoleGate key={entry.path} route={entry.access}>
      <RemoteRoute remote={entry.remote} screen={entry.screen} route={entry.path} />
    </RoleGate>
  ),
});

/** The page's router, from the routes the live remotes declare; the width guard at its root sees the matched route. */
export function createAppRouter(remotes: readonly LiveRemote[]) {
  const routeTable = routeTableFrom(remotes);
  return createBrowserRouter([
    {
      element: <RouteWidthGuard remotes={remotes} />,
      errorElement: (
        <RouteWidthGuard remotes={remotes}>
          <RouterErrorFallback />
        </RouteWidthGuard>
      ),
      children: [
        {
          element: (
            <Suspense fallback={null}>
              <StaffLayout remotes={remotes} />
            </Suspense>
          ),
          children: routeTable.filter((entry) => entry.staff).map(toStaffRoute),
        },
        ...routeTable.filter((entry) => !entry.staff).map(toRoute),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
