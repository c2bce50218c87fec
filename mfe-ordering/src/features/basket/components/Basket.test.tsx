import { outletAnswer } from '../../../common/testing/outlet-answer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BasketLine, basketLineOf, type RootState, selectBasket, type SelectedOption } from '@troo/shared';
import type { DeliveryDetails } from '@troo/shared/contract';
import { basketStateWith, businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { ORDER_TYPE_KEY } from '@troo/shared';
import { latestScheduledDay, tomorrow } from '../hooks/delivery-form';
import { Basket } from './Basket';

const line = (id: string, name: string, price: number, quantity = 1, selectedOptions: SelectedOption[] = []): BasketLine =>
  basketLineOf(
    { _id: id, menu_item_name: name, menu_item_price: price, menu_item_image: null },
    { quantity, selectedOptions, complimentary: null, specialInstructions: '' },
    '3',
  )!;

const withBasket = (lines: BasketLine[]): Partial<RootState> => ({
  ...businessStateWith({ businessIdentifier: 'mama-put', branchID: 'b1', groupName: null, tableNo: null, URL: '/x' }),
  ...basketStateWith(lines, { customerName: 'Old name' }),
});

const otherData = (overrides: Partial<DeliveryDetails> = {}): DeliveryDetails => ({
  hadPickUpLocation: true,
  hasDeliveryDetails: true,
  pickUpLoacation: [{ address: '12 Admiralty Way' }, { address: '3 Allen Avenue' }],
  canScheduledDelivery: true,
  deliveryDetails: { state: 'Lagos', fixedPrice: 1500, support_link: null },
  ...overrides,
});

function outlet(details = otherData()) {
  return fakeApi({
    'GET /menu/get{product}BusinessDetails/': () => outletAnswer({}, details),
  });
}

/** An order-type radio once the outlet's details are in (until then the choice is disabled). */
async function choice(name: string | RegExp) {
  const radio = await screen.findByRole('radio', { name });
  await waitFor(() => expect(radio).toBeEnabled());
  return radio;
}

const ONLINE = '/demo/basket/online_ordering';
const TABLE = '/demo/basket/orderandpay';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Basket', () => {
  it('says the cart is empty and offers to start ordering', async () => {
    const user = userEvent.setup();
    renderScreen(<Basket />, { url: TABLE });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Ordering' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/category-details/orderandpay');
  });

  it('lists each line with its options and price; the minus stops at 1 and the remove icon deletes', async () => {
    const user = userEvent.setup();
    const state = withBasket([
      line('a', 'Pepper soup with goat meat', 3000, 2, [{ id: 'm-meat', name: 'Extra meat', price: 500 }]),
      line('b', 'Eba', 600),
    ]);
    const { store } = renderScreen(<Basket />, { url: TABLE, preloadedState: state });

    const rows = within(screen.getByRole('list', { name: 'Basket items' }))
      .getAllByRole('listitem')
      .filter((row) => row.classList.contains('or-line'));
    expect(rows[0]).toHaveTextContent('Pepper s...');
    expect(within(rows[0]!).getByRole('list', { name: 'Options of Pepper soup with goat meat' })).toHaveTextContent('Extra meat ₦500.00');
    expect(rows[0]).toHaveTextContent('₦7,000.00');
    expect(rows[1]).toHaveTextContent('Eba');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('₦7,600.00');

    await user.click(within(rows[0]!).getByRole('button', { name: 'One less Pepper soup with goat meat' }));
    expect(rows[0]).toHaveTextContent('₦3,500.00');
    expect(within(rows[0]!).getByRole('button', { name: 'One less Pepper soup with goat meat' })).toBeDisabled();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Remove Eba' }));
    expect(selectBasket(store.getState()).lines.map((line) => line.itemId)).toEqual(['a']);
    expect(screen.queryByRole('link', { name: /Basket/ })).toBeNull();
  });

  it('asks before cancelling, and clears the basket on Yes', async () => {
    const user = userEvent.setup();
    const { store } = renderScreen(<Basket />, { url: TABLE, preloadedState: withBasket([line('b', 'Eba', 600)]) });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(selectBasket(store.getState()).lines).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(selectBasket(store.getState()).lines).toEqual([]);
  });

  it('goes on to the tip from a table order', async () => {
    const user = userEvent.setup();
    renderScreen(<Basket />, { url: TABLE, preloadedState: withBasket([line('b', 'Eba', 600)]) });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/tip/orderandpay');
  });

  it('online: Continue waits for Pickup or Delivery; Delivery stores it, clears the details and sets the fixed fee', async () => {
    const user = userEvent.setup();
    outlet();
    const { store } = renderScreen(<Basket />, { url: ONLINE, preloadedState: withBasket([line('b', 'Eba', 600)]) });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(await choice('Delivery'));
    expect(localStorage.getItem(ORDER_TYPE_KEY)).toBe('delivery');
    expect(selectBasket(store.getState()).deliveryFeeKobo).toBe(150_000);
    expect(selectBasket(store.getState()).customer).toMatchObject({ customerName: '', selectedLocation: null });

    // The details form: the state is fixed, the phone refuses letters, all but the post code are required.
    const form = screen.getByRole('dialog', { name: 'Delivery details' });
    expect(within(form).getByRole('textbox', { name: 'State' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: 'State' })).toHaveValue('Lagos');
    await user.type(within(form).getByRole('textbox', { name: 'WhatsApp number' }), '0803x');
    expect(within(form).getByText('Use only digits, spaces, hyphens, parentheses and +')).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: 'WhatsApp number' }));
    await user.type(within(form).getByRole('textbox', { name: 'WhatsApp number' }), '0803 123 4567');
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Ngozi Eze');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'ngozi@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'House number' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Street' }), 'Admiralty Way');
    expect(within(form).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(within(form).getByRole('textbox', { name: 'Town/City' }), 'Lekki');
    // A landmark is how a rider finds the door: kept with the address, which the kitchen reads.
    await user.type(within(form).getByRole('textbox', { name: /^Landmark/ }), 'opposite Mr Biggs');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(selectBasket(store.getState()).customer).toMatchObject({
      customerName: 'Ngozi Eze',
      streetAddress: '5, Admiralty Way, Lekki · Landmark: opposite Mr Biggs',
      customerTown: 'Lekki',
    });

    // The schedule: off by default; on, it needs a date from tomorrow to a year ahead, and a time.
    const schedule = screen.getByRole('dialog', { name: 'Schedule your delivery' });
    expect(within(schedule).getByLabelText('Date')).toBeDisabled();
    expect(within(schedule).getByLabelText('Date')).toHaveValue(tomorrow());
    expect(within(schedule).getByLabelText('Date')).toHaveAttribute('max', latestScheduledDay());
    await user.click(within(schedule).getByRole('checkbox', { name: 'Schedule for later' }));
    expect(within(schedule).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(within(schedule).getByLabelText('Time'), '12:30');
    await user.click(within(schedule).getByRole('button', { name: 'Continue' }));
    expect(selectBasket(store.getState()).customer).toMatchObject({ deliveryDate: tomorrow(), deliveryTime: '12:30' });
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/payment-type/online_ordering');
  });

  it('online: Pickup sets no fee, asks who collects (name and phone) and where, then goes to the tip', async () => {
    const user = userEvent.setup();
    outlet();
    const { store } = renderScreen(<Basket />, { url: ONLINE, preloadedState: withBasket([line('b', 'Eba', 600)]) });
    await user.click(await choice('Pickup'));
    expect(selectBasket(store.getState()).deliveryFeeKobo).toBe(0);
    const sheet = screen.getByRole('dialog', { name: 'Pickup details' });
    await user.click(within(sheet).getByRole('radio', { name: '3 Allen Avenue' }));
    expect(within(sheet).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(within(sheet).getByLabelText('Full name'), 'Tolu Bello');
    await user.type(within(sheet).getByLabelText('Phone number'), '0803');
    await user.tab();
    expect(within(sheet).getByText('Please enter a valid phone number')).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(within(sheet).getByLabelText('Phone number'), ' 123 4567');
    await user.click(within(sheet).getByRole('button', { name: 'Continue' }));
    expect(selectBasket(store.getState()).customer).toMatchObject({
      selectedLocation: '3 Allen Avenue',
      customerName: 'Tolu Bello',
      customerPhone: '0803 123 4567',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/tip/online_ordering');
  });

  it('online: an outlet that does not deliver offers Pickup only', async () => {
    outlet(otherData({ hasDeliveryDetails: false, deliveryDetails: null, canScheduledDelivery: false }));
    renderScreen(<Basket />, { url: ONLINE, preloadedState: withBasket([line('b', 'Eba', 600)]) });
    await choice('Pickup');
    expect(screen.getByRole('radio', { name: /Delivery/ })).toBeDisabled();
  });

  it('online: Pickup and Delivery wait for the outlet, so a quick tap cannot skip the pickup location', async () => {
    const user = userEvent.setup();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({ 'GET /menu/get{product}BusinessDetails/': () => held.then(() => outletAnswer({}, otherData())) });
    renderScreen(<Basket />, { url: ONLINE, preloadedState: withBasket([line('b', 'Eba', 600)]) });
    const pickup = screen.getByRole('radio', { name: 'Pickup' });
    await user.click(pickup);
    expect(pickup).not.toBeChecked();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument(); // still on the basket
    answer();
    await user.click(await choice('Pickup'));
    expect(screen.getByRole('dialog', { name: 'Pickup details' })).toBeVisible();
  });
});
