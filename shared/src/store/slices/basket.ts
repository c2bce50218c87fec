import { roundToKobo } from '../../contract/money';
import { defineSlice } from '../define-slice';

export interface SelectedOption {
  /** The modifier's id: what checkout sends, so the server prices it from the menu. */
  id?: string;
  name: string;
  price: number;
}

export interface BasketMenuItem {
  _id: string;
  menu_item_name: string;
  menu_item_price: number;
  menu_item_image: string | null;
}

export interface BasketItem {
  id: string;
  name: string;
  quantity: number;
  menuItem: BasketMenuItem;
  selectedOptions: SelectedOption[];
  complimentary: string | null;
  /** quantity × (item price + options); the server recomputes it before anyone pays. */
  totalPrice: number;
  tableNumber: string;
  specialInstructions: string;
}

export interface BasketState {
  items: BasketItem[];
  totalPrice: number;
  totalQuantity: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  streetAddress: string;
  customerTown: string;
  deliveryDate: string;
  deliveryTime: string;
  customerTableNumber: string;
  tip: number;
  deliveryFee: number;
  selectedLocation: string | null;
}

export const emptyBasket: BasketState = {
  items: [],
  totalPrice: 0,
  totalQuantity: 0,
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  streetAddress: '',
  customerTown: '',
  deliveryDate: '',
  deliveryTime: '',
  customerTableNumber: '',
  tip: 0,
  deliveryFee: 0,
  selectedLocation: null,
};

/** Customer spec §9: an item added from the list is for table 1 unless a table was given. */
export const DEFAULT_TABLE_NUMBER = '1';

const optionKey = (option: SelectedOption) => `${option.name}\u0000${option.price}`;

/** The same options, whatever order they were ticked in. */
const sameOptions = (a: SelectedOption[], b: SelectedOption[]) => {
  if (a.length !== b.length) return false;
  const left = a.map(optionKey).sort();
  const right = b.map(optionKey).sort();
  return left.every((key, i) => key === right[i]);
};

type LineKey = Pick<BasketItem, 'id' | 'selectedOptions'>;

/** Two lines are the same when the item and its options are equal (customer spec §3). */
const sameLine = (a: LineKey, b: LineKey) => a.id === b.id && sameOptions(a.selectedOptions, b.selectedOptions);

function withTotals(state: BasketState, items: BasketItem[]): BasketState {
  return {
    ...state,
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: roundToKobo(items.reduce((sum, item) => sum + item.totalPrice, 0)),
  };
}

/** Adds a line, or merges it into the same line: quantities and prices add up. */
function added(items: BasketItem[], item: BasketItem): BasketItem[] {
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) return [...items, { ...item, tableNumber: item.tableNumber || DEFAULT_TABLE_NUMBER }];
  return items.map((line) =>
    line === existing
      ? { ...line, quantity: line.quantity + item.quantity, totalPrice: roundToKobo(line.totalPrice + item.totalPrice) }
      : line,
  );
}

/** The line at a new quantity, its total rescaled by its unit price; gone at 0. */
function requantified(items: BasketItem[], key: LineKey, quantity: number): BasketItem[] {
  if (quantity <= 0) return items.filter((item) => !sameLine(item, key));
  return items.map((item) =>
    sameLine(item, key) ? { ...item, quantity, totalPrice: roundToKobo((item.totalPrice / item.quantity) * quantity) } : item,
  );
}

const quantityOf = (items: BasketItem[], key: LineKey) => items.find((item) => sameLine(item, key))?.quantity ?? 0;

export const basketSlice = defineSlice('basket', emptyBasket, {
  /** Adding an item already present (same options) increments its line. */
  addItem: (state, item: BasketItem) => withTotals(state, added(state.items, item)),
  /** The remove icon. */
  removeItem: (state, line: LineKey) =>
    withTotals(
      state,
      state.items.filter((item) => !sameLine(item, line)),
    ),
  /** Item details' 'Add to basket' with a quantity: 0 removes the line. */
  updateQuantity: (state, change: LineKey & { quantity: number }) => withTotals(state, requantified(state.items, change, change.quantity)),
  /** The plus of a stepper, in the menu list or the basket. */
  increment: (state, line: LineKey) => withTotals(state, requantified(state.items, line, quantityOf(state.items, line) + 1)),
  /** The menu list's minus: at quantity 1 it removes the line. */
  decrementInList: (state, line: LineKey) => withTotals(state, requantified(state.items, line, quantityOf(state.items, line) - 1)),
  /** The basket screen's minus: never below 1 (the remove icon deletes). */
  decrementInBasket: (state, line: LineKey) => {
    const quantity = quantityOf(state.items, line);
    return quantity > 1 ? withTotals(state, requantified(state.items, line, quantity - 1)) : state;
  },
  /** Item details editing a line already in the basket; if the edit makes it equal to another line, they merge. */
  replaceItem: (state, change: { previous: LineKey; next: BasketItem }) =>
    withTotals(
      state,
      added(
        state.items.filter((item) => !sameLine(item, change.previous)),
        change.next,
      ),
    ),
  setTip: (state, tip: number) => ({ ...state, tip: Number.isFinite(tip) && tip > 0 ? roundToKobo(tip) : 0 }),
  setDeliveryFee: (state, deliveryFee: number) => ({
    ...state,
    deliveryFee: Number.isFinite(deliveryFee) && deliveryFee > 0 ? roundToKobo(deliveryFee) : 0,
  }),
  setCustomer: (
    state,
    customer: Partial<
      Pick<
        BasketState,
        | 'customerName'
        | 'customerPhone'
        | 'customerEmail'
        | 'streetAddress'
        | 'customerTown'
        | 'deliveryDate'
        | 'deliveryTime'
        | 'customerTableNumber'
        | 'selectedLocation'
      >
    >,
  ) => ({ ...state, ...customer }),
  /** The spec's clear: items, totals, name, table number, tip, delivery fee, date, email and town. */
  clear: (state) => ({
    ...state,
    items: [],
    totalPrice: 0,
    totalQuantity: 0,
    customerName: '',
    customerTableNumber: '',
    tip: 0,
    deliveryFee: 0,
    deliveryDate: '',
    customerEmail: '',
    customerTown: '',
  }),
});
