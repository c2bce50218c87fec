import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plainLineOf, type RootState, selectBasket } from '@troo/shared';
import { basketStateWith, businessStateWith, fakeApi, renderScreen } from '@troo/shared/testing';
import { Tip } from './Tip';

const jollof = plainLineOf({ _id: 'jollof', menu_item_name: 'Jollof rice', menu_item_price: 2500, menu_item_image: null }, '5');

/** A ₦2,500.00 basket, with a tip (kobo) already chosen when given. */
const basketOf2500 = (tipKobo = 0): Partial<RootState> => basketStateWith([jollof], { tipKobo });

const open = (mode: 'orderandpay' | 'online_ordering', preloadedState: Partial<RootState>) => {
  fakeApi({});
  return renderScreen(<Tip />, { url: `/demo/tip/${mode}`, preloadedState });
};

/** The amount next to a label of the summary ('Tip', 'New total'). */
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const preset = (percent: string) => screen.getByRole('button', { name: new RegExp(`^${percent.replace('.', '\\.')}`) });

describe('Tip', () => {
  it('offers 10, 12.5 and 15 percent of the basket total', () => {
    open('orderandpay', basketOf2500());
    expect(screen.getByRole('heading', { level: 1, name: 'Tip' })).toBeInTheDocument();
    expect(preset('10.0%')).toHaveTextContent('10.0%₦250.00');
    expect(preset('12.5%')).toHaveTextContent('12.5%₦312.50');
    expect(preset('15.0%')).toHaveTextContent('15.0%₦375.00');
    expect(summary('Basket total')).toBe('₦2,500.00');
    expect(summary('Tip')).toBe('₦0.00');
  });

  it('adds the chosen preset to the total, and unselects it on a second tap', async () => {
    const user = userEvent.setup();
    open('orderandpay', basketOf2500());
    await user.click(preset('12.5%'));
    expect(preset('12.5%')).toHaveAttribute('aria-pressed', 'true');
    expect(summary('Tip')).toBe('₦312.50');
    expect(summary('New total')).toBe('₦2,812.50');

    await user.click(preset('12.5%'));
    expect(preset('12.5%')).toHaveAttribute('aria-pressed', 'false');
    expect(summary('Tip')).toBe('₦0.00');
    expect(summary('New total')).toBe('₦2,500.00');
  });

  it('takes a custom amount instead of a preset, and the other way round', async () => {
    const user = userEvent.setup();
    open('orderandpay', basketOf2500());
    await user.click(preset('10.0%'));
    await user.type(screen.getByLabelText('Custom amount (₦)'), '1,000');
    expect(preset('10.0%')).toHaveAttribute('aria-pressed', 'false');
    expect(summary('Tip')).toBe('₦1,000.00');
    expect(summary('New total')).toBe('₦3,500.00');

    await user.click(preset('15.0%'));
    expect(screen.getByLabelText('Custom amount (₦)')).toHaveValue('');
    expect(summary('Tip')).toBe('₦375.00');
  });

  it('clears the tip when the custom amount is not a number', async () => {
    const user = userEvent.setup();
    open('orderandpay', basketOf2500());
    const custom = screen.getByLabelText('Custom amount (₦)');
    await user.type(custom, '500');
    expect(summary('Tip')).toBe('₦500.00');
    await user.type(custom, 'abc');
    expect(summary('Tip')).toBe('₦0.00');
    expect(summary('New total')).toBe('₦2,500.00');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the amount in numbers');
  });

  it('stores the tip and goes on to payment in the same mode', async () => {
    const user = userEvent.setup();
    const { store } = open('orderandpay', basketOf2500());
    await user.click(preset('12.5%'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(selectBasket(store.getState()).tipKobo).toBe(31_250);
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/payment-type/orderandpay');
  });

  it('No Tip clears a tip chosen before and goes on', async () => {
    const user = userEvent.setup();
    const { store } = open('online_ordering', basketOf2500(37_500));
    expect(preset('15.0%')).toHaveAttribute('aria-pressed', 'true'); // shows the earlier choice
    await user.click(screen.getByRole('button', { name: 'No Tip' }));
    expect(selectBasket(store.getState()).tipKobo).toBe(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/payment-type/online_ordering');
  });

  it.each([
    ['a preset', (user: ReturnType<typeof userEvent.setup>) => user.click(preset('12.5%')), '₦312.50'],
    [
      'a custom amount',
      (user: ReturnType<typeof userEvent.setup>) => user.type(screen.getByLabelText('Custom amount (₦)'), '700'),
      '₦700.00',
    ],
  ])('shows %s chosen before a reload again, from the persisted basket', async (_case, choose, amount) => {
    const user = userEvent.setup();
    const first = open('orderandpay', basketOf2500());
    await choose(user);
    const persisted = first.store.getState();
    first.unmount();

    open('orderandpay', persisted); // the reload: the state as redux-persist restores it
    expect(summary('Tip')).toBe(amount);
    if (amount === '₦312.50') expect(preset('12.5%')).toHaveAttribute('aria-pressed', 'true');
    else expect(screen.getByLabelText('Custom amount (₦)')).toHaveValue('700');
  });

  it('restores no tip after a reload when the diner unselected it', async () => {
    const user = userEvent.setup();
    const first = open('orderandpay', basketOf2500(25_000));
    await user.click(preset('10.0%'));
    const persisted = first.store.getState();
    first.unmount();
    open('orderandpay', persisted);
    expect(summary('Tip')).toBe('₦0.00');
    expect(preset('10.0%')).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a diner with an empty basket back to ordering', async () => {
    const user = userEvent.setup();
    const landing = '/start-order?business_identifier=mama-put&table=5&coming-from=qr';
    open('orderandpay', businessStateWith({ businessIdentifier: 'mama-put', branchID: null, groupName: null, tableNo: '5', URL: landing }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Ordering' }));
    expect(screen.getByTestId('location')).toHaveTextContent(landing);
  });
});
