import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { businessSlice, rootReducer, seedQueries } from '@troo/shared';
import { cacheKey } from '@troo/shared/contract';
import type { FirstReadContext } from '@troo/shared/route-manifest';
import { fakeApi } from '@troo/shared/testing';
import { onlineOrderingContext } from './common/menu-return';
import { menuItem } from './common/testing/menu-item';
import { outletAnswer } from './common/testing/outlet-answer';
import { MenuList } from './features/menu-list/components/MenuList';
import { OnlineLanding } from './features/online-landing/components/OnlineLanding';
import { QrLanding } from './features/qr-landing/components/QrLanding';
import { firstReads } from './first-reads';

jest.mock('./common/hooks/leave-page', () => ({ leavePage: jest.fn() }));

// The server runs these loaders for a page and writes their answers into it, keyed by the calls and
// inputs they read; the screen then opens on those answers. Where the two build an input differently,
// the screen asks the API again (and the page flashes its loading state): these tests catch that.

const answers: Record<string, { status: number; body: unknown }> = {
  'GET /business/getBusinessDetails/': {
    status: 200,
    body: { message: 'OK', data: { ...outletAnswer().body.data, business_logo: '/logo' } },
  },
  'GET /menu/get{product}BusinessDetails/': outletAnswer({ branch_id: 'b2' }),
  'GET /menu/getAll{product}MenuItem/': {
    status: 200,
    body: { message: 'OK', data: [menuItem('a', 'Jollof Rice', 'Rice', { branch_id: 'b2' })] },
  },
};

/** A page's first reads as the server makes them: each read's answer under its key, and the calls made in turn. */
async function loadPage(routePath: string, page: Partial<FirstReadContext>) {
  const made: Record<string, unknown> = {};
  const calls: string[] = [];
  const read = (async (call: string, input: unknown) => {
    calls.push(call);
    const answer = answers[call]!;
    made[cacheKey(call, input)] = answer.body;
    return answer.body;
  }) as FirstReadContext['read'];
  await firstReads[routePath]!({ search: new URLSearchParams(), params: {}, cookie: () => undefined, read, ...page });
  return { made, calls };
}

/**
 * Opens the screen at the address on a store holding the page's first reads (and the outlet the
 * diner's persisted store holds, which the outlet cookie mirrors); records the requests it still makes.
 */
function openOn(element: ReactElement, routePath: string, url: string, made: Record<string, unknown>, storedOutlet?: string) {
  const api = fakeApi({});
  const store = createStore(rootReducer);
  if (storedOutlet) store.dispatch(businessSlice.actions.setOrderingContext(onlineOrderingContext('mama-put', storedOutlet)));
  seedQueries(store.dispatch, made);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path={routePath} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return api.requests;
}

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
});
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

describe("the ordering remote's first reads", () => {
  it("read the menu of the diner's outlet (its cookie) and the menu list opens on them, asking the API for nothing", async () => {
    const { made, calls } = await loadPage('/demo/:id/items/online_ordering', {
      params: { id: 'mama-put' },
      cookie: (name) => (name === 'troo-outlet' ? 'b2' : undefined),
    });
    expect(calls).toEqual(['GET /menu/get{product}BusinessDetails/', 'GET /menu/getAll{product}MenuItem/']);
    expect(Object.keys(made)[1]).toContain('"branch":"b2"'); // the outlet the first read found
    const requests = openOn(<MenuList />, '/demo/:id/items/online_ordering', '/demo/mama-put/items/online_ordering', made, 'b2');
    expect(await screen.findByRole('link', { name: /^Jollof Rice/ })).toBeInTheDocument();
    expect(requests.filter((request) => /MenuItem|BusinessDetails/.test(request.url))).toEqual([]);
  });

  it("read the business's first outlet and its menu for a diner new to it, and the menu list opens on them", async () => {
    const { made } = await loadPage('/demo/:id/items/online_ordering', { params: { id: 'mama-put' } });
    const requests = openOn(<MenuList />, '/demo/:id/items/online_ordering', '/demo/mama-put/items/online_ordering', made);
    expect(await screen.findByRole('link', { name: /^Jollof Rice/ })).toBeInTheDocument();
    expect(requests.filter((request) => /MenuItem|BusinessDetails/.test(request.url))).toEqual([]);
  });

  it('read the outlet of an online-ordering link, and its landing opens on it', async () => {
    const { made } = await loadPage('/demo/online_ordering/:id/:branchId', { params: { id: 'mama-put', branchId: 'b2' } });
    const requests = openOn(<OnlineLanding />, '/demo/online_ordering/:id/:branchId', '/demo/online_ordering/mama-put/b2', made);
    expect(await screen.findByRole('heading', { name: 'Mama Put' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('read the scanned business of a whole QR link, and the landing opens on it; nothing for a link missing its table', async () => {
    const search = new URLSearchParams({ business_identifier: ' mama-put ', table: '2', 'coming-from': 'qr' });
    const { made } = await loadPage('/start-order', { search });
    const requests = openOn(<QrLanding />, '/start-order', `/start-order?${search.toString()}`, made);
    expect(await screen.findByRole('heading', { name: 'Mama Put' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('getBusinessDetails'))).toEqual([]);
    expect((await loadPage('/start-order', { search: new URLSearchParams({ business_identifier: 'mama-put' }) })).calls).toEqual([]);
  });
});
