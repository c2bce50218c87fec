import { screen } from '@testing-library/react';
import type { MenuCategory } from '@troo/shared/contract';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { ExploreMenu } from './ExploreMenu';

const category = (name: string): MenuCategory => ({ _id: name, name, image: null, branch_id: 'b1' });
const categories = () =>
  fakeApi({
    'GET /menu/getCustomerMenuCategory/': () => ({ status: 200, body: { message: 'OK', data: [category('Soup'), category('Swallow')] } }),
  });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('ExploreMenu', () => {
  it('online ordering: the grid of business :id, each category opening the menu list', async () => {
    const { requests } = categories();
    renderScreen(<ExploreMenu />, { url: '/demo/mama-put/explore-menu/online_ordering', path: '/demo/:id/explore-menu/online_ordering' });
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Menu' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Swallow' })).toHaveAttribute('href', '/demo/mama-put/items/online_ordering');
    expect(screen.getByRole('link', { name: 'Basket, empty' })).toHaveAttribute('href', '/demo/basket/online_ordering');
    expect(requests[0]).toMatchObject({ params: { business_identifier: 'mama-put' } });
  });

  it('table ordering: each category opens its items', async () => {
    categories();
    renderScreen(<ExploreMenu />, { url: '/demo/mama-put/explore-menu/orderandpay', path: '/demo/:id/explore-menu/orderandpay' });
    expect(await screen.findByRole('link', { name: 'Soup' })).toHaveAttribute('href', '/demo/mama-put/category-details/Soup/orderandpay');
  });
});
