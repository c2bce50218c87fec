import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Report from '../src/exposes/report';

type Params = { number_of_days?: string; date_filter?: string };
const daysOf = (params: Params) => (params.date_filter === 'today' ? 0 : Number(params.number_of_days ?? '1'));

/** Each period answers its own figures, so the screen shows which period it asked for. */
function reportApi() {
  return fakeApi({
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
  it("opens on today's orders, and the sort changes the period of the cards", async () => {
    reportApi();
    renderScreen(<Report />, { url: '/demo/report/troo-portal', preloadedState: signedIn('admin') });

    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(figures('Orders')).toEqual({ 'Total Orders': '20', 'Accepted Orders': '2', 'Fulfilled Orders': '10', 'Canceled Orders': '1' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Today');
    expect(
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Today', 'Daily', 'Weekly', 'Monthly']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Weekly');
    expect(await screen.findByText('Jollof Rice')).toBeInTheDocument();
    expect(figures('Orders')).toMatchObject({ 'Total Orders': '27', 'Fulfilled Orders': '17' });
    expect(screen.getByRole('figure', { name: 'Orders sold per day' })).toBeInTheDocument();
  });

  it('shows daily, weekly and monthly income, the average order and the growth on the Income tab (no Today there)', async () => {
    reportApi();
    renderScreen(<Report />, { url: '/demo/report/troo-portal', preloadedState: signedIn('admin') });

    await userEvent.click(screen.getByRole('tab', { name: 'Income' }));
    expect(await screen.findByText('This week up 5% on last week (₦40,000.00).')).toBeInTheDocument();
    expect(figures('Income')).toEqual({
      'Total Daily Income': '₦4,000.00',
      'Total Weekly Income': '₦33,600.00',
      'Total Monthly Income': '₦120,000.00',
      'Average Order': '₦2,500.00',
    });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Today' })).not.toBeInTheDocument();
    await userEvent.selectOptions(sort, 'Monthly');
    expect(await screen.findByRole('figure', { name: 'Income per day' })).toHaveTextContent('01/11');
    expect(screen.getByRole('group', { name: 'Takings of the period' })).toHaveTextContent(
      'Food sales₦120,000.00Service fees₦7,500.00VAT₦7,500.00Delivery fees₦15,000.00Tips₦7,500.00Taken in all₦150,000.00' +
        '₦7,500.00 of these taxes was included in the menu prices (in food sales and service fees).',
    );
  });
});
