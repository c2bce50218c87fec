import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BasketCustomer, basketLineOf, type RootState, selectBasket, storeOrderType } from '@troo/shared';
import type { PlacedOrder } from '@troo/shared/contract';
import { basketStateWith, businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { redirectTo } from '../../../common/redirect';
import { RECEIPT_EMAIL_INVALID } from '../hooks/receipt-email';
import { PaymentType } from './PaymentType';

jest.mock('../../../common/redirect', () => ({ redirectTo: jest.fn() }));

const BRANCH = '11111111-1111-4111-8111-111111111111';
const ITEM = '22222222-2222-4222-8222-222222222222';
const PLANTAIN = '33333333-3333-4333-8333-333333333333';
const ASSET = '44444444-4444-4444-8444-444444444444';

const jollof = basketLineOf(
  { _id: ITEM, menu_item_name: 'Jollof rice', menu_item_price: 2500, menu_item_image: null },
  {
    quantity: 2,
    selectedOptions: [{ id: PLANTAIN, name: 'Plantain', price: 500 }],
    complimentary: 'Water',
    specialInstructions: 'No pepper',
  },
  '5',
)!;

type Delivery = Pick<BasketCustomer, 'streetAddress' | 'deliveryDate' | 'deliveryTime'>;

function state(qr: { groupName?: string; assetId?: string } = {}, delivery?: Delivery): Partial<RootState> {
  return {
    ...basketStateWith([jollof], { customerName: 'Chidi', tipKobo: delivery ? 0 : 60_000, ...delivery }),
    ...businessStateWith({
      businessIdentifier: 'mama-put',
      branchID: BRANCH,
      groupName: qr.groupName ?? null,
      tableNo: '5',
      assetId: qr.assetId ?? null,
      URL: '/start-order',
    }),
  };
}

/** The order "Pay at the end" placed: on the table's open bill. */
const placed: PlacedOrder = {
  _id: 'o1',
  order_number: '12',
  reference: 'troo-open1',
  createdAt: '2026-11-29T12:00:00.000Z',
  channel: 'Online',
  status: 'Ordered',
  order_type: 'table',
  customer_name: 'Chidi',
  table_number: '5',
  table_group: null,
  pickup_location: null,
  delivery_address: null,
  scheduled_for: null,
  scheduled_time: null,
  business_name: 'Mama Put',
  business_logo: null,
  branch_name: 'Ikeja',
  menu_items: [],
  total: 6000,
  service_fee: 300,
  delivery_fee: 0,
  tip: 600,
  total_price: 6900,
  refunded: false,
  on_bill: true,
};

const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** VAT 7.5 % included in the prices (the outlet default): ₦6,300 × 7.5 / 107.5. */
const VAT_INCLUDED = { vat: 439.53, vat_percent: 7.5, consumption_tax: 0, consumption_tax_percent: 0, taxes_included: true };
const TOTALS = { total: 6000, tax: 300, delivery_fee: 0, balance_due: 6300, ...VAT_INCLUDED };

/** The server's total (₦6,000 + ₦300 service fee, or `totals`) and a transaction whose pay page is `payPage`. */
const payingApi = (payPage: string, totals: typeof TOTALS = TOTALS) =>
  fakeApi({
    'POST /order/calculateTotalAmount': () => ({
      status: 200,
      body: { message: 'Successful', data: totals },
    }),
    'POST /v1/transaction/initiate_paystack_transaction/': () => ({
      status: 200,
      body: { message: 'ok', transaction: { ref: 'troo-abc', amount: 6900 }, paystack_data: { data: { authorization_url: payPage } } },
    }),
  });

describe('Select Payment', () => {
  afterEach(() => jest.restoreAllMocks());

  it("offers 'Pay at the end' only where the outlet allows it; it places the order on the table's bill and opens its receipt", async () => {
    const prepaid = payingApi('http://localhost/sandbox/pay/xyz');
    const { unmount } = renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state({ assetId: ASSET }) });
    expect(await screen.findByRole('button', { name: 'Proceed to Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay at the end' })).not.toBeInTheDocument();
    expect(prepaid.requests).toHaveLength(1);
    unmount();

    const api = fakeApi({
      'POST /order/calculateTotalAmount': () => ({
        status: 200,
        body: {
          message: 'Successful',
          data: { total: 6000, tax: 300, delivery_fee: 0, balance_due: 6300, ...VAT_INCLUDED, pay_at_end: true },
        },
      }),
      'POST /order/placeOpenTableOrder': () => ({ status: 200, body: { message: 'Order placed', data: placed } }),
    });
    const { store } = renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state({ assetId: ASSET }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay at the end' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/demo/receipt/orderandpay/troo-open1'));
    const sent = api.requests.find((request) => request.url === '/order/placeOpenTableOrder')!.body as {
      tip: number;
      customer: { asset_id?: string };
    };
    expect(sent.tip).toBe(600);
    expect(sent.customer.asset_id).toBe(ASSET);
    expect(selectBasket(store.getState()).lines).toHaveLength(0);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('offline, keeps the basket and its total but cannot pay until the phone is online again', async () => {
    const api = payingApi('http://localhost/sandbox/pay/xyz');
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state() });
    expect(await screen.findByText('You are offline. Your basket is kept; you can pay when you are online.')).toBeInTheDocument();
    expect(summary('Amount to pay')).toBe('₦6,900.00');
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/sandbox/pay/xyz'));
    expect(api.requests.filter((request) => request.url.includes('initiate_paystack_transaction'))).toHaveLength(1);
  });

  it('shows the VAT the prices include as a line of its own, without adding it', async () => {
    payingApi('http://localhost/sandbox/pay/xyz');
    renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state() });
    expect(await screen.findByText('VAT (7.5 %, included)')).toBeInTheDocument();
    expect(summary('VAT (7.5 %, included)')).toBe('₦439.53');
    expect(summary('Balance Due')).toBe('₦6,300.00');
    expect(summary('Amount to pay')).toBe('₦6,900.00');
    expect(screen.queryByText(/Consumption tax/)).not.toBeInTheDocument();
  });

  it('shows VAT and consumption tax added on top when the prices exclude them, and charges them', async () => {
    const added = { ...TOTALS, vat: 472.5, consumption_tax: 315, consumption_tax_percent: 5, taxes_included: false, balance_due: 7087.5 };
    payingApi('http://localhost/sandbox/pay/xyz', added);
    renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state() });
    expect(await screen.findByText('VAT (7.5 %)')).toBeInTheDocument();
    expect(summary('VAT (7.5 %)')).toBe('₦472.50');
    expect(summary('Consumption tax (5 %)')).toBe('₦315.00');
    expect(screen.queryByText(/included/)).not.toBeInTheDocument();
    expect(summary('Service Fee')).toBe('₦300.00');
    expect(summary('Balance Due')).toBe('₦7,087.50');
    expect(summary('Amount to pay')).toBe('₦7,687.50');
  });

  it("shows the server's total and service fee, the tip on its own line, and pays balance due plus tip", async () => {
    const api = payingApi('http://localhost/sandbox/pay/xyz');
    renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state() });
    expect(screen.getByRole('heading', { level: 1, name: 'Select Payment' })).toBeInTheDocument();
    expect(await screen.findByText('Service Fee')).toBeInTheDocument();
    expect(summary('Total')).toBe('₦6,000.00');
    expect(summary('Service Fee')).toBe('₦300.00');
    expect(summary('Balance Due')).toBe('₦6,300.00');
    expect(summary('Tip')).toBe('₦600.00');
    expect(summary('Amount to pay')).toBe('₦6,900.00');
    expect(screen.queryByText('Delivery Fee')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://localhost/sandbox/pay/xyz'));
    const initiate = api.requests.find((request) => request.url.includes('initiate_paystack_transaction'))!;
    expect(initiate.body).toEqual({
      business_identifier: 'mama-put',
      branch_id: BRANCH,
      product: 'OrderAndPay',
      order_type: 'table',
      items: [{ menu_item_id: ITEM, quantity: 2, modifier_ids: [PLANTAIN], complimentary: 'Water', special_instructions: 'No pepper' }],
      customer: { name: 'Chidi', table_number: '5', pickup_location: null, scheduled_date: null, scheduled_time: null },
      tip: 600,
      callback_url: 'http://localhost/demo/payment-type/orderandpay',
    });
  });

  it.each([
    ['its code', { groupName: 'Terrace', assetId: ASSET }, { table_number: '5', asset_id: ASSET }],
    ['its group, for a code printed without its id', { groupName: 'Terrace' }, { table_number: '5', table_group: 'Terrace' }],
    ['its number alone, in the default group', { groupName: 'default_group_name' }, { table_number: '5' }],
  ])('orders for the scanned table by %s', async (_, qr, place) => {
    jest.mocked(redirectTo).mockClear();
    const api = payingApi('http://x/pay');
    renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state(qr) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Proceed to Pay' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://x/pay'));
    const initiate = api.requests.find((request) => request.url.includes('initiate_paystack_transaction'))!;
    expect(initiate.body).toMatchObject({ customer: { name: 'Chidi', ...place } });
    const sent = (initiate.body as { customer: Record<string, unknown> }).customer;
    expect(Object.keys(sent).filter((key) => key === 'asset_id' || key === 'table_group')).toEqual(
      Object.keys(place).filter((key) => key !== 'table_number'),
    );
  });

  it('repeats where and when a scheduled delivery goes before paying, with no tip line (a delivery is offered none)', async () => {
    payingApi('http://x/pay');
    storeOrderType('delivery');
    const delivering = state(
      {},
      { streetAddress: '5, Admiralty Way, Lekki · Landmark: opposite Mr Biggs', deliveryDate: '2026-11-27', deliveryTime: '12:30' },
    );
    try {
      renderScreen(<PaymentType />, { url: '/demo/payment-type/online_ordering', preloadedState: delivering });
      expect(await screen.findByText('Service Fee')).toBeInTheDocument();
      expect(screen.getByLabelText('Your order goes to')).toHaveTextContent('ForDelivery');
      expect(summary('For')).toBe('Delivery');
      expect(summary('Deliver to')).toBe('5, Admiralty Way, Lekki · Landmark: opposite Mr Biggs');
      expect(summary('Due')).toBe('Fri 27 Nov, 12:30');
      expect(screen.queryByText('Tip', { selector: 'dt' })).not.toBeInTheDocument();
      expect(screen.getByText(/card, bank transfer or USSD/)).toBeInTheDocument();
    } finally {
      localStorage.clear();
    }
  });

  it("repeats the table, with its area, that a table's order goes to", async () => {
    payingApi('http://x/pay');
    renderScreen(<PaymentType />, {
      url: '/demo/payment-type/orderandpay',
      preloadedState: state({ groupName: 'Terrace', assetId: ASSET }),
    });
    expect(await screen.findByText('Service Fee')).toBeInTheDocument();
    expect(summary('For')).toBe('Terrace · Table 5');
    expect(summary('Tip')).toBe('₦600.00');
  });

  it('sends the e-mail the diner gives for the payment receipt; a malformed one is explained and nothing is paid', async () => {
    jest.mocked(redirectTo).mockClear();
    const api = payingApi('http://x/pay');
    const user = userEvent.setup();
    renderScreen(<PaymentType />, { url: '/demo/payment-type/orderandpay', preloadedState: state() });
    const email = await screen.findByRole('textbox', { name: 'Email for your receipt (optional)' });

    await user.type(email, 'chidi@example');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    expect(await screen.findByText(RECEIPT_EMAIL_INVALID)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.some((request) => request.url.includes('initiate_paystack_transaction'))).toBe(false);

    await user.type(email, '.com');
    expect(screen.queryByText(RECEIPT_EMAIL_INVALID)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://x/pay'));
    const initiate = api.requests.find((request) => request.url.includes('initiate_paystack_transaction'))!;
    expect(initiate.body).toMatchObject({ customer: { name: 'Chidi', email: 'chidi@example.com' } });
  });

  it('says the basket is empty when it is', () => {
    fakeApi({});
    renderScreen(<PaymentType />, { url: '/demo/payment-type/online_ordering', preloadedState: basketStateWith([]) });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
