// @troo/shared/first-paint: for a remote's src/first-paint.tsx only (built for Node by
// rspack.first-paint.js, never loaded in a browser). Draws a screen as its first commit in the
// browser will: the store as the shell starts it on that page, the router at the page's address.
import type { ComponentType, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legacy_createStore as createStore, type Dispatch } from 'redux';
import { cacheKeyInput, isCacheKeyOf } from './contract/cache-key';
import { seedQueries } from './data/query-slice';
import type { FirstPaintRender, RouteManifest } from './route-manifest';
import { appReducer } from './store/inject-slices';

export type FirstPaintPage = Parameters<FirstPaintRender>[0];
type FirstReadInput = { params?: Record<string, string>; query: Record<string, string> };

/** The page's first read of a call ('GET /business/getBusinessDetails/'): what it asked and the data answered. */
export function firstRead<T>(page: FirstPaintPage, call: string): { input: FirstReadInput; data: T | undefined } | undefined {
  // Keyed by the contract's cacheKey, as the server made them and useApiQuery reads them.
  const key = Object.keys(page.firstReads).find((candidate) => isCacheKeyOf(candidate, call));
  if (!key) return undefined;
  const input = cacheKeyInput<FirstReadInput>(key, call)!;
  return { input, data: (page.firstReads[key] as { data?: T } | undefined)?.data };
}

/** The data of the page's first read of a call, if it holds one. */
export const firstReadData = <T,>(page: FirstPaintPage, call: string): T | undefined => firstRead<T>(page, call)?.data;

interface DrawOptions {
  /** Around the screen (a context of the remote's). */
  wrap?: (screen: ReactElement) => ReactElement;
  /** What the diner's persisted store holds that the page knows of (the outlet a cookie names). */
  remembered?: (dispatch: Dispatch) => void;
}

/**
 * The markup of a remote's screen on one page: the store holds what the shell would put in it (the
 * page's first reads, and only what `remembered` says of an earlier visit), and the router stands at
 * the page's address on the remote's routes for that screen (from its routes.json, so its params
 * are the browser's).
 */
export function drawScreen(
  manifest: RouteManifest,
  screen: string,
  Screen: ComponentType,
  page: FirstPaintPage,
  { wrap = (drawn) => drawn, remembered }: DrawOptions = {},
): string {
  // With the slices the screen's modules injected (as the shell's store has them once they load).
  const store = createStore(appReducer());
  remembered?.(store.dispatch);
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
