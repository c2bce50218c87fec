// What the login page paints before any script runs, rendered at build time from the screen itself
// into the release (first-paint.json), so it ships and rolls back with this remote. The server
// sends it with the page; React then draws the same form in its place (shell/src/first-paint).
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { paths } from '@troo/shared';
import { LoginScreen } from './features/login/components/LoginScreen';

// Nothing is read or kept while rendering: an empty store and the login address are all it needs.
const store = createStore((state: object = {}) => state);

export const firstPaints = {
  Login: {
    html: renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter initialEntries={[paths.login]}>
          <LoginScreen />
        </MemoryRouter>
      </Provider>,
    ),
  },
};
