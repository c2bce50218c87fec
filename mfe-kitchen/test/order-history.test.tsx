import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffOrder } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import OrderHistory from '../src/exposes/order-history';
import { branchAnswer, staffOrder, rowTexts } from './staff-order';

jest.mock('@troo/shared/portal', () => ({
  ...jest.requireActual<object>('@troo/shared/portal'),
  useOrderEvents: () => ({ state: 'open' }),
}));

const URL = '/demo/order-history/troo-portal';

function historyApi(orders: StaffOrder[]) {
  return fakeApi({
    'GET /branch/getBranch': branchAnswer,
    'GET /order/getOrder': () => ({ status: 200, body: { message: 'OK', data: orders } }),
  });
}

describe('Order history', () => {
  it('lists date, time, order number with its status icon, channel, status, waiting time and amount', async () => {
    historyApi([
      staffOrder('served', { updatedAt: '2026-11-22T11:31:00.000Z' }),
      staffOrder('Pending', {
        _id: 'o2',
        order_number: '18',
        total_price: 3500,
        order_type: 'delivery',
        table_number: null,
        scheduled_for: '2026-11-27',
        scheduled_time: '09:30',
      }),
    ]);
    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('employee') });

    const rows = await screen.findAllByRole('row');
    expect(rowTexts(rows)).toEqual([
      ['Date', 'Time', 'Order No', 'Channel', 'Status', 'Waited', 'Amount'],
      ['2026-11-22', '12:05', '17', 'Table 4', 'Served', '26 min', '₦6,000.00 — open order 17'],
      // Not due yet: it has not begun to wait.
      ['2026-11-22', '12:05', '18', 'Delivery', 'Scheduled', '—', '₦3,500.00 — open order 18'],
    ]);
    expect(within(rows[1]!).getByRole('img', { name: 'Served' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Scheduled' })).toBeInTheDocument();
  });

  it("opens an order from its amount: items with quantity and price, and 'Pick Up' for a pickup", async () => {
    historyApi([staffOrder('served', { order_type: 'pickup', table_number: null })]);
    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('admin') });

    await userEvent.click(await screen.findByRole('button', { name: /₦6,000\.00/ }));
    const sheet = screen.getByRole('dialog', { name: 'Order #17' });
    expect(sheet).toHaveTextContent('Pick Up');
    expect(within(sheet).getByRole('list', { name: 'Items' })).toHaveTextContent('Jollof Rice× 2₦6,000.00');
  });

  it('says where a delivery or a table order went', async () => {
    historyApi([staffOrder('Accepted', { order_type: 'delivery', delivery_address: '12 Admiralty Way, Lekki', table_number: null })]);
    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('admin') });
    await userEvent.click(await screen.findByRole('button', { name: /₦6,000\.00/ }));
    expect(screen.getByRole('dialog', { name: 'Order #17' })).toHaveTextContent('Deliver to12 Admiralty Way, Lekki');
  });

  it('opens an entry whose stored scheduled day is no date, showing the day as it was kept', async () => {
    historyApi([
      staffOrder('Pending', { order_type: 'delivery', table_number: null, scheduled_for: '2027-13-45', scheduled_time: '18:00' }),
    ]);
    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('admin') });
    await userEvent.click(await screen.findByRole('button', { name: /₦6,000\.00/ }));
    expect(screen.getByRole('dialog', { name: 'Order #17' })).toHaveTextContent('Due2027-13-45, 18:00');
  });

  it("says which table of which group an order went to, and a room's group", async () => {
    historyApi([
      staffOrder('served', { table_group: 'Terrace', table_number: '1' }),
      staffOrder('served', {
        _id: 'o2',
        order_number: '18',
        order_type: 'room',
        table_group: 'Block A',
        table_number: '12',
        total_price: 3500,
      }),
    ]);
    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('admin') });
    await userEvent.click(await screen.findByRole('button', { name: /₦6,000\.00/ }));
    expect(screen.getByRole('dialog', { name: 'Order #17' })).toHaveTextContent('ForTerrace · Table 1');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /₦3,500\.00/ }));
    expect(screen.getByRole('dialog', { name: 'Order #18' })).toHaveTextContent('ForBlock A · Room 12');
  });

  it('shows a rejected order as cancelled and refunded, and finds it by the status filter', async () => {
    historyApi([staffOrder('served'), staffOrder('cancel', { _id: 'o2', order_number: '18', refunded: true, total_price: 3500 })]);
    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('admin') });
    await screen.findByRole('button', { name: /open order 18/ });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Refunded')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('₦3,500.00');
  });

  it("says 'No Order Available' when there is none", async () => {
    historyApi([]);
    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('admin') });
    expect(await screen.findByText('No Order Available')).toBeInTheDocument();
  });

  it('sorts by amount, number or age; the owner may download the sales as CSV, an employee is not offered it', async () => {
    historyApi([
      staffOrder('served', { _id: 'o1', order_number: '9', total_price: 2000 }),
      staffOrder('served', { _id: 'o2', order_number: '18', total_price: 3500 }),
      staffOrder('served', { _id: 'o3', order_number: '12', total_price: 9000 }),
    ]);
    const view = renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('admin') });
    await screen.findByRole('button', { name: /open order 18/ });
    const numbers = () => rowTexts(screen.getAllByRole('row').slice(1)).map((cells) => cells[2]);
    expect(numbers()).toEqual(['9', '18', '12']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Amount, highest first');
    expect(numbers()).toEqual(['12', '18', '9']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Order number');
    expect(numbers()).toEqual(['9', '12', '18']);
    expect(screen.getByRole('button', { name: 'Download CSV (30 days of sales)' })).toBeInTheDocument();
    view.unmount();

    renderScreen(<OrderHistory />, { url: URL, preloadedState: signedIn('employee') });
    await screen.findByRole('button', { name: /open order 18/ });
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
  });
});
