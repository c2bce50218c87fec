// Test helpers for screens: the real reducers, a memory router, and a fake at the HTTP edge.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { legacy_createStore as createStore } from 'redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api, configureApiClient, rootReducer, type RootState } from '@troo/shared';

/** Renders the current location so tests can assert where a screen navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderScreenOptions {
  /** The URL the screen is opened at. */
  url?: string;
  /** The route pattern the screen answers (defaults to the URL's path). */
  path?: string;
  preloadedState?: Partial<RootState>;
}

export function renderScreen(screen: ReactElement, { url = '/', path, preloadedState }: RenderScreenOptions = {}) {
  const store = createStore(rootReducer, preloadedState as RootState | undefined);
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

export interface RecordedRequest {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  headers: Record<string, unknown>;
}

type Handler = (request: RecordedRequest) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/**
 * Answers the api client's requests from `routes` ('POST /login' → handler) instead of the network,
 * and records every request. Unknown routes answer 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
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
    const handler = routes[`${request.method} ${request.url}`];
    const { status, body } = handler ? await handler(request) : { status: 404, body: { message: 'Not found' } };
    const response = { data: body, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return { requests };
}
