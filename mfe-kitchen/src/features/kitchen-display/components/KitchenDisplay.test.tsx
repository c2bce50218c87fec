import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import { branchAnswer, staffOrder } from '../../../../test/staff-order';
import { KitchenDisplay } from './KitchenDisplay';

// The stream itself is tested against a real server (api/test/order-event-stream-client.test.ts).
jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: () => ({ state: 'open' }),
}));

const order = (status: StaffOrder['status']) => staffOrder(status);

describe('Kitchen display', () => {
  it('shows a new order as the spec draws it; Accept sends accept and the order waits on Ready', async () => {
    let status: StaffOrder['status'] = 'Ordered';
    const api = fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getBranchOrderByStatus/': (request) => ({
        status: 200,
        body: { message: 'OK', data: (request.params as { status: string }).status === status ? [order(status)] : [] },
      }),
      'PUT /order/updateOrder/': () => {
        status = 'Accepted';
        return { status: 200, body: { message: 'Order updated', data: order('Accepted') } };
      },
    });
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });

    const card = await screen.findByRole('article', { name: 'Order 17' });
    expect(within(card).getByRole('heading', { name: 'Ngozi C.' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12:05');
    expect(card).toHaveTextContent('₦6,000.00');
    expect(card).toHaveTextContent('2 × Jollof Rice (Plantain)');
    expect(screen.getByRole('tab', { name: /Order/ })).toHaveAttribute('aria-selected', 'true');

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Accept' }));
    const update = api.requests.find((request) => request.method === 'PUT')!;
    expect(update.body).toEqual({ order_id: 'o1', status: 'accept' });
    expect(await screen.findByRole('tab', { name: /Ready/, selected: true })).toBeInTheDocument();
    const ready = await screen.findByRole('article', { name: 'Order 17' });
    expect(within(ready).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Serve' })).toBeInTheDocument();
  });

  it("says 'No Order Available' when there is none", async () => {
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getBranchOrderByStatus/': () => ({ status: 200, body: { message: 'OK', data: [] } }),
    });
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('admin') });
    expect(await screen.findByText('No Order Available')).toBeInTheDocument();
  });
});
