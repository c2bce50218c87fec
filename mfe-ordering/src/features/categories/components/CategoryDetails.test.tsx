import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RootState } from '@troo/shared';
import type { BusinessDetails, MenuCategory } from '@troo/shared/contract';
import { businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { outletAnswer } from '../../../common/testing/outlet-answer';
import { CategoryDetails } from './CategoryDetails';

jest.mock('../../../common/hooks/leave-page', () => ({ leavePage: jest.fn() }));

const SCREEN_URL = '/demo/category-details/orderandpay';
const LANDING = '/start-order?business_identifier=mama-put&branch=branch-1&table=5&coming-from=qr';

const details = { business_identifier: 'mama-put', business_name: 'Mama Put' } as BusinessDetails;

/** The business slice as the QR landing leaves it. */
function scannedBusiness(): Partial<RootState> {
  return businessStateWith(
    { businessIdentifier: 'mama-put', branchID: 'branch-1', groupName: 'default_group_name', tableNo: '5', URL: LANDING },
    details,
  );
}

const category = (name: string, image: string | null = `/api/images/${name}`): MenuCategory => ({
  _id: name,
  name,
  image,
  branch_id: 'branch-1',
});
const answer = (data: MenuCategory[]) => () => ({ status: 200 as const, body: { message: 'OK', data } });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('CategoryDetails', () => {
  it('shows the categories of the scanned business, whole (CSS sets them in capitals and cuts what overflows)', async () => {
    const { requests } = fakeApi({
      'GET /menu/getCustomerMenuCategory/': answer([category('Soup'), category('Pepper soup and goat meat', null)]),
    });
    renderScreen(<CategoryDetails />, { url: SCREEN_URL, preloadedState: scannedBusiness() });

    expect(screen.getByRole('heading', { level: 1, name: 'Explore Menu' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Menu categories' });
    const tiles = within(grid).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Soup', 'Pepper soup and goat meat']);
    expect(tiles[1]).toHaveAttribute('href', '/demo/Mama%20Put/category-details/Pepper%20soup%20and%20goat%20meat/orderandpay');
    // Decorative (the name says it), lazy, in a slot sized before it loads; no picture: a placeholder.
    const image = within(tiles[0]!).getByRole('presentation');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.parentElement).toHaveStyle({ aspectRatio: String(4 / 3) });
    expect(tiles[1]!.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Basket, empty' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      url: '/menu/getCustomerMenuCategory/',
      params: { business_identifier: 'mama-put', branch: 'branch-1' },
    });
    expect(requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('opens the items of a category', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /menu/getCustomerMenuCategory/': answer([category('Rice')]) });
    renderScreen(<CategoryDetails />, { url: SCREEN_URL, preloadedState: scannedBusiness() });
    await user.click(await screen.findByRole('link', { name: 'Rice' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/Mama%20Put/category-details/Rice/orderandpay');
  });

  it('says a paused outlet takes no orders above its categories, which still open', async () => {
    fakeApi({
      'GET /menu/getCustomerMenuCategory/': answer([category('Grills')]),
      'GET /menu/get{product}BusinessDetails/': () =>
        outletAnswer({ business_name: 'Mama Put', branch_id: 'branch-1', ordering: { accepting: false, reason: 'paused' } }),
    });
    renderScreen(<CategoryDetails />, { url: SCREEN_URL, preloadedState: scannedBusiness() });
    expect(await screen.findByText(/Mama Put is not taking orders right now\./)).toBeInTheDocument();
    // Reached anyway (a bookmark, Back): the menu is there to read.
    expect(await screen.findByRole('link', { name: 'Grills' })).toHaveAttribute(
      'href',
      '/demo/Mama%20Put/category-details/Grills/orderandpay',
    );
  });

  it('says so when the business has no categories', async () => {
    fakeApi({ 'GET /menu/getCustomerMenuCategory/': answer([]) });
    renderScreen(<CategoryDetails />, { url: SCREEN_URL, preloadedState: scannedBusiness() });
    expect(await screen.findByText('No items found')).toBeInTheDocument();
  });

  it('offers a retry when the menu could not be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({
      'GET /menu/getCustomerMenuCategory/': () =>
        ++calls === 1 ? { status: 500, body: { message: 'Oops' } } : answer([category('Swallow')])(),
    });
    renderScreen(<CategoryDetails />, { url: SCREEN_URL, preloadedState: scannedBusiness() });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Swallow' })).toBeInTheDocument();
  });

  it('goes back to the QR landing when opened directly', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /menu/getCustomerMenuCategory/': answer([]) });
    renderScreen(<CategoryDetails />, { url: SCREEN_URL, preloadedState: scannedBusiness() });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(LANDING);
  });

  it('explains an incomplete link when nothing was scanned', () => {
    const { requests } = fakeApi({});
    renderScreen(<CategoryDetails />, { url: SCREEN_URL });
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not complete' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
