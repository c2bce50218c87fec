import { basketSlice, emptyBasket, type BasketItem } from '../src/store/slices/basket';

const { reducer, actions } = basketSlice;

const jollof = (quantity: number, options: BasketItem['selectedOptions'] = []): BasketItem => {
  const unit = 2500 + options.reduce((sum, option) => sum + option.price, 0);
  return {
    id: 'jollof',
    name: 'Jollof Rice',
    quantity,
    menuItem: { _id: 'jollof', menu_item_name: 'Jollof Rice', menu_item_price: 2500, menu_item_image: null },
    selectedOptions: options,
    complimentary: null,
    totalPrice: unit * quantity,
    tableNumber: '',
    specialInstructions: '',
  };
};

const plantain = { name: 'Plantain', price: 500 };
const meat = { name: 'Meat', price: 800 };

describe('basket', () => {
  it('merges the same item with the same options into one line', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(1)));
    state = reducer(state, actions.addItem(jollof(2)));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.quantity).toBe(3);
    expect(state.totalPrice).toBe(7500);
    expect(state.totalQuantity).toBe(3);
  });

  it('keeps the same item with different options as separate lines', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(1)));
    state = reducer(state, actions.addItem(jollof(1, [{ name: 'Plantain', price: 500 }])));
    expect(state.items).toHaveLength(2);
    expect(state.totalPrice).toBe(5500);
  });

  it('rescales a line by its unit price when the quantity changes, and drops it at zero', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(2, [{ name: 'Plantain', price: 500 }])));
    state = reducer(state, actions.updateQuantity({ id: 'jollof', selectedOptions: [{ name: 'Plantain', price: 500 }], quantity: 5 }));
    expect(state.items[0]!.totalPrice).toBe(15000);
    state = reducer(state, actions.updateQuantity({ id: 'jollof', selectedOptions: [{ name: 'Plantain', price: 500 }], quantity: 0 }));
    expect(state.items).toHaveLength(0);
    expect(state.totalPrice).toBe(0);
  });

  it('treats options ticked in another order as the same line', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(1, [plantain, meat])));
    state = reducer(state, actions.addItem(jollof(1, [meat, plantain])));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.quantity).toBe(2);
    expect(state.totalPrice).toBe(2 * (2500 + 500 + 800));
  });

  it('defaults the table number to 1 when an item is added without one, and keeps a given one', () => {
    const state = reducer(emptyBasket, actions.addItem(jollof(1)));
    expect(state.items[0]!.tableNumber).toBe('1');
    expect(reducer(emptyBasket, actions.addItem({ ...jollof(1), tableNumber: '7' })).items[0]!.tableNumber).toBe('7');
  });

  it('steps a line up by one unit price with the plus', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(1, [plantain])));
    state = reducer(state, actions.increment({ id: 'jollof', selectedOptions: [plantain] }));
    expect(state.items[0]).toMatchObject({ quantity: 2, totalPrice: 6000 });
    expect(state).toMatchObject({ totalQuantity: 2, totalPrice: 6000 });
  });

  it('in the menu list, decrementing a line at quantity 1 removes it', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(2)));
    state = reducer(state, actions.decrementInList({ id: 'jollof', selectedOptions: [] }));
    expect(state.items[0]).toMatchObject({ quantity: 1, totalPrice: 2500 });
    state = reducer(state, actions.decrementInList({ id: 'jollof', selectedOptions: [] }));
    expect(state.items).toEqual([]);
    expect(state).toMatchObject({ totalQuantity: 0, totalPrice: 0 });
  });

  it('in the basket screen, decrementing does nothing below 1; the remove icon deletes the line', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(2)));
    state = reducer(state, actions.addItem(jollof(1, [plantain])));
    state = reducer(state, actions.decrementInBasket({ id: 'jollof', selectedOptions: [] }));
    state = reducer(state, actions.decrementInBasket({ id: 'jollof', selectedOptions: [] }));
    expect(state.items[0]).toMatchObject({ quantity: 1, totalPrice: 2500 });
    expect(state.totalQuantity).toBe(2);
    state = reducer(state, actions.removeItem({ id: 'jollof', selectedOptions: [] }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]!.selectedOptions).toEqual([plantain]);
    expect(state).toMatchObject({ totalQuantity: 1, totalPrice: 3000 });
  });

  it('replaces a line edited on item details, merging it into an equal line', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(1)));
    state = reducer(state, actions.addItem(jollof(2, [plantain])));
    state = reducer(state, actions.replaceItem({ previous: { id: 'jollof', selectedOptions: [] }, next: jollof(3, [meat]) }));
    expect(state.items.map((i) => [i.selectedOptions.map((o) => o.name), i.quantity])).toEqual([
      [['Plantain'], 2],
      [['Meat'], 3],
    ]);
    state = reducer(state, actions.replaceItem({ previous: { id: 'jollof', selectedOptions: [meat] }, next: jollof(1, [plantain]) }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ quantity: 3, totalPrice: 9000 });
  });

  it('sets the delivery fee, and treats one that is not a positive number as none', () => {
    expect(reducer(emptyBasket, actions.setDeliveryFee(1500)).deliveryFee).toBe(1500);
    expect(reducer(emptyBasket, actions.setDeliveryFee(Number.NaN)).deliveryFee).toBe(0);
    expect(reducer(emptyBasket, actions.setDeliveryFee(-1)).deliveryFee).toBe(0);
  });

  it('clears what the spec lists: items, totals, name, table number, tip, delivery fee, date, email and town', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(2)));
    state = reducer(state, actions.setTip(250));
    state = reducer(state, actions.setDeliveryFee(1500));
    state = reducer(
      state,
      actions.setCustomer({
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
    );
    state = reducer(state, actions.clear());
    expect(state).toEqual({
      ...emptyBasket,
      // Not in the spec's list: kept.
      customerPhone: '+234 800',
      streetAddress: '2, Allen Avenue',
      deliveryTime: '12:30',
      selectedLocation: 'Main',
    });
  });

  it('treats a tip that is not a positive number as no tip', () => {
    expect(reducer(emptyBasket, actions.setTip(Number.NaN)).tip).toBe(0);
    expect(reducer(emptyBasket, actions.setTip(-5)).tip).toBe(0);
    expect(reducer(emptyBasket, actions.setTip(12.345)).tip).toBe(12.35);
  });
});
