import { useState } from 'react';
import type { SelectedOption } from '@troo/shared';
import { INSTRUCTIONS_LENGTH, onlyOptionOf, sameOption, toggledOption, type ItemChoices } from '@troo/shared/kit';

/** What the waiter picks for one dish: the kit's picks (as the diner's item screen makes them), one to start. */
export function useDishChoices() {
  const [choices, setChoices] = useState<ItemChoices>({ quantity: 1, selectedOptions: [], complimentary: null, specialInstructions: '' });
  return {
    choices,
    isTicked: (option: SelectedOption) => choices.selectedOptions.some((picked) => sameOption(picked, option)),
    toggleOption: (option: SelectedOption) =>
      setChoices((current) => ({ ...current, selectedOptions: toggledOption(current.selectedOptions, option) })),
    chooseOnly: (option: SelectedOption, group: readonly SelectedOption[]) =>
      setChoices((current) => ({ ...current, selectedOptions: onlyOptionOf(current.selectedOptions, option, group) })),
    setQuantity: (quantity: number) => setChoices((current) => ({ ...current, quantity: Math.max(1, quantity) })),
    setComplimentary: (complimentary: string | null) => setChoices((current) => ({ ...current, complimentary })),
    setInstructions: (text: string) => setChoices((current) => ({ ...current, specialInstructions: text.slice(0, INSTRUCTIONS_LENGTH) })),
  };
}
