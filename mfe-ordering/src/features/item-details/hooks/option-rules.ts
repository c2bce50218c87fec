import type { SelectedOption } from '@troo/shared';
import { choiceRuleProblem, ruleCannotBeMet, type ModifierGroupChoices } from '@troo/shared/contract';

// The item's option rules as item details applies them, with the contract's wording (the server
// refuses the same baskets at pricing and payment).

/** A group's choices as basket options. */
export const optionsOf = (group: ModifierGroupChoices): SelectedOption[] =>
  group.modifiers.map((modifier) => ({ id: modifier._id, name: modifier.modifier_name, price: modifier.modifier_price }));

/** The first group whose rule the diner's picks break ('Choose 1 for Protein'), or null when all hold. */
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
