import {
  MENU_ITEM_DESCRIPTION_REQUIRED,
  MENU_ITEM_PRICE_REQUIRED,
  MENU_ITEM_REQUIRED,
  MODIFIER_FIELDS_REQUIRED,
  MODIFIER_GROUP_REQUIRED,
  PRICE_INVALID,
  choiceRuleSetupProblem,
  nairaToKobo,
  type ChoiceRule,
  type MenuGroup,
} from '@troo/shared/contract';
import type { NewItem } from '../api/menu';

// The new-item form (the add-item sheet's, the first dish's): the item and its modifier groups with their options, checked here with
// the spec's messages before the one call that saves them all (POST /menu/addMenuItem).

export interface DraftOption {
  key: number;
  name: string;
  /** Naira as typed; empty is free (0). */
  price: string;
  image: string | null;
}

export interface DraftModifierGroup {
  key: number;
  name: string;
  complimentary: boolean;
  /** The option rule as typed: the fewest choices ('' or 0: optional) and the most ('': no limit). */
  minChoices: string;
  maxChoices: string;
  options: DraftOption[];
}

export interface DraftItem {
  name: string;
  price: string;
  description: string;
  image: string | null;
  modifierGroups: DraftModifierGroup[];
}

let nextKey = 1;
export const newOption = (): DraftOption => ({ key: nextKey++, name: '', price: '', image: null });
export const newModifierGroup = (): DraftModifierGroup => ({
  key: nextKey++,
  name: '',
  complimentary: false,
  minChoices: '',
  maxChoices: '',
  options: [newOption()],
});

/** A count as typed: blank is `blank`, anything but digits NaN (which the contract's check names). */
const typedCount = <T>(typed: string, blank: T) => (typed.trim() === '' ? blank : /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : NaN);

/** The group's rule as POST /menu/addMenuItem takes it. */
export const ruleOf = (group: DraftModifierGroup): Required<ChoiceRule> => ({
  min_choices: typedCount(group.minChoices, 0),
  max_choices: typedCount(group.maxChoices, null),
});
export const emptyItem = (): DraftItem => ({ name: '', price: '', description: '', image: null, modifierGroups: [] });

/** Whether the group decides its items' price (then the item asks none). */
export const groupPrices = (group: MenuGroup) => group.price_to_all_items && group.price !== null;

/** Where an item goes, by name (as POST /menu/addMenuItem takes it), and whether it asks its own price. */
export interface ItemPlace {
  category: string;
  group: string;
  asksPrice: boolean;
}

/** An existing group as a place: a group with one price for all its items asks none. */
export const placeOfGroup = (group: MenuGroup): ItemPlace => ({
  category: group.menu_category_name,
  group: group.name,
  asksPrice: !groupPrices(group),
});

/** A problem with the item: its message, and the field it is shown under (else under the whole form). */
export interface ItemProblem {
  message: string;
  field?: 'name' | 'price' | 'description';
}

/** The first problem, worded as the spec words it where it has words (else naming the field), or null. */
export function itemProblem(item: DraftItem, asksPrice: boolean): ItemProblem | null {
  if (!item.name.trim()) return { message: MENU_ITEM_REQUIRED, field: 'name' };
  if (asksPrice && !item.price.trim()) return { message: MENU_ITEM_PRICE_REQUIRED, field: 'price' };
  if (asksPrice && nairaToKobo(item.price) === null) return { message: PRICE_INVALID, field: 'price' };
  if (!item.description.trim()) return { message: MENU_ITEM_DESCRIPTION_REQUIRED, field: 'description' };
  for (const modifierGroup of item.modifierGroups) {
    if (!modifierGroup.name.trim()) return { message: MODIFIER_GROUP_REQUIRED };
    for (const option of modifierGroup.options) {
      if (!option.name.trim()) return { message: MODIFIER_FIELDS_REQUIRED };
      if (option.price.trim() && nairaToKobo(option.price) === null) return { message: PRICE_INVALID };
    }
    const ruleProblem = modifierGroup.complimentary
      ? null
      : choiceRuleSetupProblem(modifierGroup.name.trim(), ruleOf(modifierGroup), modifierGroup.options.length);
    if (ruleProblem) return { message: ruleProblem };
  }
  return null;
}

/** The body of POST /menu/addMenuItem: a complimentary group's options and an empty price cost 0. */
export function itemBody(item: DraftItem, place: ItemPlace, branchId: string): NewItem {
  return {
    menu_category_name: place.category,
    menu_group_name: place.group,
    menu_item_name: item.name.trim(),
    description: item.description.trim(),
    branch_id: branchId,
    ...(place.asksPrice ? { price: item.price.trim() } : {}),
    ...(item.image ? { image: item.image } : {}),
    ...(item.modifierGroups.length > 0
      ? {
          modifier_groups: item.modifierGroups.map((modifierGroup) => ({
            modifier_group_name: modifierGroup.name.trim(),
            is_complimentary: modifierGroup.complimentary,
            // A complimentary group is one optional choice (a select): it keeps no rule.
            ...(modifierGroup.complimentary ? {} : ruleOf(modifierGroup)),
            modifiers: modifierGroup.options.map((option) => ({
              modifier_name: option.name.trim(),
              price: modifierGroup.complimentary || !option.price.trim() ? '0' : option.price.trim(),
              ...(option.image ? { image: option.image } : {}),
            })),
          })),
        }
      : {}),
  };
}
