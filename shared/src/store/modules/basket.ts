import { shallowEqual } from 'react-redux';
import { koboOf } from '../../contract/money';
import { useAppSelector } from '../hooks';
import type { RootState } from '../root-reducer';
import { useBoundActions } from './bound-actions';
import {
  basketSlice,
  type BasketCustomer,
  type BasketLine,
  type BasketLineKey,
  type BasketOption,
  type BasketState,
  type SelectedOption,
} from '../slices/basket';

// The basket module: the one way a screen reads or changes the basket (ordering fills it, checkout
// sends it). It hides the slice's shape; money is integer kobo, every option carries its modifier's id.

export type { BasketCustomer, BasketLine, BasketLineKey, BasketOption, SelectedOption };

/** A menu item as a basket line needs it (its price in naira, as the menu lists it). */
export interface BasketMenuItem {
  _id: string;
  menu_item_name: string;
  menu_item_price: number;
  menu_item_image: string | null;
}

/** What the diner chose on one line (options as the menu lists them: naira, with their modifier's id). */
export interface BasketChoices {
  quantity: number;
  selectedOptions: readonly SelectedOption[];
  complimentary: string | null;
  specialInstructions: string;
}

/**
 * A basket line for an item and what the diner chose on it, in integer kobo. Null when an option has
 * no modifier id (checkout could not send it, so it never enters the basket).
 */
export function basketLineOf(item: BasketMenuItem, choices: BasketChoices, tableNumber: string): BasketLine | null {
  if (choices.selectedOptions.some((option) => typeof option.id !== 'string' || option.id === '')) return null;
  const options = choices.selectedOptions.map((option) => ({ id: option.id, name: option.name, priceKobo: koboOf(option.price) }));
  return {
    itemId: item._id,
    name: item.menu_item_name,
    image: item.menu_item_image,
    quantity: choices.quantity,
    options,
    complimentary: choices.complimentary,
    unitKobo: options.reduce((sum, option) => sum + option.priceKobo, koboOf(item.menu_item_price)),
    tableNumber,
    specialInstructions: choices.specialInstructions,
  };
}

/** A plain line (no options): what a list's plus adds. */
export const plainLineOf = (item: BasketMenuItem, tableNumber: string) =>
  basketLineOf(item, { quantity: 1, selectedOptions: [], complimentary: null, specialInstructions: '' }, tableNumber)!;

/** A line's total: quantity × (item + options), integer kobo. */
export const lineTotalKobo = (line: BasketLine) => line.unitKobo * line.quantity;

const countOf = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
const subtotalOf = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + lineTotalKobo(line), 0);
const customerOf = ({ lines: _lines, tipKobo: _tip, deliveryFeeKobo: _fee, ...customer }: BasketState): BasketCustomer => customer;

/** The basket as a whole, for code outside React (and tests): lines, count, subtotal, tip, fee (kobo), customer. */
export function selectBasket({ basket }: Pick<RootState, 'basket'>) {
  const { lines, tipKobo, deliveryFeeKobo } = basket;
  return { lines, count: countOf(lines), subtotalKobo: subtotalOf(lines), tipKobo, deliveryFeeKobo, customer: customerOf(basket) };
}

export const useBasketLines = () => useAppSelector((state) => state.basket.lines);
export const useBasketCount = () => useAppSelector((state) => countOf(state.basket.lines));
export const useBasketSubtotalKobo = () => useAppSelector((state) => subtotalOf(state.basket.lines));
export const useBasketTipKobo = () => useAppSelector((state) => state.basket.tipKobo);
export const useBasketCustomer = () => useAppSelector((state) => customerOf(state.basket), shallowEqual);
/** The first line of an item (whatever its options): what the menu list's stepper shows. */
export const useBasketLineOfItem = (itemId: string) => useAppSelector((state) => state.basket.lines.find((line) => line.itemId === itemId));
/** The table a line added now is for: the one the diner typed, else the QR code's. */
export const useBasketTableNumber = () => useAppSelector((state) => state.basket.customerTableNumber || state.business.tableNo || '');

const { actions } = basketSlice;

/** The basket's changes as actions to dispatch (a line itself names its line: its item and options). */
export const basketActions = {
  ...actions,
  /** Item details' 'Add to basket' with a quantity: 0 removes the line. */
  changeQuantity: (key: BasketLineKey, quantity: number) => actions.changeQuantity({ key, quantity }),
  /** Item details editing a line already in the basket; if the edit makes it equal to another line, they merge. */
  replace: (previous: BasketLineKey, next: BasketLine) => actions.replace({ previous, next }),
};

/** The basket's changes, bound to the store: `const basket = useBasketActions(); basket.add(line)`. */
export const useBasketActions = () => useBoundActions(basketActions);
