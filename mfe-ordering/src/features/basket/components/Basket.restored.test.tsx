import { screen, within } from '@testing-library/react';
import { createAppStore, PERSIST_KEY, type RootState } from '@troo/shared';
import { renderScreen } from '@troo/shared/testing';
import { Basket } from './Basket';

/** What a phone kept from the release before the basket was in kobo (persisted version 1). */
function keepVersion1Basket() {
  const line = (id: string, name: string, price: number, options: unknown[]) => ({
    id,
    name,
    quantity: 2,
    menuItem: { _id: id, menu_item_name: name, menu_item_price: price, menu_item_image: null },
    selectedOptions: options,
    complimentary: null,
    totalPrice: 2 * price,
    tableNumber: '3',
    specialInstructions: '',
  });
  const basket = {
    items: [
      line('a', 'Jollof', 2500.5, [{ id: 'm1', name: 'Plantain', price: 500 }]),
      line('b', 'Suya', 1500, [{ name: 'Onions', price: 0 }]),
    ],
    totalPrice: 9001,
    totalQuantity: 4,
    customerName: 'Ada',
    tip: 0,
    deliveryFee: 0,
  };
  localStorage.setItem(
    `persist:${PERSIST_KEY}`,
    JSON.stringify({ basket: JSON.stringify(basket), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
  );
}

/** The state the shell's store restores from storage (migrations run), as a screen's store holds it. */
async function restoredState(): Promise<Partial<RootState>> {
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
  const { _persist: _kept, ...state } = store.getState() as RootState & { _persist?: unknown };
  return state;
}

describe('Basket on a phone holding a basket from the naira release', () => {
  afterEach(() => localStorage.clear());

  it('opens with the lines it can price, in kobo, and without the line whose option had no id', async () => {
    keepVersion1Basket();
    renderScreen(<Basket />, { url: '/demo/basket/orderandpay', preloadedState: await restoredState() });
    const lines = screen.getByRole('list', { name: 'Basket items' });
    expect(
      within(lines)
        .getAllByRole('listitem', { name: undefined })
        .filter((item) => item.classList.contains('or-line')),
    ).toHaveLength(1);
    expect(lines).toHaveTextContent('Jollof');
    expect(lines).not.toHaveTextContent('Suya');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('₦6,001.00');
  });
});
