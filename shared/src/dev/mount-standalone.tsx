// A remote's standalone development mount: its screens on their routes, with a store of their own.
// Never part of a federated page (the shell creates the one store there).
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { configureApiClient, createAppStore, deliverToasts, paths } from '@troo/shared';
import type { RouteManifest } from '@troo/shared/route-manifest';
import '@troo/shared/styles';

/** Mounts the remote's screens on the routes its manifest declares, each loaded when first opened. */
export function mountStandalone(remote: string, manifest: RouteManifest, load: (screen: string) => Promise<{ default: ComponentType }>) {
  const { store, persistor } = createAppStore();
  configureApiClient({
    getToken: () => store.getState().auth.token,
    onUnauthorized: () => window.location.assign(paths.login),
  });
  deliverToasts(({ message, variant }) => enqueueSnackbar(message, { variant }));
  const index = () => (
    <main className="troo-page">
      <h1>{remote} (standalone)</h1>
      <ul>
        {manifest.routes.map(({ path, screen }) => (
          <li key={path}>
            <Link to={path}>{`${path} (${screen})`}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
  const router = createBrowserRouter([
    ...manifest.routes.map(({ path, screen }) => ({ path, lazy: async () => ({ Component: (await load(screen)).default }) })),
    { path: '*', Component: index },
  ]);
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <SnackbarProvider autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </PersistGate>
    </Provider>,
  );
}
