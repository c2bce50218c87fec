import type { useState as UseState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import { branchAnswer, staffOrder } from '../../../../test/staff-order';
import { KitchenDisplay } from './KitchenDisplay';

// The display as a queue on a busy night: the longest waiting first, how long each has waited (and
// its colour past the thresholds), Serve with its Undo, and an honest connection label.

// The stream itself is tested against a real server (api/test/order-event-stream-client.test.ts); here,
// only the state it reports, which a test can change.
let setStreamState: (state: string) => void = () => undefined;
jest.mock('@troo/shared/portal', () => {
  const { useState } = jest.requireActual<{ useState: typeof UseState }>('react');
  return {
    ...jest.requireActual<object>('@troo/shared/portal'),
    useOrderEvents: () => {
      const [state, set] = useState('open');
      setStreamState = set;
      return { state };
    },
  };
});

const PAID = '2026-11-22T11:05:00.000Z'; // 12:05 in Lagos

/** The outlet's lists: each order in the list of its status, as the server answers them. */
function serve(orders: () => StaffOrder[], onUpdate?: (body: { order_id: string; status: string }) => StaffOrder) {
  return fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /order/getBranchOrderByStatus/': (request) => ({
      status: 200,
      body: { message: 'OK', data: orders().filter((order) => order.status === (request.params as { status: string }).status) },
    }),
    'PUT /order/updateOrder/': (request) => ({
      status: 200,
      body: { message: 'Order updated', data: onUpdate!(request.body) },
    }),
  });
}

const show = () => renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });

afterEach(() => {
  jest.useRealTimers();
});

describe('The kitchen display as a queue', () => {
  it('lists new orders oldest first, each with how long it has waited, whatever order the server gives', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T11:30:00.000Z'), doNotFake: ['queueMicrotask'] });
    const at = (id: string, number: string, createdAt: string) => staffOrder('Ordered', { _id: id, order_number: number, createdAt });
    // Newest first, as the server lists them.
    const orders = [at('o3', '19', '2026-11-22T11:28:00.000Z'), at('o2', '18', '2026-11-22T11:15:00.000Z'), at('o1', '17', PAID)];
    serve(() => orders);
    show();

    const newOrders = screen.getByRole('region', { name: 'New' });
    await within(newOrders).findByRole('article', { name: 'Order 17' });
    const cards = within(newOrders).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order 17', 'Order 18', 'Order 19']);
    expect(cards.map((card) => within(card).getByText(/^Waiting/).textContent)).toEqual([
      'Waiting 25 min',
      'Waiting 15 min',
      'Waiting 2 min',
    ]);
  });

  it('counts the waiting time up as it runs, and turns the card amber at 10 minutes and red at 20; an hour reads h:mm', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T11:14:00.000Z'), doNotFake: ['queueMicrotask'] });
    serve(() => [staffOrder('Ordered')]);
    show();
    const card = await screen.findByRole('article', { name: 'Order 17' });
    const wait = () => within(card).getByText(/^Waiting/);
    expect(wait()).toHaveTextContent('Waiting 9 min');
    expect(card).not.toHaveClass('kt-kds__card--warn');
    expect(card).not.toHaveClass('kt-kds__card--late');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(wait()).toHaveTextContent('Waiting 10 min');
    expect(card).toHaveClass('kt-kds__card--warn');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(wait()).toHaveTextContent('Waiting 20 min');
    expect(card).toHaveClass('kt-kds__card--late');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(45 * 60_000);
    });
    expect(wait()).toHaveTextContent('Waiting 1:05 h');
  });

  it('Serve asks nothing, and Undo within 10 seconds puts the order back in progress', async () => {
    let order = staffOrder('Accepted');
    const api = serve(
      () => [order],
      (body) => {
        order = staffOrder(body.status === 'serve' ? 'served' : 'Accepted');
        return order;
      },
    );
    show();
    const user = userEvent.setup();
    const inProgress = screen.getByRole('region', { name: 'In progress' });
    const card = await within(inProgress).findByRole('article', { name: 'Order 17' });

    await user.click(within(card).getByRole('button', { name: 'Serve' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const served = await screen.findByText('Order #17 served');
    expect(within(inProgress).queryByRole('article', { name: 'Order 17' })).not.toBeInTheDocument();

    await user.click(within(served.parentElement!).getByRole('button', { name: 'Undo' }));
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { order_id: 'o1', status: 'serve' },
      { order_id: 'o1', status: 'unserve' },
    ]);
    expect(await within(inProgress).findByRole('article', { name: 'Order 17' })).toBeInTheDocument();
    expect(screen.queryByText('Order #17 served')).not.toBeInTheDocument();
  });

  it('offers Undo for 10 seconds only', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T11:06:00.000Z'), doNotFake: ['queueMicrotask'] });
    let order = staffOrder('Accepted');
    serve(
      () => [order],
      () => {
        order = staffOrder('served');
        return order;
      },
    );
    show();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(within(await screen.findByRole('article', { name: 'Order 17' })).getByRole('button', { name: 'Serve' }));
    expect(await screen.findByText('Order #17 served')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9_000);
    });
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says "Reconnecting…", not "Live", while its stream is down', async () => {
    serve(() => []);
    show();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    act(() => setStreamState('reconnecting'));
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
  });

  it('keeps the screen awake while open, asking again each time the page is shown', async () => {
    const request = jest.fn().mockResolvedValue({ release: jest.fn().mockResolvedValue(undefined) });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      serve(() => []);
      show();
      await screen.findByText('No Order Available');
      expect(request).toHaveBeenCalledWith('screen');
      expect(request).toHaveBeenCalledTimes(1);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(request).toHaveBeenCalledTimes(2);
    } finally {
      delete (navigator as { wakeLock?: unknown }).wakeLock;
    }
  });
});
