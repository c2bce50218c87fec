import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tab } from '@troo/shared/contract';
import { fakeApi, renderScreen, signedIn } from '@troo/shared/testing';
import Bill from '../src/exposes/bill';

// The Bill screen: a split is several payments, each of an amount staff type (the balance unless
// changed), with what would be left shown as they type.

const bill = (over: Partial<Tab> = {}): Tab => ({
  id: 't1',
  branch_id: 'b1',
  business_name: 'Mama Put',
  branch_name: 'Ikeja',
  business_address: '12 Allen Avenue, Ikeja',
  business_tax_number: '12345678-0001',
  status: 'open',
  order_type: 'table',
  place: 'Terrace · Table 2',
  created_at: '2026-11-29T11:00:00.000Z',
  paid_at: null,
  orders: [
    {
      id: 'o1',
      order_number: '7',
      reference: 'troo-ref1',
      status: 'Ordered',
      created_at: '2026-11-29T11:00:00.000Z',
      menu_items: [
        {
          menuItem: { _id: 'i1', menu_item_name: 'Jollof Rice', menu_item_price: 2500 },
          quantity: 3,
          complimentary: null,
          selectedOptions: [],
          specialInstructions: '',
          totalPrice: 7500,
        },
      ],
      total: 7500,
      service_fee: 375,
      delivery_fee: 0,
      tip: 0,
      total_price: 7875,
      vat: 549.42,
      vat_percent: 7.5,
      consumption_tax: 0,
      consumption_tax_percent: 0,
      taxes_included: true,
    },
  ],
  total: 7875,
  paid: 0,
  balance: 7875,
  payments: [],
  methods: ['paystack', 'cash', 'pos'],
  ...over,
});

describe('Bill', () => {
  it('records ₦5,000 cash of a ₦7,875 bill, shows ₦2,875 left, then offers the rest by POS', async () => {
    let current = bill();
    const api = fakeApi({
      'GET /tab/getTab/:id': () => ({ status: 200, body: { message: 'OK', data: current } }),
      'POST /tab/recordTabPayment': (request) => {
        const amount = request.body.amount;
        const payment = {
          id: `p${current.payments.length + 1}`,
          method: request.body.method,
          amount,
          reference: null,
          recorded_by: 'Tunde Bakare',
          recorded_at: '2026-11-29T12:00:00.000Z',
          voided_at: null,
          voided_by: null,
          void_reason: null,
        };
        const paid = current.paid + amount;
        current = {
          ...current,
          payments: [...current.payments, payment],
          paid,
          balance: current.total - paid,
          status: paid >= current.total ? 'paid' : 'open',
        };
        return { status: 200, body: { message: 'Payment recorded', data: current } };
      },
    });
    const user = userEvent.setup();
    renderScreen(<Bill />, { url: '/demo/bill/troo-portal/t1', path: '/demo/bill/troo-portal/:id', preloadedState: signedIn('employee') });

    const form = await screen.findByRole('form', { name: 'Record a payment' });
    const amount = within(form).getByLabelText('Amount (₦)');
    expect(amount).toHaveValue('7875');
    expect(within(form).getByRole('status')).toHaveTextContent('This pays the bill in full.');

    await user.clear(amount);
    await user.type(amount, '5000');
    expect(within(form).getByRole('status')).toHaveTextContent('Still owed after this: ₦2,875.00');
    await user.click(within(form).getByRole('button', { name: 'Record Cash payment' }));

    await screen.findByText(/Cash · Tunde Bakare/);
    expect(screen.getByTestId('bill-balance')).toHaveTextContent('₦2,875.00');
    // The amount starts again at what is still owed.
    expect(await within(form).findByDisplayValue('2875')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(form).getByRole('button', { name: 'POS terminal' }));
    await user.click(within(form).getByRole('button', { name: 'Record POS terminal payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This payment is more than the ₦2,875.00 still owed.');
    expect(api.requests.filter((request) => request.url === '/tab/recordTabPayment')).toHaveLength(1);

    await user.clear(amount);
    await user.type(amount, '2875');
    await user.click(within(form).getByRole('button', { name: 'Record POS terminal payment' }));
    const receipt = await screen.findByRole('region', { name: 'Bill receipt' });
    expect(receipt).toHaveTextContent(/Cash · Tunde Bakare.*₦5,000\.00.*POS terminal · Tunde Bakare.*₦2,875\.00/);
    // Who sold it, and the fee and the VAT inside the prices, as the law asks of a receipt.
    expect(receipt).toHaveTextContent(/12 Allen Avenue, Ikeja.*TIN 12345678-0001/);
    expect(receipt).toHaveTextContent(/Service fee₦375\.00.*VAT \(7\.5 %, included\)₦549\.42/);
    const sent = api.requests
      .filter((request) => request.url === '/tab/recordTabPayment')
      .map((request) => request.body as { method: string; amount: number; client_key: string });
    expect(sent.map(({ method, amount: paid }) => [method, paid])).toEqual([
      ['cash', 5000],
      ['pos', 2875],
    ]);
    // Each payment its own key: the server records a retry of one, never merges two.
    expect(new Set(sent.map((body) => body.client_key)).size).toBe(2);
  });
});
