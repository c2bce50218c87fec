import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { configureApiClient, createAppStore, paths, resetSession } from '@troo/shared';
import { createAppRouter } from './router';
import { ThemeSync } from '../theme/ThemeSync';
import { WidthGuard } from '../width-guard/WidthGuard';
import { LazyToaster } from '../toaster/LazyToaster';

/** The one store and router of the page, created once. */
function createApp() {
  const { store, persistor } = createAppStore();
  const router = createAppRouter();
  configureApiClient({
    getToken: () => store.getState().auth.token,
    onUnauthorized: () => {
      store.dispatch(resetSession());
      void router.navigate(paths.login, { replace: true });
    },
  });
  return { store, persistor, router };
}

export function App() {
  const { store, persistor, router } = useMemo(createApp, []);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <ThemeSync />
        <LazyToaster />
        <WidthGuard>
          <RouterProvider router={router} />
        </WidthGuard>
      </PersistGate>
    </Provider>
  );
}
