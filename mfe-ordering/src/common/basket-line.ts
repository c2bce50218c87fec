import type { BasketItem, OrderingMode, SelectedOption } from '@troo/shared';
import { roundToKobo, type CustomerMenuItem } from '@troo/shared/contract';

export interface ItemChoices {
  quantity: number;
  selectedOptions: SelectedOption[];
  complimentary: string | null;
  specialInstructions: string;
}

/** One of the item with its options: the item's price plus every ticked option. */
export const unitPrice = (price: number, options: SelectedOption[]) =>
  roundToKobo(options.reduce((sum, option) => sum + option.price, price));

/** A basket line for an item and what the diner chose on it. */
export function basketLineOf(
  item: Pick<CustomerMenuItem, '_id' | 'menu_item_name' | 'menu_item_price' | 'menu_item_image'>,
  choices: ItemChoices,
  tableNumber: string,
): BasketItem {
  return {
    id: item._id,
    name: item.menu_item_name,
    quantity: choices.quantity,
    menuItem: {
      _id: item._id,
      menu_item_name: item.menu_item_name,
      menu_item_price: item.menu_item_price,
      menu_item_image: item.menu_item_image,
    },
    selectedOptions: choices.selectedOptions,
    complimentary: choices.complimentary,
    totalPrice: roundToKobo(unitPrice(item.menu_item_price, choices.selectedOptions) * choices.quantity),
    tableNumber,
    specialInstructions: choices.specialInstructions,
  };
}

/** A plain line (no options): what a list's plus adds. */
export const plainLineOf = (item: Parameters<typeof basketLineOf>[0], tableNumber: string) =>
  basketLineOf(item, { quantity: 1, selectedOptions: [], complimentary: null, specialInstructions: '' }, tableNumber);

export const itemDetailsPath = (id: string, mode: OrderingMode) => `/demo/menu-details/${encodeURIComponent(id)}/${mode}`;
