import { outletAnswer } from '../../../common/testing/outlet-answer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainLineOf, type RootState, selectBasket, selectOrderingPlace } from '@troo/shared';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { basketStateWith, businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { MENU_PATH_KEY } from '../../../common/menu-return';
import { BUSINESS_COOKIE, OUTLET_COOKIE, rememberOrderingContext } from '../../../common/ordering-context';
import { FIRST_SCREEN_ROWS } from './MenuGroupList';
import { MenuList } from './MenuList';
import { menuItem } from '../../../common/testing/menu-item';

jest.mock('../../../common/hooks/leave-page', () => ({ leavePage: jest.fn() }));

const URL = '/demo/mama-put/items/online_ordering';
const PATH = '/demo/:id/items/online_ordering';
const BRANCH = '33333333-3333-4333-8333-333333333333';

const item = (id: string, name: string, group: string, overrides: Partial<CustomerMenuItem> = {}) =>
  menuItem(id, name, group, { branch_id: BRANCH, ...overrides });

const ITEMS = [
  item('a', 'Jollof Rice', 'Rice Specials', {
    description: 'Smoky party jollof with fried plantain and a side of coleslaw',
    is_recommended: true,
    has_modifiers: true,
    price_varies: false,
  }),
  item('b', 'Pepper soup with goat meat and yam', 'Soups and stews of the house', { has_modifiers: true, price_varies: true }),
  item('c', 'Fried Rice', 'Rice Specials', { menu_item_price: 3000, is_recommended: true }),
];

function items() {
  return fakeApi({
    'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: ITEMS } }),
  });
}

function linkOpened(extra: Partial<RootState> = {}): Partial<RootState> {
  const place = businessStateWith({
    businessIdentifier: 'mama-put',
    branchID: BRANCH,
    groupName: null,
    tableNo: null,
    URL: `/demo/online_ordering/mama-put/${BRANCH}`,
  });
  return { ...place, ...extra };
}

