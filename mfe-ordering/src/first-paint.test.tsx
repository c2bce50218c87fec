import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { businessActions, rootReducer, seedQueries } from '@troo/shared';
import { cacheKey, type CustomerMenuItem, type OrderingStatus } from '@troo/shared/contract';
import { menuItem } from './common/testing/menu-item';
import { outletAnswer } from './common/testing/outlet-answer';
import { ItemDetails } from './features/item-details/components/ItemDetails';
import { FIRST_SCREEN_ROWS } from './features/menu-list/components/MenuGroupList';
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
  item('b', 'Pepper soup with goat meat and yam', 'Soups', { menu_item_price: 4000, has_modifiers: true, price_varies: true }),
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

/** The menu list's first commit in the browser, its store seeded with the page's first reads. */
function renderMenuList(firstReads: Record<string, unknown>) {
  const store = createStore(rootReducer);
  seedQueries(store.dispatch, firstReads);
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[URL]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/demo/:id/items/online_ordering" element={<MenuList />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** Each element's tag and classes, and the text: what a diner sees, whatever the serialisation. */
function shapeOf(root: Element) {
  return {
    elements: [...root.querySelectorAll('*')].map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`),
    text: root.textContent,
    pictures: [...root.querySelectorAll('img')].map((image) => image.getAttribute('srcset')),
    // Their room, reserved before they load.
    sizes: [...root.querySelectorAll('img')].map((image) => `${image.getAttribute('width')}x${image.getAttribute('height')}`),
  };
}

const ITEM = 'GET /menu/get{product}MenuItemByID/';
const OPEN: OrderingStatus = { accepting: true, reason: null };
const ITEM_ID = '11111111-1111-4111-8111-111111111111';
const itemUrl = (mode: string) => `/demo/menu-details/${ITEM_ID}/${mode}`;
const productOf = (mode: string) => ({ product: mode === 'online_ordering' ? 'OnlineOrdering' : 'OrderAndPay' });

const DISH = item(ITEM_ID, 'Party Jollof & <Chicken>', 'Rice Specials', { menu_item_price: 3500, description: 'Cooked over firewood' });
const SIDES = [DISH, item('p', 'Fried Plantain', 'Sides', { menu_item_price: 800, is_recommended: true })];

/**
 * The first reads the server makes for an item's page (src/first-reads.ts) for the diner's cookies,
 * keyed as the screen keys them; `branch` null: no outlet cookie (no items read).
 */
function itemReads(mode: string, { branch = 'b1', ordering = OPEN }: { branch?: string | null; ordering?: OrderingStatus } = {}) {
  const params = productOf(mode);
  const outlet = { business_identifier: 'mama-put', ...(branch ? { branch } : {}) };
  return {
    [cacheKey(ITEM, { params, query: { business_identifier: 'mama-put', menu_item_id: ITEM_ID } })]: {
      message: 'OK',
      data: DISH,
      modifiers: [
        { modifier_group_name: 'Extras', modifiers: [{ _id: 'm1', modifier_name: 'Egg', modifier_price: 300, modifier_image: null }] },
      ],
      complimentary: [{ _id: 'c1', modifier_name: 'Water' }],
    },
    [cacheKey(OUTLET, { params, query: outlet })]: outletAnswer({ ordering }).body,
    ...(branch
      ? { [cacheKey(ITEMS, { params, query: { business_identifier: 'mama-put', branch } })]: { message: 'OK', data: SIDES } }
      : {}),
  };
}

/** A painted page's markup as an element, without the hints the page's head takes. */
function painted(html: string) {
  const page = document.createElement('div');
  page.innerHTML = html;
  page.querySelectorAll('link').forEach((hint) => hint.remove());
  return page;
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

    const { container, unmount } = renderMenuList(firstReads);
    expect(shapeOf(container)).toEqual(shapeOf(painted));
    unmount(); // before the carousel's code arrives: what follows is the carousel's own test
  });

  it("draw a long menu's first screen of rows only, as the screen first commits it, the rows in order across groups", () => {
    const long = Array.from({ length: FIRST_SCREEN_ROWS + 4 }, (_, i) => item(`l${i}`, `Dish ${i}`, i < 2 ? 'Soups' : 'Grills'));
    const firstReads = menuReads(long);
    const paint = painted(firstPaints.MenuList!({ url: URL, firstReads })!);
    expect([...paint.querySelectorAll('.or-item__name')].map((name) => name.textContent)).toEqual(
      long.slice(0, FIRST_SCREEN_ROWS).map((dish) => dish.menu_item_name),
    );
    expect([...paint.querySelectorAll('.or-menu__group h2')].map((title) => title.textContent)).toEqual(['Soups', 'Grills']);

    const { container, unmount } = renderMenuList(firstReads);
    expect(shapeOf(container)).toEqual(shapeOf(paint));
    unmount();
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

  it("draw the QR landing with the outlet's food-ready minutes when its details were read", () => {
    const key = cacheKey('GET /business/getBusinessDetails/', { query: { business_identifier: 'mama-put' } });
    const outlet = cacheKey(OUTLET, { params: { product: 'OrderAndPay' }, query: { business_identifier: 'mama-put', branch: 'b1' } });
    const html = firstPaints.QrLanding!({
      url: '/start-order?business_identifier=mama-put&branch=b1',
      firstReads: {
        [key]: { data: { business_name: 'Mama Put', business_logo: '/api/images/logo' } },
        [outlet]: outletAnswer({ prep_min_minutes: 25, prep_max_minutes: 40 }).body,
      },
    })!;
    expect(html).toContain('Food ready in 25-40 minutes after placing order');
  });

  it("draw an item's page from the first reads: its name, picture room, price, choices, quantity, recommendations and 'Add to basket', escaped", () => {
    const html = firstPaints.ItemDetails!({ url: itemUrl('online_ordering'), firstReads: itemReads('online_ordering') })!;
    const page = painted(html);
    expect(page.querySelector('h1')!.textContent).toBe('Party Jollof & <Chicken>');
    expect(page.querySelector('.or-details__name')!.textContent).toBe('Party Jollof & <Chicken>');
    expect(page.querySelector('.or-details__price')!.textContent).toBe('₦3,500.00');
    expect(page.querySelector('.or-details__description')!.textContent).toBe('Cooked over firewood');
    expect(page.textContent).toContain('Egg');
    expect(page.textContent).toContain('Complimentary');
    expect(page.querySelector('.or-details__quantity')).not.toBeNull();
    expect(page.querySelector('.or-recommended')!.textContent).toContain('Fried Plantain');
    expect(page.querySelector('.or-recommended')!.textContent).not.toContain('Party Jollof');
    expect(page.querySelector('button[type="submit"]')!.textContent).toBe('Add to basket');
    expect(page.querySelector('.or-bar__total')!.textContent).toBe('₦3,500.00');
    expect(html).not.toContain('<Chicken>');
  });

  it.each(['online_ordering', 'orderandpay'])(
    "draw what item details first commits in the browser (%s) with the diner's stored context, so taking its place moves nothing",
    (mode) => {
      const firstReads = itemReads(mode);
      const page = painted(firstPaints.ItemDetails!({ url: itemUrl(mode), firstReads })!);

      // The diner's phone: the stored context (with a table, for orderandpay: the server knows none) and the page's reads.
      const store = createStore(rootReducer);
      const tableNo = mode === 'orderandpay' ? '7' : null;
      store.dispatch(
        businessActions.enterOrderingPlace({
          businessIdentifier: 'mama-put',
          branchID: 'b1',
          groupName: null,
          tableNo,
          URL: '/start-order',
        }),
      );
      seedQueries(store.dispatch, firstReads);
      const { container } = render(
        <Provider store={store}>
          <MemoryRouter initialEntries={[itemUrl(mode)]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <Routes>
              <Route path={`/demo/menu-details/:id/${mode}`} element={<ItemDetails />} />
            </Routes>
          </MemoryRouter>
        </Provider>,
      );
      expect(page.querySelector('img')).not.toBeNull();
      expect(shapeOf(container)).toEqual(shapeOf(page));
    },
  );

  it("draw the item of a diner with no outlet cookie for the business's first outlet, and a paused outlet's notice with no add controls", () => {
    const firstOutlet = painted(
      firstPaints.ItemDetails!({ url: itemUrl('online_ordering'), firstReads: itemReads('online_ordering', { branch: null }) })!,
    );
    expect(firstOutlet.querySelector('.or-details__name')!.textContent).toBe('Party Jollof & <Chicken>');
    expect(firstOutlet.querySelector('.or-recommended')).toBeNull();

    const ordering: OrderingStatus = { accepting: false, reason: 'paused' };
    const paused = painted(
      firstPaints.ItemDetails!({ url: itemUrl('online_ordering'), firstReads: itemReads('online_ordering', { ordering }) })!,
    );
    expect(paused.textContent).toContain('Mama Put is not taking orders right now.');
    expect(paused.querySelector('button[type="submit"]')).toBeNull();
  });

  it("draw no item's page without the item, or without what the screen waits for before drawing it (the outlet, its items)", () => {
    const url = itemUrl('online_ordering');
    const without = (call: string) =>
      Object.fromEntries(Object.entries(itemReads('online_ordering')).filter(([key]) => !key.startsWith(`${call} `)));
    expect(firstPaints.ItemDetails!({ url, firstReads: {} })).toBeNull();
    expect(firstPaints.ItemDetails!({ url, firstReads: without(ITEM) })).toBeNull();
    expect(firstPaints.ItemDetails!({ url, firstReads: without(OUTLET) })).toBeNull();
    expect(firstPaints.ItemDetails!({ url, firstReads: without(ITEMS) })).toBeNull();
  });
});
