import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { rootReducer, seedQueries } from '@troo/shared';
import { cacheKey, type CustomerMenuItem } from '@troo/shared/contract';
import { menuItem } from './common/testing/menu-item';
import { outletAnswer } from './common/testing/outlet-answer';
import { MenuList } from './features/menu-list/components/MenuList';
import { firstPaints } from './first-paint';

const OUTLET = 'GET /menu/get{product}BusinessDetails/';
const ITEMS = 'GET /menu/getAll{product}MenuItem/';
const URL = '/demo/mama-put/items/online_ordering';
const params = { product: 'OnlineOrdering' };

const item = (id: string, name: string, group: string, overrides: Partial<CustomerMenuItem> = {}) =>
  menuItem(id, name, group, { menu_item_image: `/api/images/${id}`, ...overrides });

const MENU = [
  item('a', 'Jollof Rice & <Plantain>', 'Rice Specials', { is_recommended: true }),
  item('b', 'Pepper soup with goat meat and yam', 'Soups', { menu_item_price: 4000 }),
  item('c', 'Fried Rice', 'Rice Specials', { menu_item_price: 3000, is_recommended: true }),
  item('d', 'Egusi', 'Soups', { is_recommended: true }),
];

/** The first reads the server makes for the menu list's page (src/first-reads.ts), keyed as the screen keys them. */
function menuReads(items: CustomerMenuItem[]) {
  return {
    [cacheKey(OUTLET, { params, query: { business_identifier: 'mama-put' } })]: outletAnswer().body,
    [cacheKey(ITEMS, { params, query: { business_identifier: 'mama-put', branch: 'b1' } })]: { message: 'OK', data: items },
  };
}

/** Each element's tag and classes, and the text: what a diner sees, whatever the serialisation. */
function shapeOf(root: Element) {
  return {
    elements: [...root.querySelectorAll('*')].map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`),
    text: root.textContent,
    pictures: [...root.querySelectorAll('img')].map((image) => image.getAttribute('srcset')),
  };
}

describe("the ordering remote's first paints", () => {
  it('draw the menu list from the first reads: header, groups, the first two popular cards and every item, escaped', () => {
    const html = firstPaints.MenuList!({ url: URL, firstReads: menuReads(MENU) })!;
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')!.textContent).toBe('Explore Menu');
    expect([...page.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['All', 'Rice Specials', 'Soups']);
    const popular = page.querySelectorAll('.or-popular--preview .or-popular__card');
    expect([...popular].map((card) => card.textContent)).toEqual(['Jollof Rice & <Plantain>₦2,500.00', 'Fried Rice₦3,000.00']);
    expect(popular[0]!.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(page.querySelectorAll('.or-list li')).toHaveLength(4);
    expect(page.textContent).toContain('From ₦4,000.00');
    expect(html).not.toContain('<Plantain>');
  });

  it('draw what the screen first commits in the browser, so taking its place moves nothing', () => {
    const firstReads = menuReads(MENU);
    const painted = document.createElement('div');
    painted.innerHTML = firstPaints.MenuList!({ url: URL, firstReads })!;
    painted.querySelectorAll('link').forEach((hint) => hint.remove()); // the page's head takes these

    const store = createStore(rootReducer);
    seedQueries(store.dispatch, firstReads);
    const { container, unmount } = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[URL]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route path="/demo/:id/items/online_ordering" element={<MenuList />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(shapeOf(container)).toEqual(shapeOf(painted));
    unmount(); // before the carousel's code arrives: what follows is the carousel's own test
  });

  it("draw the menu of the outlet the diner chose before (its cookie), as the diner's stored outlet draws it", () => {
    const chosen = [item('v', 'Victoria Island Suya', 'Grills', { branch_id: 'b2' })];
    const firstReads = {
      [cacheKey(OUTLET, { params, query: { business_identifier: 'mama-put', branch: 'b2' } })]: outletAnswer({
        branch_id: 'b2',
        branch_name: 'Victoria Island',
      }).body,
      [cacheKey(ITEMS, { params, query: { business_identifier: 'mama-put', branch: 'b2' } })]: { message: 'OK', data: chosen },
    };
    const page = document.createElement('div');
    page.innerHTML = firstPaints.MenuList!({ url: URL, firstReads })!;
    const rows = page.querySelectorAll('.or-list li');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Victoria Island Suya');
  });

  it('draw no menu list when the page holds no items (the screen shows its own loading)', () => {
    expect(firstPaints.MenuList!({ url: URL, firstReads: menuReads([]) })).toBeNull();
    expect(firstPaints.MenuList!({ url: URL, firstReads: {} })).toBeNull();
  });

  it("draw the online-ordering landing with the outlet's name and how it takes orders, and nothing for an unknown outlet", () => {
    const url = '/demo/online_ordering/mama-put/b1';
    const key = cacheKey(OUTLET, { params, query: { business_identifier: 'mama-put', branch: 'b1' } });
    const answer = outletAnswer({ orderingDescription: 'Order by 9pm & we deliver', orderingInstruction: 'Pay by card' }).body;
    const page = document.createElement('div');
    page.innerHTML = firstPaints.OnlineLanding!({ url, firstReads: { [key]: answer } })!;
    expect(page.querySelector('h1')!.textContent).toBe('Mama Put');
    expect([...page.querySelectorAll('p')].map((line) => line.textContent)).toEqual(['Order by 9pm & we deliver', 'Pay by card']);
    expect(page.querySelector('a')!.getAttribute('href')).toBe('/demo/mama-put/items/online_ordering');
    expect(firstPaints.OnlineLanding!({ url, firstReads: {} })).toBeNull();
  });

  it("draw the QR landing with the business's name and logo, and nothing without a logo", () => {
    const key = cacheKey('GET /business/getBusinessDetails/', { query: { business_identifier: 'mama-put' } });
    const answer = (logo: string | null) => ({ [key]: { data: { business_name: 'Mama <Put>', business_logo: logo } } });
    const html = firstPaints.QrLanding!({ url: '/start-order?business_identifier=mama-put', firstReads: answer('/api/images/logo') })!;
    expect(html).toContain('Mama &lt;Put&gt;');
    expect(html).toContain('Food ready in 8-13 minutes after placing order');
    expect(html).toContain('Start Your Order');
    expect(firstPaints.QrLanding!({ url: '/start-order', firstReads: answer(null) })).toBeNull();
  });
});
