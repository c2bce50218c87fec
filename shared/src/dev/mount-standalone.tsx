// A remote's standalone development mount: its screens on their routes, with a store of their own.
// Never part of a federated page (the shell creates the one store there).
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { configureApiClient, createAppStore, deliverToasts, paths } from '@troo/shared';

export function mountStandalone(remote: string, screens: Record<string, ComponentType>) {
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
        {Object.keys(screens).map((path) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
  const router = createBrowserRouter([
    ...Object.entries(screens).map(([path, Screen]) => ({ path, element: <Screen /> })),
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
