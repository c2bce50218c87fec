import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesReport, SalesSlice } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Report from '../src/exposes/report';

type Params = { number_of_days?: string; date_filter?: string };
const daysOf = (params: Params) => (params.date_filter === 'today' ? 0 : Number(params.number_of_days ?? '1'));

const slice = (key: string, label: string, orders: number, food = orders * 2500): SalesSlice => ({
  key,
  label,
  orders,
  food,
  taken: food * 1.1,
});

/** Two sales at 12:00 and one at 19:00 (Lagos), by two staff. */
const salesReport = (): SalesReport => ({
  from: '2026-11-28',
  to: '2026-11-28',
  totals: { orders: 3, food: 7500, service_fees: 500, delivery_fees: 0, tips: 250, taken: 8250, average_food: 2500, average_taken: 2750 },
  by_hour: Array.from({ length: 24 }, (_, h) => {
    const key = String(h).padStart(2, '0');
    return slice(key, `${key}:00`, h === 12 ? 2 : h === 19 ? 1 : 0);
  }),
  by_weekday: [slice('sat', 'Saturday', 3)],
  by_channel: [slice('table', 'Table', 2), slice('room', 'Room', 1), slice('pickup', 'Pickup', 0), slice('delivery', 'Delivery', 0)],
  by_category: [{ key: 'Rice', label: 'Rice', category: '', quantity: 3, food: 7500 }],
  by_item: [
    { key: 'Jollof', label: 'Jollof Rice', category: 'Rice', quantity: 1, food: 2500 },
    { key: 'Fried', label: 'Fried Rice', category: 'Rice', quantity: 2, food: 5000 },
  ],
  by_station: [{ key: 'Kitchen', label: 'Kitchen', category: '', quantity: 3, food: 7500 }],
  by_staff: [
    { key: 'diner', label: 'Diner (by phone)', taken: 2, accepted: 0, served: 0, taken_amount: 5500 },
    { key: 'u1', label: 'Tunde Bakare', taken: 1, accepted: 3, served: 2, taken_amount: 2750 },
  ],
  by_payment_method: [{ key: 'paystack', label: 'Paystack', payments: 3, amount: 8250 }],
  orders: [],
});

/** Each period answers its own figures, so the screen shows which period it asked for. */
function reportApi() {
  return fakeApi({
    'GET /report/getSalesReport': () => ({ status: 200, body: { message: 'OK', data: salesReport() } }),
    'GET /branch/getBranch': () => ({ status: 200, body: { message: 'OK', data: [] } }),
    'GET /getOpenAndClosedTickets': (request) => {
      const days = daysOf(request.params as Params);
      return { status: 200, body: { message: 'OK', data: { open: 2, closed: 10 + days, canceled: 1, total: 20 + days, accepted: 2 } } };
    },
    'GET /getTotalSales': (request) => {
      const days = Math.max(daysOf(request.params as Params), 1);
      const total = { 1: 5000, 7: 42000, 30: 150000 }[days] ?? 0;
      const points = Array.from({ length: days }, (_, i) => ({
        date: `2026-11-${String(i + 1).padStart(2, '0')}`,
        total: total / days,
        food: (total * 0.8) / days,
        orders: 1,
      }));
      // Food is 80% of the takings, the rest fees and tips: the screen shows which figure it put where.
      // VAT (5% of the takings) was inside the prices; no consumption tax was charged.
      const taxes = { vat: total * 0.05, consumption_tax: 0, taxes_in_prices: total * 0.05 };
      const split = { total, food: total * 0.8, service_fees: total * 0.05, delivery_fees: total * 0.1, tips: total * 0.05, ...taxes };
      return { status: 200, body: { message: 'OK', data: { ...split, orders: days, days: points } } };
    },
    'GET /order/getTopMenuItems/': (request) => ({
      status: 200,
      body: {
        message: 'OK',
        data: daysOf(request.params as Params) === 0 ? [] : [{ menu_item_name: 'Jollof Rice', quantity: 9, total: 22500 }],
      },
    }),
    'GET /averageOrderValue': () => ({ status: 200, body: { message: 'OK', data: { average: 2500, orders: 4 } } }),
    'GET /salesGrowthRate': () => ({
      status: 200,
      body: { message: 'OK', data: { this_week: 42000, last_week: 40000, growth_percent: 5 } },
    }),
  });
}

