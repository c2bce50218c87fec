import { choiceRuleProblem, roundToKobo, ruleCannotBeMet, type ModifierGroupChoices } from '@troo/shared/contract';
import type { SelectedOption } from '@troo/shared';

// An item's choices as a diner's item screen and a waiter's Take order screen both apply them: the
// same picks, prices and option rules, with the contract's wording (the server refuses the same
// baskets when it prices them).

/** What is chosen for one line of an item. */
export interface ItemChoices {
  quantity: number;
  selectedOptions: SelectedOption[];
  complimentary: string | null;
  specialInstructions: string;
}

/** Spec §9: special instructions hold at most 256 characters. */
export const INSTRUCTIONS_LENGTH = 256;

/** One of the item with its options: the item's price plus every ticked option (naira). */
export const unitPrice = (price: number, options: readonly SelectedOption[]) =>
  roundToKobo(options.reduce((sum, option) => sum + option.price, price));

export const sameOption = (a: SelectedOption, b: SelectedOption) => a.name === b.name && a.price === b.price;

/** A box ticked or unticked: the picks with this option added, or taken out. */
export const toggledOption = (picked: readonly SelectedOption[], option: SelectedOption): SelectedOption[] =>
  picked.some((one) => sameOption(one, option)) ? picked.filter((one) => !sameOption(one, option)) : [...picked, option];

/** A 'choose 1' group's radio: this option in place of whichever of its group was picked. */
export const onlyOptionOf = (picked: readonly SelectedOption[], option: SelectedOption, group: readonly SelectedOption[]) => [
  ...picked.filter((one) => !group.some((member) => sameOption(member, one))),
  option,
];

/** A group's choices as basket options. */
export const optionsOf = (group: ModifierGroupChoices): SelectedOption[] =>
  group.modifiers.map((modifier) => ({ id: modifier._id, name: modifier.modifier_name, price: modifier.modifier_price }));

/** The first group whose rule the picks break ('Choose 1 for Protein'), or null when all hold. */
export function firstRuleProblem(groups: readonly ModifierGroupChoices[], isTicked: (option: SelectedOption) => boolean) {
  for (const group of groups) {
    const picked = optionsOf(group).filter((option, index) => !group.modifiers[index]!.sold_out && isTicked(option)).length;
    const problem = choiceRuleProblem(group.modifier_group_name, group, picked);
    if (problem) return problem;
  }
  return null;
}

/** A required group whose options are all sold out (or that has none): the item cannot be ordered now. */
export const ruleUnmeetable = (groups: readonly ModifierGroupChoices[]) =>
  groups.some((group) => ruleCannotBeMet(group, group.modifiers.filter((modifier) => !modifier.sold_out).length));
