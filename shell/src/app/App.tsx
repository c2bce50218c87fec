import { useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { configureApiClient, createAppStore, paths, resetSession, selectSessionToken } from '@troo/shared';
import { createAppRouter } from './router';
import { seedFirstReads } from './first-reads';
import { loadRegistry, registryFromPage } from '../remotes/registry';
import { RemoteRetryContext, RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { ThemeSync } from '../theme/ThemeSync';
import { LazyToaster } from '../toaster/LazyToaster';
import { DropFirstPaint } from '../first-paint/DropFirstPaint';
import { RehydratedGate } from './RehydratedGate';
import { watchDrawingCookies } from './service-worker';

type AppRouter = ReturnType<typeof createAppRouter>;
let router: AppRouter | null = null;
let app: ReturnType<typeof createApp> | null = null;

/** The one store of the page, and the api client wired to it. */
function createApp() {
  const { store, persistor } = createAppStore();
  seedFirstReads(store.dispatch);
  configureApiClient({
    getToken: () => selectSessionToken(store.getState()),
    onUnauthorized: () => {
      store.dispatch(resetSession());
      if (router) void router.navigate(paths.login, { replace: true });
      else window.location.assign(paths.login);
    },
  });
  return { store, persistor };
}

/** The page's store, created on first use (prepareStore, else the first render). */
const theApp = () => (app ??= createApp());

/** The page's router, built once; the service worker hears when a screen changed the cookies pages are drawn from. */
function routerFor(remotes: Parameters<typeof createAppRouter>[0]): AppRouter {
  const built = createAppRouter(remotes);
  watchDrawingCookies((changed) => built.subscribe(changed));
  return built;
}

/**
 * The page's store and, when the page carries the registry, its router, made before the first
 * render (bootstrap.tsx), each in a task of its own: built inside the render, they made its first
 * slice one long task on a slow phone.
 */
export function prepareStore(): void {
  theApp();
}
export function prepareRouter(): void {
  const live = registryFromPage();
  if (live) router ??= routerFor(live.remotes);
}

/** The router, built from the routes the live remotes declare once the registry has answered. */
function LiveRouter() {
  // The registry the server wrote into the page gives the router in the first render.
  const [state, setState] = useState<{ router: AppRouter } | 'loading' | 'failed'>(() => {
    prepareRouter();
    return router ? { router } : 'loading';
  });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  // No remote to name: a registry that cannot be read is reported by no one (its version is unknown).
  const retry = useMemo(() => ({ remote: '', route: '', retry: () => setAttempt((n) => n + 1) }), []);

  useEffect(() => {
    if (router && attempt === 0) return;
    let current = true;
    loadRegistry({ refresh: attempt > 0 }).then(
      (registry) => {
        if (!current) return;
        router ??= routerFor(registry.remotes);
        setState({ router });
      },
      (error: unknown) => {
        console.warn('[troo] the remote registry could not be read', error);
        if (!current) return;
        setFailure(error);
        setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // Until the registry answers, the page's own markup shows the brand (nothing to draw yet).
  if (state === 'loading') return null;
  // Which route the address is cannot be known without the registry: the retry shows at any width,
  // so a kitchen's monitor can retry too (the guard decides once the router is there).
  if (state === 'failed') {
    return (
      <RemoteRetryContext.Provider value={retry}>
        <DropFirstPaint />
        <RemoteUnavailable error={failure} />
      </RemoteRetryContext.Provider>
    );
  }
  return <RouterProvider router={state.router} />;
}

export function App() {
  const { store, persistor } = theApp();
  return (
    <Provider store={store}>
      <RehydratedGate persistor={persistor}>
        <ThemeSync />
        <LazyToaster />
        {/* The width guard is the router's root (RouteWidthGuard): it needs the matched route. */}
        <LiveRouter />
      </RehydratedGate>
    </Provider>
  );
}
