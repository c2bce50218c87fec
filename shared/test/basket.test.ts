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

  it('defaults the table number to 1 and clears everything, tip included', () => {
    let state = reducer(emptyBasket, actions.addItem(jollof(1)));
    expect(state.items[0]!.tableNumber).toBe('1');
    state = reducer(state, actions.setTip(250));
    state = reducer(state, actions.clear());
    expect(state).toEqual(emptyBasket);
  });

  it('treats a tip that is not a positive number as no tip', () => {
    expect(reducer(emptyBasket, actions.setTip(Number.NaN)).tip).toBe(0);
    expect(reducer(emptyBasket, actions.setTip(-5)).tip).toBe(0);
    expect(reducer(emptyBasket, actions.setTip(12.345)).tip).toBe(12.35);
  });
});
