import { rootReducer, type RootState } from '../src/store';
import { basketActions, type BasketLine, basketLineOf, plainLineOf, selectBasket, type SelectedOption } from '../src/store/modules';
import { emptyBasket } from '../src/store/slices/basket';
import { basketStateWith, businessStateWith } from '../src/testing/store-states';
import { ORDER_TYPE_KEY, QR_TYPE_KEY } from '../src/ordering/order-type';
import { toCheckout } from '../src/ordering/to-checkout';

const jollofItem = { _id: 'jollof', menu_item_name: 'Jollof Rice', menu_item_price: 2500, menu_item_image: null };
const plantain: SelectedOption = { id: 'm-plantain', name: 'Plantain', price: 500 };
const meat: SelectedOption = { id: 'm-meat', name: 'Meat', price: 800.5 };

const jollof = (quantity: number, selectedOptions: SelectedOption[] = [], tableNumber = ''): BasketLine =>
  basketLineOf(jollofItem, { quantity, selectedOptions, complimentary: null, specialInstructions: '' }, tableNumber)!;

/** The state after these changes, from an empty store. */
const after = (...actions: ReturnType<(typeof basketActions)[keyof typeof basketActions]>[]): RootState =>
  actions.reduce((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@init' }));

describe('the basket module', () => {
  it('prices a line in integer kobo from the menu naira: item plus options', () => {
    expect(jollof(1, [plantain, meat])).toMatchObject({ itemId: 'jollof', unitKobo: 250_000 + 50_000 + 80_050 });
    expect(jollof(1, [meat]).options).toEqual([{ id: 'm-meat', name: 'Meat', priceKobo: 80_050 }]);
  });

  it('merges the same item with the same options into one line; count and subtotal are integers', () => {
    const state = after(basketActions.add(jollof(1)), basketActions.add(jollof(2)));
    expect(selectBasket(state).lines).toHaveLength(1);
    expect(selectBasket(state).count).toBe(3);
    expect(selectBasket(state).subtotalKobo).toBe(750_000);
  });

  it('keeps the same item with different options as separate lines, whatever order options were ticked in', () => {
    const state = after(
      basketActions.add(jollof(1)),
      basketActions.add(jollof(1, [plantain, meat])),
      basketActions.add(jollof(1, [meat, plantain])),
    );
    expect(selectBasket(state).lines.map((line) => line.quantity)).toEqual([1, 2]);
    expect(selectBasket(state).subtotalKobo).toBe(250_000 + 2 * 380_050);
  });

  it('changes a quantity, and drops the line at zero', () => {
    let state = after(basketActions.add(jollof(2, [plantain])));
    state = rootReducer(state, basketActions.changeQuantity(jollof(1, [plantain]), 5));
    expect(selectBasket(state).subtotalKobo).toBe(5 * 300_000);
    state = rootReducer(state, basketActions.changeQuantity(jollof(1, [plantain]), 0));
    expect(selectBasket(state).lines).toEqual([]);
    expect(selectBasket(state).subtotalKobo).toBe(0);
  });

  it('defaults the table number to 1 when an item is added without one, and keeps a given one', () => {
    expect(selectBasket(after(basketActions.add(jollof(1)))).lines[0]!.tableNumber).toBe('1');
    expect(selectBasket(after(basketActions.add(jollof(1, [], '7')))).lines[0]!.tableNumber).toBe('7');
  });

  it('in the menu list, the minus at quantity 1 removes the line; in the basket it stops at 1', () => {
    const key = jollof(1);
    let state = after(basketActions.add(jollof(2)));
    state = rootReducer(state, basketActions.increment(key));
    expect(selectBasket(state).count).toBe(3);
    state = rootReducer(
      rootReducer(rootReducer(state, basketActions.decrementInBasket(key)), basketActions.decrementInBasket(key)),
      basketActions.decrementInBasket(key),
    );
    expect(selectBasket(state).count).toBe(1);
    state = rootReducer(state, basketActions.decrementInList(key));
    expect(selectBasket(state).lines).toEqual([]);
  });

  it('removes one line and keeps the others', () => {
    const state = after(basketActions.add(jollof(2)), basketActions.add(jollof(1, [plantain])), basketActions.remove(jollof(1)));
    expect(selectBasket(state).lines.map((line) => line.options.map((option) => option.id))).toEqual([['m-plantain']]);
    expect(selectBasket(state).subtotalKobo).toBe(300_000);
  });

  it('replaces a line edited on item details, merging it into an equal line', () => {
    let state = after(basketActions.add(jollof(1)), basketActions.add(jollof(2, [plantain])));
    state = rootReducer(state, basketActions.replace(jollof(1), jollof(3, [meat])));
    expect(selectBasket(state).lines.map((line) => [line.options.map((o) => o.name), line.quantity])).toEqual([
      [['Plantain'], 2],
      [['Meat'], 3],
    ]);
    state = rootReducer(state, basketActions.replace(jollof(1, [meat]), jollof(1, [plantain])));
    expect(selectBasket(state).lines).toHaveLength(1);
    expect(selectBasket(state).subtotalKobo).toBe(3 * 300_000);
  });

  it('refuses an option without its modifier id: no line is made, and the basket ignores one sent anyway', () => {
    const noId = { name: 'Plantain', price: 500 } as unknown as SelectedOption;
    expect(basketLineOf(jollofItem, { quantity: 1, selectedOptions: [noId], complimentary: null, specialInstructions: '' }, '')).toBeNull();
    const forged = { ...jollof(1), options: [{ name: 'Plantain', priceKobo: 50_000 }] } as unknown as BasketLine;
    expect(selectBasket(after(basketActions.add(forged))).lines).toEqual([]);
    expect(
      selectBasket(after(basketActions.add(plainLineOf(jollofItem, '')), basketActions.replace(jollof(1), forged))).lines,
    ).toHaveLength(1);
  });

  it('keeps the tip and delivery fee as whole kobo; one that is not a positive number is none', () => {
    expect(selectBasket(after(basketActions.setTipKobo(31_250))).tipKobo).toBe(31_250);
    expect(selectBasket(after(basketActions.setTipKobo(Number.NaN))).tipKobo).toBe(0);
    expect(selectBasket(after(basketActions.setTipKobo(-5))).tipKobo).toBe(0);
    expect(after(basketActions.setDeliveryFeeKobo(150_000)).basket.deliveryFeeKobo).toBe(150_000);
  });

  it('clears what the spec lists: items, totals, name, table number, tip, delivery fee, date, email and town', () => {
    const state = after(
      basketActions.add(jollof(2)),
      basketActions.setTipKobo(25_000),
      basketActions.setDeliveryFeeKobo(150_000),
      basketActions.setCustomer({
        customerName: 'Ada',
        customerTableNumber: '4',
        customerEmail: 'ada@example.com',
        customerTown: 'Ikeja',
        deliveryDate: '2026-11-23',
        customerPhone: '+234 800',
        streetAddress: '2, Allen Avenue',
        deliveryTime: '12:30',
        selectedLocation: 'Main',
      }),
      basketActions.clear(),
    );
    expect(state.basket).toEqual({
      ...emptyBasket,
      // Not in the spec's list: kept.
      customerPhone: '+234 800',
      streetAddress: '2, Allen Avenue',
      deliveryTime: '12:30',
      selectedLocation: 'Main',
    });
    expect(selectBasket(state).customer).not.toHaveProperty('lines');
  });
});

describe('toCheckout', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  const place = businessStateWith({
    businessIdentifier: 'mama-put',
    branchID: 'b1',
    groupName: 'Terrace',
    tableNo: '4',
    URL: '/x',
    assetId: 'qr-4',
  });

  it("builds checkout's body: ids and quantities, the required option ids, the tip from integer kobo", () => {
    sessionStorage.setItem(QR_TYPE_KEY, 'table');
    const state = { ...basketStateWith([jollof(2, [plantain, meat])], { customerName: 'Ada', tipKobo: 31_250 }), ...place };
    expect(toCheckout(state, 'orderandpay')).toEqual({
      basket: {
        business_identifier: 'mama-put',
        branch_id: 'b1',
        product: 'OrderAndPay',
        order_type: 'table',
        items: [
          { menu_item_id: 'jollof', quantity: 2, modifier_ids: ['m-plantain', 'm-meat'], complimentary: null, special_instructions: '' },
        ],
      },
      tipKobo: 31_250,
      tip: 312.5,
    });
  });

  it('is null with no lines, no outlet, or online without Pickup or Delivery chosen', () => {
    expect(toCheckout({ ...basketStateWith([]), ...place }, 'orderandpay')).toBeNull();
    expect(
      toCheckout(
        {
          ...basketStateWith([jollof(1)]),
          ...businessStateWith({ businessIdentifier: 'x', branchID: null, groupName: null, tableNo: null, URL: null }),
        },
        'orderandpay',
      ),
    ).toBeNull();
    expect(toCheckout({ ...basketStateWith([jollof(1)]), ...place }, 'online_ordering')).toBeNull();
    localStorage.setItem(ORDER_TYPE_KEY, 'pickup');
    expect(toCheckout({ ...basketStateWith([jollof(1)]), ...place }, 'online_ordering')?.basket).toMatchObject({
      product: 'OnlineOrdering',
      order_type: 'pickup',
    });
  });
});
