import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

// The menu hierarchy (portal spec §3, §4): category → group → item → modifier group → modifier.
// Prices on the wire are naira (the spec's), stored as integer kobo.

export const MenuGroup = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  menu_category_name: Type.String(),
  category_id: Type.String(),
  branch_id: Type.String(),
  /** One price for every item of the group. */
  price_to_all_items: Type.Boolean(),
  price: Nullable(Type.Number()),
});
export type MenuGroup = Static<typeof MenuGroup>;

export const MenuItem = Type.Object({
  _id: Type.String(),
  menu_item_name: Type.String(),
  menu_group_name: Type.String(),
  menu_category_name: Type.String(),
  group_id: Type.String(),
  branch_id: Type.String(),
  menu_item_price: Type.Number(),
  description: Type.String(),
  menu_item_image: Nullable(Type.String()),
  /** Sold out: hidden from diners. */
  is_frozen: Type.Boolean(),
  is_recommended: Type.Boolean(),
});
export type MenuItem = Static<typeof MenuItem>;

/**
 * A modifier group's option rule (shared/src/contract/option-rules.ts): at least min_choices, at most
 * max_choices (null: no limit). Absent from answers of before the rule: 0 to no limit.
 */
export const ChoiceRuleFields = {
  min_choices: Type.Optional(Type.Number({ description: 'fewest choices a diner must make; 1 or more makes the group required' })),
  max_choices: Type.Optional(Nullable(Type.Number({ description: 'most choices a diner may make (1: choose one); null: no limit' }))),
};

export const ModifierGroup = Type.Object({
  _id: Type.String(),
  modifier_group_name: Type.String(),
  menu_item_name: Type.String(),
  item_id: Type.String(),
  branch_id: Type.String(),
  /** Its modifiers come free with the item. */
  is_complimentary: Type.Boolean(),
  ...ChoiceRuleFields,
});
export type ModifierGroup = Static<typeof ModifierGroup>;

export const Modifier = Type.Object({
  _id: Type.String(),
  modifier_name: Type.String(),
  modifier_price: Type.Number(),
  modifier_group_name: Type.String(),
  modifier_group_id: Type.String(),
  menu_item_name: Type.String(),
  branch_id: Type.String(),
  image: Nullable(Type.String()),
});
export type Modifier = Static<typeof Modifier>;
