import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Tickets from '../src/exposes/tickets';
import { BRANCH, branchAnswer, staffOrder, rowTexts } from './staff-order';

jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: () => ({ state: 'open' }),
}));

const URL = '/demo/ticket/troo-portal';

function ticketsApi(orders: StaffOrder[]) {
  let list = orders;
  return fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /order/getOrder': () => ({ status: 200, body: { message: 'OK', data: list } }),
    'POST /order/refundOrder/': (request) => {
      const id = request.body.order_id;
      list = list.map((order) => (order._id === id ? { ...order, status: 'cancel', refunded: true } : order));
      return { status: 200, body: { message: 'Order refunded', data: list.find((order) => order._id === id)! } };
    },
  });
}

describe('Tickets', () => {
  it("lists the outlet's orders newest first: where each went, its status, when placed and how long it waited", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T11:30:00.000Z'), doNotFake: ['queueMicrotask'] });
    try {
      const api = ticketsApi([
        // Served 14 minutes after it was paid.
        staffOrder('served', { table_group: 'Terrace', updatedAt: '2026-11-22T11:19:00.000Z' }),
        staffOrder('Accepted', {
          _id: 'o2',
          order_number: '18',
          customer_name: 'Tunde',
          order_type: 'pickup',
          table_number: null,
          createdAt: '2026-11-22T11:10:00.000Z',
        }),
        // Rejected, and so refunded: not like any paid order.
        staffOrder('cancel', { _id: 'o3', order_number: '19', order_type: 'room', table_number: '12', refunded: true }),
      ]);
      renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('admin') });

      const rows = await screen.findAllByRole('row');
      expect(rowTexts(rows)).toEqual([
        ['Date', 'Time', 'Name', 'Order', 'Channel', 'Status', 'Waited'],
        ['2026-11-22', '12:05', 'Ngozi C. — open ticket 17', '#17', 'Terrace · Table 4', 'Served', '14 min'],
        ['2026-11-22', '12:10', 'Tunde — open ticket 18', '#18', 'Pick Up', 'Accepted', '20 min'],
        ['2026-11-22', '12:05', 'Ngozi C. — open ticket 19', '#19', 'Room 12', 'CancelledRefunded', '0 min'],
      ]);
      expect(api.requests.find((request) => request.url === '/order/getOrder')!.params).toEqual({ branch_id: BRANCH });
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters the tickets by status, refunded ones apart', async () => {
    ticketsApi([
      staffOrder('served'),
      staffOrder('cancel', { _id: 'o2', order_number: '18', refunded: true }),
      staffOrder('Ordered', { _id: 'o3', order_number: '19' }),
    ]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('admin') });
    const user = userEvent.setup();
    const numbers = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[3]!.textContent);
    await screen.findByRole('button', { name: /open ticket 19/ });
    expect(numbers()).toEqual(['#17', '#18', '#19']);

    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    expect(numbers()).toEqual(['#18']);
    await user.selectOptions(screen.getByLabelText('Status'), 'New');
    expect(numbers()).toEqual(['#19']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Accepted');
    expect(screen.getByText('No orders with this status')).toBeInTheDocument();
  });

  it("opens a ticket: name, items, number, channel, date, Lagos time and the status's dot", async () => {
    ticketsApi([staffOrder('Accepted')]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('admin') });

    await userEvent.click(await screen.findByRole('button', { name: /Ngozi C\./ }));
    const ticket = screen.getByRole('dialog', { name: 'Ticket #17' });
    expect(ticket).toHaveTextContent('NameNgozi C.');
    expect(ticket).toHaveTextContent('Order number#17');
    expect(ticket).toHaveTextContent('ChannelTable 4');
    expect(ticket).toHaveTextContent('Date2026-11-22');
    expect(ticket).toHaveTextContent('Time12:05');
    expect(within(ticket).getByText('Accepted').closest('.troo-chip')).toHaveClass('troo-chip--danger');
    expect(within(ticket).getByRole('list', { name: 'Items' })).toHaveTextContent('2 × Jollof Rice₦6,000.00');
  });

  it('shows where, to whom and when a scheduled delivery goes, with the phone to call', async () => {
    ticketsApi([
      staffOrder('Pending', {
        order_type: 'delivery',
        table_number: null,
        customer_phone: '+234 803 123 4567',
        delivery_address: '12 Admiralty Way, Lekki',
        scheduled_for: '2026-11-27',
        scheduled_time: '09:15',
      }),
    ]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('employee') });

    await userEvent.click(await screen.findByRole('button', { name: /Ngozi C\./ }));
    const ticket = screen.getByRole('dialog', { name: 'Ticket #17' });
    expect(ticket).toHaveTextContent('ForDelivery');
    expect(ticket).toHaveTextContent('DinerNgozi C. · +234 803 123 4567');
    expect(within(ticket).getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
    expect(ticket).toHaveTextContent('Deliver to12 Admiralty Way, Lekki');
    expect(ticket).toHaveTextContent('DueFri 27 Nov, 09:15');
  });

  it('opens a ticket whose stored scheduled day is no date, showing the day as it was kept', async () => {
    ticketsApi([
      staffOrder('Pending', { order_type: 'delivery', table_number: null, scheduled_for: '2026-99-99', scheduled_time: '09:15' }),
    ]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('employee') });

    await userEvent.click(await screen.findByRole('button', { name: /Ngozi C\./ }));
    expect(screen.getByRole('dialog', { name: 'Ticket #17' })).toHaveTextContent('Due2026-99-99, 09:15');
  });

  it("names a table by its group and number, as its QR code's group restarts the numbers", async () => {
    ticketsApi([staffOrder('Ordered', { table_group: 'Terrace', table_number: '1' })]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('employee') });
    await userEvent.click(await screen.findByRole('button', { name: /Ngozi C\./ }));
    expect(screen.getByRole('dialog', { name: 'Ticket #17' })).toHaveTextContent('ForTerrace · Table 1');
  });

  it('lets the owner refund a paid order after confirming; the ticket then shows it refunded', async () => {
    const api = ticketsApi([staffOrder('served')]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('admin') });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Ngozi C\./ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Ticket #17' })).getByRole('button', { name: 'Refund' }));
    const confirm = screen.getByRole('dialog', { name: 'Refund order' });
    expect(confirm).toHaveTextContent('Give back ₦6,000.00 for order #17?');
    await user.click(within(confirm).getByRole('button', { name: 'Refund' }));

    expect(api.requests.find((request) => request.method === 'POST')!.body).toEqual({ order_id: 'o1' });
    const ticket = await screen.findByRole('dialog', { name: 'Ticket #17' });
    expect(await within(ticket).findByText('This order has been refunded.')).toBeInTheDocument();
    expect(within(ticket).getByText('Cancelled')).toBeInTheDocument();
    expect(within(ticket).getByRole('button', { name: 'Refund' })).toBeDisabled();
  });

  it("shows an employee no Refund button, only that refunds are the owner's", async () => {
    const api = ticketsApi([staffOrder('served')]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('employee') });

    await userEvent.click(await screen.findByRole('button', { name: /Ngozi C\./ }));
    const ticket = screen.getByRole('dialog', { name: 'Ticket #17' });
    expect(within(ticket).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(ticket).toHaveTextContent('Only the owner can refund an order.');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("says 'No Order Available' when there is none", async () => {
    ticketsApi([]);
    renderScreen(<Tickets />, { url: URL, preloadedState: signedIn('admin') });
    expect(await screen.findByText('No Order Available')).toBeInTheDocument();
  });
});
