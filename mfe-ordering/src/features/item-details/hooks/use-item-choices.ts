import { useState } from 'react';
import { basketLineOf, useBasketActions, useBasketLineOfItem, type SelectedOption } from '@troo/shared';
import { koboToNaira, type CustomerMenuItem } from '@troo/shared/contract';
import { INSTRUCTIONS_LENGTH, onlyOptionOf, sameOption, toggledOption, unitPrice, type ItemChoices } from '@troo/shared/kit';

/** What the kitchen has run out of among the item's choices: option ids, complimentary names. */
export interface SoldOutChoices {
  optionIds: readonly string[];
  complimentary: readonly string[];
}

const NOTHING_SOLD_OUT: SoldOutChoices = { optionIds: [], complimentary: [] };

/**
 * What the diner picks on an item's page. An item already in the basket starts from its line's
 * options, complimentary choice, quantity and instructions (spec §4), less what has since sold out
 * (saving the line then mends the basket); a new one from one plain.
 * `save` puts the result in the basket: quantity 0 removes the line, otherwise adds or updates it.
 */
export function useItemChoices(item: CustomerMenuItem, tableNumber: string, soldOut: SoldOutChoices = NOTHING_SOLD_OUT) {
  const basket = useBasketActions();
  const line = useBasketLineOfItem(item._id);
  const [choices, setChoices] = useState<ItemChoices>(() =>
    line
      ? {
          quantity: line.quantity,
          selectedOptions: line.options
            .filter((option) => !soldOut.optionIds.some((id) => id === option.id))
            .map((option) => ({ id: option.id, name: option.name, price: koboToNaira(option.priceKobo) })),
          complimentary: line.complimentary && soldOut.complimentary.includes(line.complimentary) ? null : line.complimentary,
          specialInstructions: line.specialInstructions,
        }
      : { quantity: 1, selectedOptions: [], complimentary: null, specialInstructions: '' },
  );
  // The line this page edits, fixed when it opened (its options change as the diner ticks).
  const [previous] = useState(() => (line ? { itemId: line.itemId, options: line.options } : null));

  const toggleOption = (option: SelectedOption) =>
    setChoices((current) => ({ ...current, selectedOptions: toggledOption(current.selectedOptions, option) }));

  /** A 'choose 1' group's radio: this option in place of whichever of its group was picked. */
  const chooseOnly = (option: SelectedOption, group: readonly SelectedOption[]) =>
    setChoices((current) => ({ ...current, selectedOptions: onlyOptionOf(current.selectedOptions, option, group) }));

  const save = () => {
    if (choices.quantity <= 0) {
      if (previous) basket.remove(previous);
      return;
    }
    const next = basketLineOf(item, choices, line?.tableNumber || tableNumber);
    if (!next) return;
    if (previous) basket.replace(previous, next);
    else basket.add(next);
  };

  return {
    choices,
    isTicked: (option: SelectedOption) => choices.selectedOptions.some((picked) => sameOption(picked, option)),
    toggleOption,
    chooseOnly,
    setQuantity: (quantity: number) => setChoices((current) => ({ ...current, quantity: Math.max(0, quantity) })),
    setComplimentary: (complimentary: string | null) => setChoices((current) => ({ ...current, complimentary })),
    setInstructions: (text: string) => setChoices((current) => ({ ...current, specialInstructions: text.slice(0, INSTRUCTIONS_LENGTH) })),
    total: unitPrice(item.menu_item_price, choices.selectedOptions) * choices.quantity,
    inBasket: previous !== null,
    save,
  };
}
