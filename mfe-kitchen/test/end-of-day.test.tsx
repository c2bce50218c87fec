import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndOfDay } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import EndOfDayScreen from '../src/exposes/end-of-day';
import { BRANCH, branchAnswer } from './staff-order';

const day: EndOfDay = {
  branch_id: BRANCH,
  branch_name: 'Lekki',
  date: '2026-11-22',
  orders: 3,
  food: 12000,
  service_fees: 1200,
  taxes: { vat: 0, consumption_tax: 0 },
  delivery_fees: 0,
  tips: 500,
  sales: 13200,
  takings: [
    { method: 'paystack', payments: 1, amount: 5500 },
    { method: 'cash', payments: 2, amount: 6400 },
    { method: 'pos', payments: 1, amount: 2400 },
    { method: 'transfer', payments: 0, amount: 0 },
    { method: 'room_charge', payments: 0, amount: 0 },
  ],
  takings_total: 14300,
  cash_expected: 6400,
  comps: { count: 1, amount: 1500 },
  discounts: { count: 0, amount: 0 },
  refunds: { count: 1, amount: 1000 },
  voids: { count: 0, amount: 0 },
  adjustments: [
    {
      _id: 'a1',
      order_number: 17,
      kind: 'refund',
      line_index: null,
      line_name: null,
      amount: 1000,
      reason: 'Cold',
      by: 'Ada Obi',
      at: '2026-11-22T18:00:00.000Z',
      pending: false,
    },
  ],
  voided_payments: [],
};

describe('End of day', () => {
  it("shows the outlet's day by method and the cash counted against what is expected", async () => {
    const api = fakeApi({
      'GET /branch/getBranch': branchAnswer,
      'GET /report/getEndOfDay': () => ({ status: 200, body: { message: 'OK', data: day } }),
    });
    renderScreen(<EndOfDayScreen />, { url: '/demo/end-of-day/troo-portal', preloadedState: signedIn('admin') });
    const sheet = await screen.findByRole('article', { name: 'End of day 2026-11-22' });
    expect(sheet).toHaveTextContent('Cash (2)₦6,400.00');
    expect(sheet).toHaveTextContent('POS terminal (1)₦2,400.00');
    expect(sheet).toHaveTextContent('Expected in the drawer₦6,400.00');
    expect(sheet).toHaveTextContent('19:00 · #17 Refund −₦1,000.00 · Ada Obi · “Cold”');
    expect(api.requests.find((request) => request.url === '/report/getEndOfDay')!.params).toMatchObject({ branch_id: BRANCH });

    await userEvent.setup().type(screen.getByLabelText('Cash counted (₦)'), '6,000');
    expect(sheet).toHaveTextContent('Counted₦6,000.00');
    expect(sheet).toHaveTextContent('Difference₦-400.00');
  });
});
