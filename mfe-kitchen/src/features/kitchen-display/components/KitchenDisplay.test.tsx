import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import { branchAnswer, staffOrder } from '../../../../test/staff-order';
import { KitchenDisplay } from './KitchenDisplay';

// The stream itself is tested against a real server (api/test/order-event-stream-client.test.ts); here,
// only the state it reports.
let streamState = 'open';
jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: () => ({ state: streamState }),
}));
beforeEach(() => {
  streamState = 'open';
});

const order = (status: StaffOrder['status']) => staffOrder(status);

describe('Kitchen display', () => {
  it('shows a new order as the spec draws it; Accept sends accept and keeps the cook on the Order tab, the order in progress', async () => {
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

    const newOrders = screen.getByRole('region', { name: 'New' });
    const card = await within(newOrders).findByRole('article', { name: 'Order 17' });
    expect(within(card).getByRole('heading', { name: 'Ngozi C.' })).toBeInTheDocument();
    expect(card).toHaveTextContent('12:05');
    expect(card).toHaveTextContent('₦6,000.00');
    expect(card).toHaveTextContent('2 × Jollof Rice (Plantain)');
    // A new order is accepted or rejected; it cannot be served by a mis-tap under Accept.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject', 'Accept']);
    expect(screen.getByRole('tab', { name: /Order/ })).toHaveAttribute('aria-selected', 'true');

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Accept' }));
    const update = api.requests.find((request) => request.method === 'PUT')!;
    expect(update.body).toEqual({ order_id: 'o1', status: 'accept' });
    const inProgress = screen.getByRole('region', { name: 'In progress' });
    const accepted = await within(inProgress).findByRole('article', { name: 'Order 17' });
    expect(screen.getByRole('tab', { name: /Order/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(newOrders).getByText('No Order Available')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(accepted).getByRole('button', { name: 'Serve' })).toBeInTheDocument();
  });

  it('shows where, to whom and when an order goes, and each instruction under its dish', async () => {
    const scheduled = staffOrder('Ordered', {
      order_type: 'delivery',
      table_number: null,
      customer_phone: '0803 123 4567',
      delivery_address: '12 Admiralty Way, Lekki',
      scheduled_for: '2026-11-27',
      scheduled_time: '12:30',
    });
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getBranchOrderByStatus/': (request) => ({
        status: 200,
        body: { message: 'OK', data: (request.params as { status: string }).status === 'Ordered' ? [scheduled] : [] },
      }),
    });
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });

    const card = await screen.findByRole('article', { name: 'Order 17' });
    const facts = (name: string) => within(card).getByText(name).nextElementSibling?.textContent;
    expect(facts('For')).toBe('Delivery');
    expect(facts('Diner')).toBe('Ngozi C. · 0803 123 4567');
    expect(within(card).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute('href', 'tel:08031234567');
    expect(facts('Deliver to')).toBe('12 Admiralty Way, Lekki');
    expect(facts('Due')).toBe('Fri 27 Nov, 12:30');
    // The instruction sits under its dish, in view: no button to open it.
    expect(within(card).getByText('No pepper').closest('li')).toHaveTextContent(/^2 × Jollof Rice \(Plantain\) \+ WaterNo pepper$/);
    expect(within(card).queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('on the Ready tab, says when new orders wait and leads to them', async () => {
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getBranchOrderByStatus/': (request) => ({
        status: 200,
        body: { message: 'OK', data: (request.params as { status: string }).status === 'Ordered' ? [order('Ordered')] : [] },
      }),
    });
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
    await screen.findByRole('article', { name: 'Order 17' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Ready/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 new order is waiting');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('tab', { name: /Order/, selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Order 17' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the orders due on a later day under Scheduled, in the order the server gives (soonest first), each with its Lagos due day and time', async () => {
    const delivery: Partial<StaffOrder> = {
      order_type: 'delivery',
      table_number: null,
      customer_phone: '0803 123 4567',
      delivery_address: '12 Admiralty Way, Lekki',
    };
    const soon = staffOrder('Pending', {
      ...delivery,
      _id: 'o2',
      order_number: '18',
      scheduled_for: '2026-11-27',
      scheduled_time: '09:30',
    });
    const later = staffOrder('Pending', {
      ...delivery,
      _id: 'o3',
      order_number: '19',
      scheduled_for: '2026-11-28',
      scheduled_time: '18:00',
    });
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getBranchOrderByStatus/': (request) => {
        const status = (request.params as { status: string }).status;
        return {
          status: 200,
          body: { message: 'OK', data: status === 'Pending' ? [soon, later] : status === 'Ordered' ? [order('Ordered')] : [] },
        };
      },
    });
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });

    // Today's order only on the Order tab; the Scheduled tab counts the later ones.
    await screen.findByRole('article', { name: 'Order 17' });
    expect(screen.queryByRole('article', { name: 'Order 18' })).not.toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: /^Scheduled\s*2$/ });
    await userEvent.setup().click(tab);
    // Today's order stays in sight.
    expect(await screen.findByRole('alert')).toHaveTextContent('1 new order is waiting');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order 18', 'Order 19']);
    const facts = (card: HTMLElement, name: string) => within(card).getByText(name).nextElementSibling?.textContent;
    expect(facts(cards[0]!, 'Due')).toBe('Fri 27 Nov, 09:30');
    expect(facts(cards[1]!, 'Due')).toBe('Sat 28 Nov, 18:00');
    expect(facts(cards[0]!, 'Diner')).toBe('Ngozi C. · 0803 123 4567');
    expect(facts(cards[0]!, 'Deliver to')).toBe('12 Admiralty Way, Lekki');
    // Not yet to cook: it can be rejected (refunded), not accepted or served.
    expect(
      within(cards[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject']);
  });

  it('shows a scheduled order whose stored day is no date on the Scheduled tab, with the day as it was kept; it can still be rejected', async () => {
    const impossible = staffOrder('Pending', {
      order_type: 'delivery',
      table_number: null,
      scheduled_for: '2026-99-99',
      scheduled_time: '12:00',
    });
    fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /order/getBranchOrderByStatus/': (request) => ({
        status: 200,
        body: { message: 'OK', data: (request.params as { status: string }).status === 'Pending' ? [impossible] : [] },
      }),
    });
    renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });

    await userEvent.setup().click(await screen.findByRole('tab', { name: /^Scheduled\s*1$/ }));
    const card = await screen.findByRole('article', { name: 'Order 17' });
    expect(within(card).getByText('Due').nextElementSibling).toHaveTextContent('2026-99-99, 12:00');
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it("at Lagos midnight reads its lists again: the day's scheduled order leaves Scheduled for the Order tab", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T22:59:50.000Z'), doNotFake: ['queueMicrotask'] }); // 23:59:50 in Lagos
    try {
      let dayBegun = false;
      const due = staffOrder('Pending', {
        order_type: 'delivery',
        table_number: null,
        scheduled_for: '2026-11-27',
        scheduled_time: '09:30',
      });
      fakeApi({
        'GET /branch/getBranch': branchAnswer,
        'GET /order/getBranchOrderByStatus/': (request) => {
          const status = (request.params as { status: string }).status;
          const listed = dayBegun ? status === 'Ordered' : status === 'Pending';
          return { status: 200, body: { message: 'OK', data: listed ? [{ ...due, status: dayBegun ? 'Ordered' : 'Pending' }] : [] } };
        },
      });
      renderScreen(<KitchenDisplay />, { url: '/demo/order/troo-portal', preloadedState: signedIn('employee') });
      expect(await screen.findByRole('tab', { name: /^Scheduled\s*1$/ })).toBeInTheDocument();
      expect(await screen.findByText('No Order Available')).toBeInTheDocument();

      dayBegun = true; // as the server moves it when its day begins
      await act(async () => {
        await jest.advanceTimersByTimeAsync(11_000);
      });
      expect(await screen.findByRole('article', { name: 'Order 17' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: /^Scheduled\s*0$/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
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
