// @troo/shared/first-paint: for a remote's src/first-paint.tsx only (built for Node by
// rspack.first-paint.js, never loaded in a browser). Draws a screen as its first commit in the
// browser will: the store as the shell starts it on that page, the router at the page's address.
import type { ComponentType, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { seedQueries } from './data/query-slice';
import type { FirstPaintRender, RouteManifest } from './route-manifest';
import { rootReducer } from './store/root-reducer';

export type FirstPaintPage = Parameters<FirstPaintRender>[0];

/** The data of the page's first read of a call ('GET /business/getBusinessDetails/'), if it holds one. */
export function firstReadData<T>(page: FirstPaintPage, call: string): T | undefined {
  const key = Object.keys(page.firstReads).find((candidate) => candidate.startsWith(`${call} `));
  return key ? (page.firstReads[key] as { data?: T } | undefined)?.data : undefined;
}

/**
 * The markup of a remote's screen on one page: the store holds what the shell would put in it (the
 * page's first reads, nothing of an earlier visit), and the router stands at the page's address on
 * the remote's routes for that screen (from its routes.json, so its params are the browser's).
 */
export function drawScreen(
  manifest: RouteManifest,
  screen: string,
  Screen: ComponentType,
  page: FirstPaintPage,
  wrap: (screen: ReactElement) => ReactElement = (drawn) => drawn,
): string {
  const store = createStore(rootReducer);
  seedQueries(store.dispatch, page.firstReads);
  const paths = manifest.routes.filter((route) => route.screen === screen).map((route) => route.path);
  return renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter initialEntries={[page.url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {wrap(
          <Routes>
            {paths.map((path) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Routes>,
        )}
      </MemoryRouter>
    </Provider>,
  );
}
