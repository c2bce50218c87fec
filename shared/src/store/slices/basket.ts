import { defineSlice } from '../define-slice';

// The basket's stored shape. Only the basket module (../modules/basket.ts) reads or changes it; remotes
// use that module. Money is integer kobo; every option has its modifier's id (checkout sends ids, and
// the server prices them from the menu).

/** An option a diner picked, as the menu lists it (naira): what item screens tick. */
export interface SelectedOption {
  /** The modifier's id: what checkout sends, so the server prices it from the menu. Required. */
  id: string;
  name: string;
  price: number;
}

/** An option on a basket line: the modifier's id, its name, its price in integer kobo. */
export interface BasketOption {
  id: string;
  name: string;
  priceKobo: number;
}

export interface BasketLine {
  /** The menu item's id. */
  itemId: string;
  name: string;
  image: string | null;
  quantity: number;
  options: BasketOption[];
  complimentary: string | null;
  /** One of the item with its options, integer kobo; the server recomputes it before anyone pays. */
  unitKobo: number;
  tableNumber: string;
  specialInstructions: string;
}

/** A line is the item and its options: the same item with other options is another line (customer spec §3). */
export type BasketLineKey = Pick<BasketLine, 'itemId' | 'options'>;

export interface BasketCustomer {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  streetAddress: string;
  customerTown: string;
  deliveryDate: string;
  deliveryTime: string;
  customerTableNumber: string;
  selectedLocation: string | null;
}

export interface BasketState extends BasketCustomer {
  lines: BasketLine[];
  tipKobo: number;
  deliveryFeeKobo: number;
}

export const emptyBasket: BasketState = {
  lines: [],
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  streetAddress: '',
  customerTown: '',
  deliveryDate: '',
  deliveryTime: '',
  customerTableNumber: '',
  tipKobo: 0,
  deliveryFeeKobo: 0,
  selectedLocation: null,
};

/** Customer spec §9: an item added from the list is for table 1 unless a table was given. */
export const DEFAULT_TABLE_NUMBER = '1';

const isKobo = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Whether a line can be priced and sent: an item id, a whole positive quantity, kobo prices, every option with an id. */
export function isSendableLine(line: BasketLine): boolean {
  return (
    typeof line.itemId === 'string' &&
    line.itemId !== '' &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity > 0 &&
    isKobo(line.unitKobo) &&
    Array.isArray(line.options) &&
    line.options.every((option) => typeof option.id === 'string' && option.id !== '' && isKobo(option.priceKobo))
  );
}

/** The same options (by modifier id), whatever order they were ticked in. */
const sameOptions = (a: readonly BasketOption[], b: readonly BasketOption[]) => {
  if (a.length !== b.length) return false;
  const left = a.map((option) => option.id).sort();
  const right = b.map((option) => option.id).sort();
  return left.every((id, i) => id === right[i]);
};

export const sameLine = (a: BasketLineKey, b: BasketLineKey) => a.itemId === b.itemId && sameOptions(a.options, b.options);

/** Adds a line, or merges it into the same line (quantities add up). A line that cannot be sent is refused. */
function added(lines: BasketLine[], line: BasketLine): BasketLine[] {
  if (!isSendableLine(line)) return lines;
  const existing = lines.find((one) => sameLine(one, line));
  if (!existing) return [...lines, { ...line, tableNumber: line.tableNumber || DEFAULT_TABLE_NUMBER }];
  return lines.map((one) => (one === existing ? { ...one, quantity: one.quantity + line.quantity } : one));
}

/** The line at a new quantity; gone at 0. */
function requantified(lines: BasketLine[], key: BasketLineKey, quantity: number): BasketLine[] {
  if (quantity <= 0) return lines.filter((line) => !sameLine(line, key));
  return lines.map((line) => (sameLine(line, key) ? { ...line, quantity: Math.floor(quantity) } : line));
}

const quantityOf = (lines: BasketLine[], key: BasketLineKey) => lines.find((line) => sameLine(line, key))?.quantity ?? 0;

const asKobo = (amount: number) => (Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0);

export const basketSlice = defineSlice('basket', emptyBasket, {
  /** Adding an item already present (same options) increments its line. */
  add: (state, line: BasketLine) => ({ ...state, lines: added(state.lines, line) }),
  /** The remove icon. */
  remove: (state, key: BasketLineKey) => ({ ...state, lines: state.lines.filter((line) => !sameLine(line, key)) }),
  /** Item details' 'Add to basket' with a quantity: 0 removes the line. */
  changeQuantity: (state, change: { key: BasketLineKey; quantity: number }) => ({
    ...state,
    lines: requantified(state.lines, change.key, change.quantity),
  }),
  /** The plus of a stepper, in the menu list or the basket. */
  increment: (state, key: BasketLineKey) => ({ ...state, lines: requantified(state.lines, key, quantityOf(state.lines, key) + 1) }),
  /** The menu list's minus: at quantity 1 it removes the line. */
  decrementInList: (state, key: BasketLineKey) => ({
    ...state,
    lines: requantified(state.lines, key, quantityOf(state.lines, key) - 1),
  }),
  /** The basket screen's minus: never below 1 (the remove icon deletes). */
  decrementInBasket: (state, key: BasketLineKey) => {
    const quantity = quantityOf(state.lines, key);
    return quantity > 1 ? { ...state, lines: requantified(state.lines, key, quantity - 1) } : state;
  },
  /** Item details editing a line already in the basket; if the edit makes it equal to another line, they merge. */
  replace: (state, change: { previous: BasketLineKey; next: BasketLine }) =>
    isSendableLine(change.next)
      ? {
          ...state,
          lines: added(
            state.lines.filter((line) => !sameLine(line, change.previous)),
            change.next,
          ),
        }
      : state,
  setTipKobo: (state, tipKobo: number) => ({ ...state, tipKobo: asKobo(tipKobo) }),
  setDeliveryFeeKobo: (state, deliveryFeeKobo: number) => ({ ...state, deliveryFeeKobo: asKobo(deliveryFeeKobo) }),
  setCustomer: (state, customer: Partial<BasketCustomer>) => ({ ...state, ...customer }),
  /** The spec's clear: items, totals, name, table number, tip, delivery fee, date, email and town. */
  clear: (state) => ({
    ...state,
    lines: [],
    customerName: '',
    customerTableNumber: '',
    tipKobo: 0,
    deliveryFeeKobo: 0,
    deliveryDate: '',
    customerEmail: '',
    customerTown: '',
  }),
});
