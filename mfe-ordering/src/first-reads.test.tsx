import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { businessActions, rootReducer, seedQueries } from '@troo/shared';
import { cacheKey } from '@troo/shared/contract';
import type { FirstReadContext } from '@troo/shared/route-manifest';
import { fakeApi } from '@troo/shared/testing';
import { onlineOrderingContext } from './common/menu-return';
import type { OrderingContext } from './common/ordering-context';
import { menuItem } from './common/testing/menu-item';
import { outletAnswer } from './common/testing/outlet-answer';
import { ItemDetails } from './features/item-details/components/ItemDetails';
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
  'GET /menu/get{product}MenuItemByID/': {
    status: 200,
    body: { message: 'OK', data: menuItem('a', 'Jollof Rice', 'Rice', { branch_id: 'b2' }), modifiers: [], complimentary: [] },
  },
};

/** The cookies the ordering remote writes beside the diner's store (common/ordering-context.ts). */
const cookies =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

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
 * Opens the screen at the address on a store holding the page's first reads (and the ordering
 * context the diner's persisted store holds, which the cookies mirror); records the requests it still makes.
 */
function openOn(element: ReactElement, routePath: string, url: string, made: Record<string, unknown>, stored?: OrderingContext) {
  const api = fakeApi({});
  const store = createStore(rootReducer);
  if (stored) store.dispatch(businessActions.enterOrderingPlace(stored));
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
      cookie: cookies({ 'troo-outlet': 'b2' }),
    });
    expect(calls).toEqual(['GET /menu/get{product}BusinessDetails/', 'GET /menu/getAll{product}MenuItem/']);
    expect(Object.keys(made)[1]).toContain('"branch":"b2"'); // the outlet the first read found
    const requests = openOn(
      <MenuList />,
      '/demo/:id/items/online_ordering',
      '/demo/mama-put/items/online_ordering',
      made,
      onlineOrderingContext('mama-put', 'b2'),
    );
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

  it("read the online-ordering link's outlet menu too, so the menu list its Start Your Order opens asks the API for nothing", async () => {
    const { made, calls } = await loadPage('/demo/online_ordering/:id/:branchId', { params: { id: 'mama-put', branchId: 'b2' } });
    expect(calls).toEqual(['GET /menu/get{product}BusinessDetails/', 'GET /menu/getAll{product}MenuItem/']);
    // The diner's store after Start Your Order: the link's business and outlet (the landing sets them).
    const requests = openOn(
      <MenuList />,
      '/demo/:id/items/online_ordering',
      '/demo/mama-put/items/online_ordering',
      made,
      onlineOrderingContext('mama-put', 'b2'),
    );
    expect(await screen.findByRole('link', { name: /^Jollof Rice/ })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('read the scanned business and its outlet (food-ready minutes) of a whole QR link, and the landing opens on them; nothing for a link missing its table', async () => {
    const search = new URLSearchParams({ business_identifier: ' mama-put ', table: '2', 'coming-from': 'qr' });
    const { made } = await loadPage('/start-order', { search });
    const requests = openOn(<QrLanding />, '/start-order', `/start-order?${search.toString()}`, made);
    expect(await screen.findByRole('heading', { name: 'Mama Put' })).toBeInTheDocument();
    // Neither the business nor its outlet (whether it takes orders, its minutes) is asked for again.
    expect(requests.filter((request) => /BusinessDetails/.test(request.url))).toEqual([]);
    expect((await loadPage('/start-order', { search: new URLSearchParams({ business_identifier: 'mama-put' }) })).calls).toEqual([]);
  });

  it.each([
    ['online_ordering', 'OnlineOrdering'],
    ['orderandpay', 'OrderAndPay'],
  ])(
    "read the item, its outlet's items and details for the business and outlet of the diner's cookies (%s), and item details opens on them",
    async (mode, product) => {
      const { made, calls } = await loadPage(`/demo/menu-details/:id/${mode}`, {
        params: { id: 'a' },
        cookie: cookies({ 'troo-business': 'mama-put', 'troo-outlet': 'b2' }),
      });
      expect(calls).toEqual([
        'GET /menu/get{product}MenuItemByID/',
        'GET /menu/getAll{product}MenuItem/',
        'GET /menu/get{product}BusinessDetails/',
      ]);
      for (const key of Object.keys(made)) expect(key).toContain(`"product":"${product}"`);
      const stored = {
        businessIdentifier: 'mama-put',
        branchID: 'b2',
        groupName: null,
        tableNo: mode === 'orderandpay' ? '7' : null,
        URL: '/x',
      };
      const requests = openOn(<ItemDetails />, `/demo/menu-details/:id/${mode}`, `/demo/menu-details/a/${mode}`, made, stored);
      expect(await screen.findByRole('heading', { level: 2, name: 'Jollof Rice' })).toBeInTheDocument();
      expect(requests).toEqual([]);
    },
  );

  it("read the item and the business's first outlet when the diner's store holds no outlet (no outlet cookie), and item details opens on them", async () => {
    const { made, calls } = await loadPage('/demo/menu-details/:id/online_ordering', {
      params: { id: 'a' },
      cookie: cookies({ 'troo-business': 'mama-put' }),
    });
    expect(calls).toEqual(['GET /menu/get{product}MenuItemByID/', 'GET /menu/get{product}BusinessDetails/']);
    const stored = { businessIdentifier: 'mama-put', branchID: null, groupName: null, tableNo: null, URL: '/x' };
    const requests = openOn(
      <ItemDetails />,
      '/demo/menu-details/:id/online_ordering',
      '/demo/menu-details/a/online_ordering',
      made,
      stored,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Jollof Rice' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('read nothing for an item without the business cookie (the address does not name the business)', async () => {
    for (const mode of ['online_ordering', 'orderandpay']) {
      expect((await loadPage(`/demo/menu-details/:id/${mode}`, { params: { id: 'a' } })).calls).toEqual([]);
      const outletOnly = { params: { id: 'a' }, cookie: cookies({ 'troo-outlet': 'b2' }) };
      expect((await loadPage(`/demo/menu-details/:id/${mode}`, outletOnly)).calls).toEqual([]);
    }
  });
});
