import type { BasketItem, OrderingMode } from '@troo/shared';
import { roundToKobo, type CustomerMenuItem } from '@troo/shared/contract';
import { unitPrice, type ItemChoices } from '@troo/shared/kit';

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
