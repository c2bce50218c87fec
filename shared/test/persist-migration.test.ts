import { createAppStore, PERSIST_KEY, selectBasket } from '../src';
import { basketInKobo } from '../src/store/basket-in-kobo';

/** What an older release left in localStorage: redux-persist keeps each slice as its own JSON string. */
function storeOldRelease(slices: Record<string, unknown>, version?: number) {
  const stored = Object.fromEntries(Object.entries(slices).map(([key, value]) => [key, JSON.stringify(value)]));
  stored._persist = JSON.stringify({ version: version ?? -1, rehydrated: true });
  localStorage.setItem(`persist:${PERSIST_KEY}`, JSON.stringify(stored));
}

async function restoredStore() {
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
  return store;
}

describe('restoring state saved by an older release', () => {
  beforeEach(() => localStorage.clear());

  it('keeps what is still valid, drops slices and fields no longer kept, and fills in new fields', async () => {
    storeOldRelease({
      auth: { token: 'v1.token' },
      // The menu's old untyped lists, and a slice no screen reads any more.
      menu: { categories: [{ _id: 'c1', name: 'Soup', image: null, branch_id: 'b1' }], menuGroups: [{}], menuItemsByGroup: { x: [] } },
      overview: { totalSales: 5 },
      // A slice from before a field existed: the field gets its default.
      branches: { list: [] },
      // Something that is not a slice at all.
      business: 'corrupt',
    });
    const state = (await restoredStore()).getState();
    expect(state.auth.token).toBe('v1.token');
    expect(state.menu).toEqual({ categories: [{ _id: 'c1', name: 'Soup', image: null, branch_id: 'b1' }] });
    expect(state).not.toHaveProperty('overview');
    expect(state.branches).toEqual({ list: [], notFoundMessage: null });
    expect(state.business.colour_scheme).toBe('#FF0000');
    expect(state.basket.lines).toEqual([]);
  });

  it('starts clean when nothing was stored', async () => {
    const state = (await restoredStore()).getState();
    expect(state.auth.token).toBeNull();
    expect(state.menu.categories).toEqual([]);
  });
});

/** A version-1 basket line: naira floats, an option's id optional. */
const oldLine = (extra: Record<string, unknown> = {}) => ({
  id: 'jollof',
  name: 'Jollof Rice',
  quantity: 2,
  menuItem: { _id: 'jollof', menu_item_name: 'Jollof Rice', menu_item_price: 2500.5, menu_item_image: null },
  selectedOptions: [{ id: 'm-plantain', name: 'Plantain', price: 500.25 }],
  complimentary: 'Water',
  totalPrice: 6001.5,
  tableNumber: '4',
  specialInstructions: 'No pepper',
  ...extra,
});

const oldBasket = {
  items: [
    oldLine(),
    // An option without its id cannot be sent to checkout: the line is dropped.
    oldLine({
      id: 'suya',
      menuItem: { _id: 'suya', menu_item_name: 'Suya', menu_item_price: 1500, menu_item_image: null },
      selectedOptions: [{ name: 'Onions', price: 0 }],
    }),
    // No price to count from: dropped.
    oldLine({
      id: 'eba',
      menuItem: { _id: 'eba', menu_item_name: 'Eba', menu_item_price: 'free', menu_item_image: null },
      selectedOptions: [],
    }),
  ],
  totalPrice: 7501.5,
  totalQuantity: 4,
  customerName: 'Chiamaka',
  customerTableNumber: '4',
  tip: 312.5,
  deliveryFee: 1500,
  selectedLocation: null,
};

describe('the basket stored in naira (persisted version 1)', () => {
  beforeEach(() => localStorage.clear());

  it('becomes integer kobo with required option ids; lines that cannot be priced safely are dropped', () => {
    expect(basketInKobo(oldBasket)).toEqual({
      lines: [
        {
          itemId: 'jollof',
          name: 'Jollof Rice',
          image: null,
          quantity: 2,
          options: [{ id: 'm-plantain', name: 'Plantain', priceKobo: 50_025 }],
          complimentary: 'Water',
          unitKobo: 250_050 + 50_025,
          tableNumber: '4',
          specialInstructions: 'No pepper',
        },
      ],
      customerName: 'Chiamaka',
      customerPhone: '',
      customerEmail: '',
      streetAddress: '',
      customerTown: '',
      deliveryDate: '',
      deliveryTime: '',
      customerTableNumber: '4',
      selectedLocation: null,
      tipKobo: 31_250,
      deliveryFeeKobo: 150_000,
    });
  });

  it('is migrated when a phone that kept it opens the new release', async () => {
    storeOldRelease({ basket: oldBasket, auth: { token: null } }, 1);
    const state = (await restoredStore()).getState();
    expect(selectBasket(state).lines.map((line) => line.itemId)).toEqual(['jollof']);
    expect(selectBasket(state).subtotalKobo).toBe(2 * 300_075);
    expect(state.basket).not.toHaveProperty('items');
    expect(state.basket.tipKobo).toBe(31_250);
  });

  it('anything that is not a basket becomes an empty one', () => {
    expect(basketInKobo('corrupt').lines).toEqual([]);
    expect(basketInKobo({ items: 'x', tip: -1 })).toMatchObject({ lines: [], tipKobo: 0 });
  });
});
