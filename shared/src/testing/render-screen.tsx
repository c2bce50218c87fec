// Test helpers for screens: the real reducers, a memory router, and a fake at the HTTP edge.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore } from 'redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient, appReducer, configureApiClient, type SliceReducers, type StateWithSlices } from '@troo/shared';
import type { ApiCalls, CallAnswer, CallBody, CallId } from '@troo/shared/contract';

/** Renders the current location so tests can assert where a screen navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderScreenOptions<R extends SliceReducers = Record<never, never>> {
  /** The URL the screen is opened at. */
  url?: string;
  /** The route pattern the screen answers (defaults to the URL's path). */
  path?: string;
  /**
   * A remote's own slices (what its screen module injects with injectSlices), so the store holds them
   * whichever module the test imported; slices already injected are in the store anyway.
   */
  reducers?: R;
  preloadedState?: Partial<StateWithSlices<NoInfer<R>>>;
}

export function renderScreen<R extends SliceReducers = Record<never, never>>(
  screen: ReactElement,
  { url = '/', path, reducers, preloadedState }: RenderScreenOptions<R> = {},
) {
  const store = createStore(appReducer(reducers), preloadedState as StateWithSlices<R> | undefined);
  configureApiClient({ getToken: () => store.getState().auth.token, onUnauthorized: () => undefined });
  const routePath = path ?? url.split('?')[0]!;
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={routePath} element={screen} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

export interface RecordedRequest<Body = unknown> {
  method: string;
  url: string;
  params: unknown;
  body: Body;
  headers: Record<string, unknown>;
}

type Answer<Id extends CallId> = CallAnswer<ApiCalls[Id]>;

/** A fake answer per call of the contract, typed by it: a renamed field fails the type check. */
export type FakeRoutes = {
  [Id in CallId]?: (request: RecordedRequest<CallBody<Id>>) => Answer<Id> | Promise<Answer<Id>>;
};

/**
 * 'GET /branch/getBranch/:id' matches 'GET /branch/getBranch/b1', and a parameter inside a segment
 * too ('/menu/get{product}MenuItemByID/' matches '/menu/getOrderAndPayMenuItemByID/').
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const matches = (id: string, method: string, url: string) =>
  new RegExp(
    `^${id
      .split(/:\w+|\{\w+\}/)
      .map(escaped)
      .join('[^/]+')}$`,
  ).test(`${method} ${url}`);

/**
 * Answers the api client's requests from `routes` ('POST /login' → handler) instead of the network,
 * and records every request. Calls without a handler answer 404.
 */
export function fakeApi(routes: FakeRoutes) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: { ...config.headers },
    };
    requests.push(request);
    const entry = Object.entries(routes).find(([id]) => matches(id, request.method, request.url));
    const handler = entry?.[1] as
      ((request: RecordedRequest) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>) | undefined;
    const { status, body } = handler ? await handler(request) : { status: 404, body: { message: 'Not found' } };
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  // Set before any call made after this one: both wait on the same client, in this order.
  void apiClient().then((client) => {
    client.defaults.adapter = adapter;
  });
  return { requests };
}