beforeAll(() => {
  // jsdom has no matchMedia; the carousel's breakpoints ask for it.
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addListener: () => undefined, removeListener: () => undefined }) as unknown as MediaQueryList;
});
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('MenuList', () => {
  it('lists the items by group, names whole (CSS cuts what overflows), default description and From price; remembers its path', async () => {
    const { requests } = items();
    renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened() });

    const soups = await screen.findByRole('region', { name: 'Soups and stews of the house' });
    expect(within(soups).getByRole('link', { name: /^Pepper soup with goat meat and yam/ })).toHaveTextContent(
      'Pepper soup with goat meat and yamA Delicious DelicacyFrom ₦2,500.00',
    );
    const rice = screen.getByRole('region', { name: 'Rice Specials' });
    expect(within(rice).getByRole('link', { name: /^Jollof Rice/ })).toHaveTextContent(
      'Smoky party jollof with fried plantain and a side of coleslaw',
    );
    // 'From' only where a choice adds to the price: Fried Rice has none, Jollof's choices are free.
    expect(within(rice).getByRole('link', { name: /^Fried Rice/ })).toHaveTextContent(/A Delicious Delicacy₦3,000\.00$/);
    expect(within(rice).getByRole('link', { name: /^Jollof Rice/ })).not.toHaveTextContent('From');
    // Jollof has choices to make: its plus opens its details.
    expect(within(rice).getByRole('link', { name: 'Add Jollof Rice' })).toHaveAttribute('href', '/demo/menu-details/a/online_ordering');
    expect(screen.getByRole('heading', { name: 'Most Popular' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Basket' })).toHaveAttribute('href', '/demo/basket/online_ordering');
    expect(localStorage.getItem(MENU_PATH_KEY)).toBe(URL);
    expect(requests.find((request) => request.url.includes('MenuItem'))).toMatchObject({
      url: '/menu/getAllOnlineOrderingMenuItem/',
      params: { business_identifier: 'mama-put', branch: BRANCH },
    });
  });

  it('draws the first screen of a long menu first, then every row once that has been painted', async () => {
    const long = Array.from({ length: FIRST_SCREEN_ROWS + 5 }, (_, i) => item(`i${i}`, `Dish ${i}`, i < 3 ? 'Soups' : 'Grills'));
    fakeApi({ 'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: long } }) });
    renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened() });

    await screen.findByRole('region', { name: 'Soups' });
    const rowNames = () => screen.getAllByRole('listitem').map((row) => row.querySelector('.or-item__name')!.textContent);
    expect(rowNames()).toEqual(long.slice(0, FIRST_SCREEN_ROWS).map((dish) => dish.menu_item_name));
    await waitFor(() => expect(rowNames()).toEqual(long.map((dish) => dish.menu_item_name)));
  });

  it('has All plus a tab per group, and arrows that step through them', async () => {
    const user = userEvent.setup();
    items();
    renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened() });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Rice Specials', 'Soups and stews of the house']);
    await user.click(screen.getByRole('button', { name: 'Next group' }));
    expect(screen.getByRole('tab', { name: 'Rice Specials' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'Soups and stews of the house' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous group' }));
    await user.click(screen.getByRole('button', { name: 'Previous group' }));
    expect(screen.getByRole('tab', { name: 'Soups and stews of the house' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows − quantity + for an item in the basket, its minus at 1 removes it, and the footer totals', async () => {
    const user = userEvent.setup();
    items();
    const basket = basketStateWith([plainLineOf(ITEMS[2]!, '')]);
    const { store } = renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened(basket) });

    const stepper = await screen.findByRole('group', { name: 'Quantity of Fried Rice' });
    expect(stepper).toHaveTextContent('1');
    await user.click(within(stepper).getByRole('button', { name: 'One more Fried Rice' }));
    expect(screen.getByText('2 items').parentElement).toHaveTextContent('₦6,000.00');
    await user.click(within(stepper).getByRole('button', { name: 'One less Fried Rice' }));
    await user.click(within(stepper).getByRole('button', { name: 'One less Fried Rice' }));
    expect(selectBasket(store.getState()).lines).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add Fried Rice' })).toBeInTheDocument();
  });

  it('adds an item without choices with its plus, in place: the stepper and the basket bar show it', async () => {
    const user = userEvent.setup();
    items();
    const { store } = renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened() });
    await user.click(await screen.findByRole('button', { name: 'Add Fried Rice' }));
    // Still on the list (a navigation would show the test router's location probe instead).
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('group', { name: 'Quantity of Fried Rice' })).toHaveTextContent('1');
    expect(screen.getByText('1 item').parentElement).toHaveTextContent('₦3,000.00');
    expect(selectBasket(store.getState()).lines).toEqual([expect.objectContaining({ itemId: 'c', quantity: 1, options: [] })]);
  });

  it('says a paused outlet takes no orders and offers no add control', async () => {
    fakeApi({
      'GET /menu/get{product}BusinessDetails/': () =>
        outletAnswer({ business_name: 'Mama Put', branch_id: BRANCH, ordering: { accepting: false, reason: 'paused' } }),
      'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: ITEMS } }),
    });
    renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened() });
    expect(await screen.findByText(/Mama Put is not taking orders right now\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rice Specials' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Add / })).toBeNull();
  });

  it('offline, shows the menu under the offline notice with no add control, and takes orders again once online', async () => {
    items();
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened() });
    expect(
      await screen.findByText(/You are offline\. You can look through the menu; ordering comes back when you are online\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rice Specials' })).toHaveTextContent('Fried Rice');
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Add / })).toBeNull();

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Add Fried Rice' })).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('mirrors the stored business and outlet into the cookies the server draws the next page by, when they are gone', async () => {
    rememberOrderingContext(null, null);
    items();
    renderScreen(<MenuList />, { url: URL, path: PATH, preloadedState: linkOpened() });
    await screen.findByRole('region', { name: 'Rice Specials' });
    expect(document.cookie).toContain(`${OUTLET_COOKIE}=${BRANCH}`);
    expect(document.cookie).toContain(`${BUSINESS_COOKIE}=mama-put`);
  });

  it('opened directly, it reads the business’s first outlet and orders from there', async () => {
    const { requests } = fakeApi({
      'GET /menu/get{product}BusinessDetails/': () => outletAnswer({ default_branch_id: BRANCH, branch_id: BRANCH }),
      'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: ITEMS } }),
    });
    const { store } = renderScreen(<MenuList />, { url: URL, path: PATH });
    expect(await screen.findByRole('region', { name: 'Rice Specials' })).toBeInTheDocument();
    expect(selectOrderingPlace(store.getState())).toMatchObject({ businessIdentifier: 'mama-put', branchID: BRANCH });
    expect(requests.map((request) => request.url)).toEqual([
      '/menu/getOnlineOrderingBusinessDetails/',
      '/menu/getAllOnlineOrderingMenuItem/',
    ]);
  });
});

describe('MenuList opened directly on a weak network', () => {
  it('offers a retry when the outlet could not be read', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /menu/get{product}BusinessDetails/': () =>
        ++calls === 1 ? { status: 500, body: { message: 'Oops' } } : { status: 404, body: { message: 'Business not found' } },
    });
    renderScreen(<MenuList />, { url: URL, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not complete' })).toBeInTheDocument();
  });
});
