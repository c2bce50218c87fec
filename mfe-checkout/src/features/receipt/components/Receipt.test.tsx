import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectOrderingPlace } from '@troo/shared';
import type { PlacedOrder } from '@troo/shared/contract';
import { businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { RECEIPT_POLL_MS } from '../hooks/use-receipt-order';
import { Receipt } from './Receipt';

// The stream's network side is tested against a real server (api/test/order-events.test.ts); here it
// is the order's changes as the hook hands them on, and the stream's state.
let streamState: 'open' | 'reconnecting' = 'open';
let orderChanged: () => void = () => undefined;
let followed: string | null = null;
jest.mock('@troo/shared/live', () => ({
  useOrderStatusEvents: (reference: string | null, onChange: () => void) => {
    followed = reference;
    orderChanged = onChange;
    return { state: reference ? streamState : 'off' };
  },
}));

beforeEach(() => {
  streamState = 'open';
  followed = null;
});

const order: PlacedOrder = {
  _id: 'o1',
  order_number: '17',
  reference: 'troo-ref1',
  createdAt: '2026-11-22T13:05:09.000Z',
  channel: 'Online',
  status: 'Ordered',
  order_type: 'table',
  customer_name: 'Chidi',
  table_number: '5',
  table_group: 'Terrace',
  pickup_location: null,
  delivery_address: null,
  scheduled_for: null,
  scheduled_time: null,
  business_name: 'Mama Put',
  business_logo: null,
  branch_name: 'Main',
  menu_items: [
    {
      menuItem: { _id: 'i1', menu_item_name: 'Jollof rice', menu_item_price: 2500 },
      quantity: 2,
      complimentary: 'Water',
      selectedOptions: [{ name: 'Plantain', price: 500 }],
      specialInstructions: '',
      totalPrice: 6000,
    },
  ],
  total: 6000,
  service_fee: 300,
  delivery_fee: 0,
  tip: 600,
  total_price: 6900,
  refunded: false,
};

describe('Receipt', () => {
  it("shows the server's order: number, Lagos time, items with quantity, complimentary, modifiers and the total paid", async () => {
    const api = fakeApi({ 'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: order } }) });
    renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order - 17' })).toBeInTheDocument();
    expect(api.requests[0]!.params).toEqual({ reference: 'troo-ref1' });
    expect(screen.getByText('14:05:09 Sunday, 22 November 2026')).toBeInTheDocument();
    const line = screen.getByText('Jollof rice').closest('li')!;
    expect(within(line).getByLabelText('Quantity 2')).toHaveTextContent('2');
    expect(within(line).getByText('₦6,000.00')).toBeInTheDocument();
    expect(within(line).getByText('Complimentary: Water')).toBeInTheDocument();
    expect(within(line).getByRole('heading', { name: 'MODIFIERS' })).toBeInTheDocument();
    expect(within(line).getByText('Plantain').nextElementSibling).toHaveTextContent('₦500.00');
    expect(screen.getByText('Total Paid').nextElementSibling).toHaveTextContent('₦6,900.00');
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it("shows the taxes (included or added) and, when set, the business's address and tax number", async () => {
    const taxed: PlacedOrder = {
      ...order,
      vat: 472.5,
      vat_percent: 7.5,
      consumption_tax: 315,
      consumption_tax_percent: 5,
      taxes_included: false,
      total_price: 7687.5,
      business_address: '12 Allen Avenue, Ikeja',
      business_tax_number: '12345678-0001',
    };
    fakeApi({ 'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: taxed } }) });
    const { unmount } = renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
    expect(await screen.findByText('VAT (7.5 %)')).toBeInTheDocument();
    expect(screen.getByText('VAT (7.5 %)').nextElementSibling).toHaveTextContent('₦472.50');
    expect(screen.getByText('Consumption tax (5 %)').nextElementSibling).toHaveTextContent('₦315.00');
    expect(screen.getByText('Total Paid').nextElementSibling).toHaveTextContent('₦7,687.50');
    expect(screen.getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument();
    expect(screen.getByText('TIN: 12345678-0001')).toBeInTheDocument();
    unmount();

    const included = { ...order, vat: 481.4, vat_percent: 7.5, consumption_tax: 0, consumption_tax_percent: 0, taxes_included: true };
    fakeApi({ 'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: included } }) });
    renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
    expect(await screen.findByText('VAT (7.5 %, included)')).toBeInTheDocument();
    expect(screen.getByText('VAT (7.5 %, included)').nextElementSibling).toHaveTextContent('₦481.40');
    expect(screen.queryByText(/Consumption tax/)).not.toBeInTheDocument();
    expect(screen.queryByText(/TIN/)).not.toBeInTheDocument();
    expect(screen.getByText('Total Paid').nextElementSibling).toHaveTextContent('₦6,900.00');
  });

  it("offers 'Order more' to the menu of the same business and table, where Back goes too", async () => {
    fakeApi({ 'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: order } }) });
    const place = businessStateWith({
      businessIdentifier: 'mama-put',
      branchID: 'b1',
      groupName: 'Terrace',
      tableNo: '5',
      URL: '/start-order?business_identifier=mama-put&table=5',
    });
    const { store, unmount } = renderScreen(<Receipt />, {
      url: '/demo/receipt/orderandpay/troo-ref1',
      path: '/demo/receipt/orderandpay/:id?',
      preloadedState: place,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Order more' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/category-details/orderandpay');
    expect(selectOrderingPlace(store.getState())).toMatchObject({ branchID: 'b1', groupName: 'Terrace', tableNo: '5' });
    unmount();

    renderScreen(<Receipt />, {
      url: '/demo/receipt/orderandpay/troo-ref1',
      path: '/demo/receipt/orderandpay/:id?',
      preloadedState: place,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/category-details/orderandpay');
  });

  it('follows the kitchen live: a change on the stream re-reads the order, and nothing is polled while the stream is open', async () => {
    let status: PlacedOrder['status'] = 'Ordered';
    const api = fakeApi({
      'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: { ...order, status } } }),
    });
    jest.useFakeTimers();
    try {
      renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
      expect(await screen.findByText('New')).toBeInTheDocument();
      expect(followed).toBe('troo-ref1');
      await act(async () => {
        jest.advanceTimersByTime(RECEIPT_POLL_MS * 3);
      });
      expect(api.requests).toHaveLength(1);

      status = 'Accepted';
      await act(async () => orderChanged());
      expect(await screen.findByText('Accepted')).toBeInTheDocument();
      expect(api.requests).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the order every 2 s while the stream is down, and stops following a cancelled order', async () => {
    streamState = 'reconnecting';
    let status: PlacedOrder['status'] = 'Ordered';
    const api = fakeApi({
      'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: { ...order, status } } }),
    });
    jest.useFakeTimers();
    try {
      renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
      expect(await screen.findByText('New')).toBeInTheDocument();
      status = 'cancel';
      await act(async () => {
        jest.advanceTimersByTime(RECEIPT_POLL_MS);
      });
      expect(await screen.findByText('Cancelled')).toBeInTheDocument();
      expect(followed).toBeNull();
      const reads = api.requests.length;
      await act(async () => {
        jest.advanceTimersByTime(RECEIPT_POLL_MS * 3);
      });
      expect(api.requests).toHaveLength(reads);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says a rejected order was refunded', async () => {
    fakeApi({
      'GET /order/getOrderByReference/': () => ({
        status: 200,
        body: { message: 'Successful', data: { ...order, status: 'cancel', refunded: true } },
      }),
    });
    renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
    expect(await screen.findByText('This order was cancelled and your payment of ₦6,900.00 has been refunded.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it.each([
    [
      'a table, with its group',
      {},
      [
        ['For', 'Terrace · Table 5'],
        ['Name', 'Chidi'],
      ],
    ],
    [
      'a room, with its group',
      { order_type: 'room', table_number: '12', table_group: 'Block A' },
      [
        ['For', 'Block A · Room 12'],
        ['Name', 'Chidi'],
      ],
    ],
    [
      'a pickup, with where and the phone the counter calls',
      { order_type: 'pickup', table_number: null, table_group: null, pickup_location: '12 Admiralty Way', customer_phone: '0803 123 4567' },
      [
        ['For', 'Pick Up · 12 Admiralty Way'],
        ['Name', 'Chidi'],
        ['Phone', '0803 123 4567'],
      ],
    ],
    [
      'a scheduled delivery, with its address and Lagos day and time',
      {
        order_type: 'delivery',
        table_number: null,
        table_group: null,
        delivery_address: '5, Admiralty Way, Lekki',
        scheduled_for: '2026-11-27',
        scheduled_time: '12:30',
      },
      [
        ['For', 'Delivery'],
        ['Name', 'Chidi'],
        ['Deliver to', '5, Admiralty Way, Lekki'],
        ['Due', 'Fri 27 Nov, 12:30'],
      ],
    ],
    [
      'a scheduled delivery whose stored day is no date (shown as it was kept)',
      {
        order_type: 'delivery',
        table_number: null,
        table_group: null,
        delivery_address: '5, Admiralty Way, Lekki',
        scheduled_for: '2026-99-99',
        scheduled_time: '12:30',
      },
      [
        ['For', 'Delivery'],
        ['Name', 'Chidi'],
        ['Deliver to', '5, Admiralty Way, Lekki'],
        ['Due', '2026-99-99, 12:30'],
      ],
    ],
  ] as const)('says where, for whom and when the order goes: %s', async (_, changes, facts) => {
    fakeApi({
      'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: { ...order, ...changes } } }),
    });
    renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
    await screen.findByRole('heading', { name: 'Order - 17' });
    const shown = Array.from(document.querySelectorAll('.co-receipt__facts > div')).map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(shown).toEqual(facts);
  });

  it('prints no complimentary box for a line with no complimentary choice', async () => {
    const plain = { ...order.menu_items[0]!, complimentary: null, selectedOptions: [] };
    fakeApi({
      'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: { ...order, menu_items: [plain] } } }),
    });
    renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-ref1', path: '/demo/receipt/orderandpay/:id?' });
    const line = (await screen.findByText('Jollof rice')).closest('li')!;
    expect(within(line).queryByText(/Complimentary/)).not.toBeInTheDocument();
  });

  it('tells a pickup diner the order is ready to collect, and where, once the kitchen has served it', async () => {
    let status: PlacedOrder['status'] = 'Accepted';
    const pickup = { order_type: 'pickup', table_number: null, table_group: null, pickup_location: 'Gate B' } as const;
    fakeApi({
      'GET /order/getOrderByReference/': () => ({ status: 200, body: { message: 'Successful', data: { ...order, ...pickup, status } } }),
    });
    renderScreen(<Receipt />, { url: '/demo/receipt/online_ordering/troo-ref1', path: '/demo/receipt/online_ordering/:id?' });
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByText(/ready to collect/)).not.toBeInTheDocument();
    status = 'served';
    await act(async () => orderChanged());
    expect(await screen.findByText('Your order is ready to collect at Gate B. Show this receipt at the counter.')).toBeVisible();
  });

  it('says so when the reference names no order', async () => {
    fakeApi({ 'GET /order/getOrderByReference/': () => ({ status: 404, body: { message: 'Payment not found' } }) });
    renderScreen(<Receipt />, { url: '/demo/receipt/orderandpay/troo-nothing', path: '/demo/receipt/orderandpay/:id?' });
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
  });
});