const figures = (name: string) =>
  Object.fromEntries(
    within(screen.getByRole('group', { name }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Report', () => {
  it("opens on today's orders, and the period picker (labelled Period) changes the period of the cards", async () => {
    reportApi();
    renderScreen(<Report />, { url: '/demo/report/troo-portal', preloadedState: signedIn('admin') });

    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(figures('Orders')).toEqual({ 'Total Orders': '20', 'Accepted Orders': '2', 'Fulfilled Orders': '10', 'Canceled Orders': '1' });
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('Today');
    expect(
      within(screen.getByRole('combobox', { name: 'Period' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Today', 'Daily', 'Weekly', 'Monthly']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Weekly');
    expect(await screen.findByText('Jollof Rice')).toBeInTheDocument();
    expect(figures('Orders')).toMatchObject({ 'Total Orders': '27', 'Fulfilled Orders': '17' });
    expect(screen.getByRole('figure', { name: 'Orders sold per day' })).toBeInTheDocument();
  });

  it('shows daily, weekly and monthly income, the average order and the growth on the Income tab (no Today there)', async () => {
    reportApi();
    renderScreen(<Report />, { url: '/demo/report/troo-portal', preloadedState: signedIn('admin') });

    await userEvent.click(screen.getByRole('tab', { name: 'Income' }));
    expect(await screen.findByText('This week up 5% on last week (₦40,000.00).')).toBeInTheDocument();
    // Every figure says whether it is food only or taken in all.
    expect(figures('Income')).toEqual({
      'Food sales, today': '₦4,000.00',
      'Food sales, 7 days': '₦33,600.00',
      'Food sales, 30 days': '₦120,000.00',
      'Average order, food': '₦2,500.00',
      'Average order, taken in all': '₦2,750.00',
    });
    const sort = screen.getByRole('combobox', { name: 'Period' });
    expect(within(sort).queryByRole('option', { name: 'Today' })).not.toBeInTheDocument();
    await userEvent.selectOptions(sort, 'Monthly');
    expect(await screen.findByRole('figure', { name: 'Food sales per day' })).toHaveTextContent('01/11');
    expect(screen.getByRole('group', { name: 'Takings of the period' })).toHaveTextContent(
      'Food sales₦120,000.00Service fees₦7,500.00VAT₦7,500.00Delivery fees₦15,000.00Tips₦7,500.00Taken in all₦150,000.00' +
        '₦7,500.00 of these taxes was included in the menu prices (in food sales and service fees).',
    );
  });

  it('shows sales by hour (the busy hours only), by item in a table that sorts, and by staff member', async () => {
    reportApi();
    renderScreen(<Report />, { url: '/demo/report/troo-portal', preloadedState: signedIn('admin') });

    await userEvent.click(screen.getByRole('tab', { name: 'When & what' }));
    const hours = within(await screen.findByRole('table', { name: 'Sales by hour' }));
    expect(
      hours
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['12:002₦5,000.00₦5,500.00', '19:001₦2,500.00₦2,750.00']);

    const items = within(screen.getByRole('table', { name: 'Sales by item' }));
    const names = () =>
      items
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Jollof Rice', 'Fried Rice']);
    await userEvent.click(items.getByRole('button', { name: 'Sold' }));
    expect(names()).toEqual(['Fried Rice', 'Jollof Rice']);

    await userEvent.click(screen.getByRole('tab', { name: 'Staff & payments' }));
    const staff = within(await screen.findByRole('table', { name: 'Sales by staff member' }));
    expect(staff.getByRole('row', { name: /Tunde Bakare/ })).toHaveTextContent('Tunde Bakare132₦2,750.00');
  });
});
