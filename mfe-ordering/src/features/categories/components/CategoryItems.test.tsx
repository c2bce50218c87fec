import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@troo/shared';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { outletAnswer } from '../../../common/testing/outlet-answer';
import { CategoryItems } from './CategoryItems';

jest.mock('../../../common/hooks/leave-page', () => ({ leavePage: jest.fn() }));

const BRANCH = '33333333-3333-4333-8333-333333333333';
const URL = '/demo/Mama%20Put/category-details/Rice/orderandpay';
const PATH = '/demo/:businessName/category-details/:categoryName/orderandpay';

const item = (id: string, name: string, category: string): CustomerMenuItem => ({
  _id: id,
  menu_item_name: name,
  menu_group_name: `${category} Specials`,
  menu_category_name: category,
  group_id: 'g',
  branch_id: BRANCH,
  menu_item_price: 2500,
  description: '',
  menu_item_image: '/api/images/x',
  is_frozen: false,
  is_recommended: false,
  has_modifiers: false,
});

function scanned(): Partial<RootState> {
  return businessStateWith({ businessIdentifier: 'mama-put', branchID: BRANCH, groupName: null, tableNo: '3', URL: '/start-order' });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('CategoryItems', () => {
  it("lists the category's items, each leading to its details, pictures lazy in reserved space", async () => {
    const { requests } = fakeApi({
      'GET /menu/getAll{product}MenuItem/': () => ({
        status: 200,
        body: { message: 'OK', data: [item('a', 'Jollof Rice', 'Rice'), item('b', 'Egusi Soup', 'Soup')] },
      }),
    });
    renderScreen(<CategoryItems />, { url: URL, path: PATH, preloadedState: scanned() });

    const list = await screen.findByRole('list', { name: 'Rice items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    const link = within(rows[0]!).getByRole('link', { name: /^Jollof Rice/ });
    expect(link).toHaveAttribute('href', '/demo/menu-details/a/orderandpay');
    expect(link).toHaveTextContent('A Delicious Delicacy');
    // No choice adds to its price: the price alone, not 'From'.
    expect(link).toHaveTextContent(/₦2,500\.00$/);
    expect(link).not.toHaveTextContent('From');
    const image = link.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.parentElement).toHaveStyle({ aspectRatio: '1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rice' })).toBeInTheDocument();
    // Added in place (no choices to make), counted in the basket bar every menu screen shows.
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: 'Add Jollof Rice' }));
    expect(screen.getByText('1 item').parentElement).toHaveTextContent('₦2,500.00');
    expect(screen.getByRole('link', { name: 'View Basket' })).toHaveAttribute('href', '/demo/basket/orderandpay');
    expect(requests.find((request) => request.url.includes('MenuItem'))).toMatchObject({
      url: '/menu/getAllOrderAndPayMenuItem/',
      params: { business_identifier: 'mama-put', branch: BRANCH },
    });
  });

  it('says a paused outlet takes no orders and lists its items with no add control', async () => {
    fakeApi({
      'GET /menu/getAll{product}MenuItem/': () => ({ status: 200, body: { message: 'OK', data: [item('a', 'Jollof Rice', 'Rice')] } }),
      'GET /menu/get{product}BusinessDetails/': () =>
        outletAnswer({ business_name: 'Mama Put', branch_id: BRANCH, ordering: { accepting: false, reason: 'paused' } }),
    });
    renderScreen(<CategoryItems />, { url: URL, path: PATH, preloadedState: scanned() });
    expect(await screen.findByText(/Mama Put is not taking orders right now\./)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Jollof Rice/ })).toHaveAttribute('href', '/demo/menu-details/a/orderandpay');
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Add / })).toBeNull();
  });

  it('explains an incomplete link when nothing was scanned', () => {
    fakeApi({});
    renderScreen(<CategoryItems />, { url: URL, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not complete' })).toBeInTheDocument();
  });
});
