import { outletAnswer } from '../../../common/testing/outlet-answer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainLineOf, selectBasket, selectBusinessDetails, selectOrderingPlace } from '@troo/shared';
import type { OrderingStatus } from '@troo/shared/contract';
import { basketStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { OnlineLanding } from './OnlineLanding';

jest.mock('../../../common/hooks/leave-page', () => ({ leavePage: jest.fn() }));

const BRANCH = '33333333-3333-4333-8333-333333333333';
const URL = `/demo/online_ordering/mama-put/${BRANCH}`;
const PATH = '/demo/online_ordering/:id/:branchId';

function outlet(status: 200 | 404 = 200, ordering: OrderingStatus = { accepting: true, reason: null }) {
  return fakeApi({
    'GET /menu/get{product}BusinessDetails/': () =>
      status === 404
        ? { status: 404, body: { message: 'Business not found' } }
        : outletAnswer({
            colour_scheme: '#097F7C',
            orderingDescription: 'Home-style dishes',
            orderingInstruction: 'Order and collect at the counter',
            default_branch_id: BRANCH,
            branch_id: BRANCH,
            ordering,
          }),
  });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('OnlineLanding', () => {
  it('shows the business and how it takes orders, clears the basket and starts the order at the menu list', async () => {
    const user = userEvent.setup();
    const { requests } = outlet();
    const basket = basketStateWith([plainLineOf({ _id: 'x', menu_item_name: 'Eba', menu_item_price: 600, menu_item_image: null }, '1')]);
    const { store } = renderScreen(<OnlineLanding />, { url: URL, path: PATH, preloadedState: basket });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mama Put' })).toBeInTheDocument();
    expect(screen.getByText('Home-style dishes')).toBeInTheDocument();
    expect(screen.getByText('Order and collect at the counter')).toBeInTheDocument();
    expect(selectBasket(store.getState()).lines).toEqual([]);
    expect(selectOrderingPlace(store.getState())).toMatchObject({ businessIdentifier: 'mama-put', branchID: BRANCH });
    expect(selectBusinessDetails(store.getState())).toMatchObject({ colour_scheme: '#097F7C' });
    expect(requests[0]).toMatchObject({
      url: '/menu/getOnlineOrderingBusinessDetails/',
      params: { business_identifier: 'mama-put', branch: BRANCH },
    });

    await user.click(screen.getByRole('link', { name: 'Start Your Order' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/mama-put/items/online_ordering');
  });

  it.each([
    ['closed', /Mama Put is closed right now\./],
    ['paused', /Mama Put is not taking orders right now\./],
  ] as const)('says a %s outlet takes no orders, instead of how it takes them and Start Your Order', async (reason, notice) => {
    outlet(200, { accepting: false, reason });
    renderScreen(<OnlineLanding />, { url: URL, path: PATH });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.queryByText('Home-style dishes')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Your Order' })).toBeNull();
  });

  it('explains a link to an unknown business', async () => {
    outlet(404);
    renderScreen(<OnlineLanding />, { url: URL, path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not complete' })).toBeInTheDocument();
  });
});
