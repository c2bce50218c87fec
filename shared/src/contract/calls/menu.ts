import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import {
  MENU_CATEGORY_REQUIRED,
  MENU_GROUP_REQUIRED,
  MENU_ITEM_REQUIRED,
  MODIFIER_FIELDS_REQUIRED,
  MODIFIER_GROUP_REQUIRED,
} from '../messages';
import { MenuCategory } from '../schemas/business';
import { ChoiceRuleFields, MenuGroup, MenuItem, Modifier, ModifierGroup } from '../schemas/menu';

// Building the menu of an outlet (portal spec §7 /menu/*). Entries are named as the spec names them;
// every call carries the outlet (branch_id), which must be one of the signed-in business's.

/** Naira as a number or as typed ('1500.50'); anything else is answered with PRICE_INVALID. */
const Price = Type.Union([Type.Number(), Type.String()], { description: 'naira, 0 or more, two decimals at most' });
/** A PNG, JPEG or WebP picture as a data: URL or bare base64, at most 2 MB; stored re-encoded as WebP. */
const Image = Type.String({ description: 'data: URL or base64 of a PNG, JPEG or WebP image, at most 2 MB' });
const BranchId = Type.String({ maxLength: 64 });
const Name = Type.String({ maxLength: 200 });

/** An option of a modifier group added with its item: no price is free (0), the picture is optional. */
const NewModifier = Type.Object({
  modifier_name: Name,
  price: Type.Optional(Price),
  image: Type.Optional(Image),
});
/**
 * A modifier group added with its item, with its options and its option rule (0 to no limit when not
 * given; a complimentary group stays one optional choice and keeps no rule).
 */
const NewModifierGroup = Type.Object({
  modifier_group_name: Name,
  is_complimentary: Type.Optional(Type.Boolean()),
  ...ChoiceRuleFields,
  modifiers: Type.Array(NewModifier, { maxItems: 30 }),
});

export const addMenuCategory = defineCall({
  method: 'POST',
  path: '/menu/addMenuCategory',
  summary: 'Add a menu category to an outlet',
  access: 'admin',
  body: Type.Object({
    menu_category_name: Name,
    branch_id: BranchId,
    image: Type.Optional(Image),
    user_id: Type.Optional(Type.String()),
  }),
  response: { 201: Envelope(MenuCategory), ...standardErrors },
  invalidMessage: MENU_CATEGORY_REQUIRED,
});

export const addMenuGroup = defineCall({
  method: 'POST',
  path: '/menu/addMenuGroup',
  summary: 'Add a group to a category, optionally with one price for all its items',
  access: 'admin',
  body: Type.Object({
    category_name: Name,
    group_name: Name,
    branch_id: BranchId,
    price_to_all_items: Type.Optional(Type.Boolean()),
    price: Type.Optional(Price),
  }),
  response: { 201: Envelope(MenuGroup), ...standardErrors },
  invalidMessage: MENU_GROUP_REQUIRED,
});

export const editMenuGroup = defineCall({
  method: 'PUT',
  path: '/menu/editMenuGroup',
  summary: 'Give a group one price for all its items (every item of the group takes it at once), or stop doing so',
  access: 'admin',
  body: Type.Object({
    group_id: Type.String({ maxLength: 64 }),
    price_to_all_items: Type.Boolean(),
    price: Type.Optional(Price),
  }),
  response: { 200: Envelope(MenuGroup), ...standardErrors },
  invalidMessage: MENU_GROUP_REQUIRED,
});

export const addMenuItem = defineCall({
  method: 'POST',
  path: '/menu/addMenuItem',
  summary:
    "Add an item to a group (its price is the group's when the group prices all its items), with its modifier groups and their options if given: all saved in one transaction, or nothing. " +
    'With create_group (a first dish, typed with its category and group in one form), menu_category_name is required and the ' +
    "category and group of those names are the outlet's (names compare case-insensitively) or made in the same transaction; " +
    'a group of that name under another category is refused (409)',
  access: 'admin',
  body: Type.Object({
    menu_category_name: Type.Optional(Name),
    menu_group_name: Name,
    create_group: Type.Optional(
      Type.Boolean({ description: 'find or make the category (menu_category_name, then required) and the group with the item' }),
    ),
    menu_item_name: Name,
    price: Type.Optional(Price),
    description: Type.String({ maxLength: 1000 }),
    branch_id: BranchId,
    image: Type.Optional(Image),
    modifier_groups: Type.Optional(Type.Array(NewModifierGroup, { maxItems: 10 })),
  }),
  response: { 201: Envelope(MenuItem), ...standardErrors },
  invalidMessage: MENU_ITEM_REQUIRED,
});

export const editMenuItem = defineCall({
  method: 'PUT',
  path: '/menu/editMenuItem',
  summary: 'Change an item: name, price, description, picture, sold out, recommended',
  access: 'admin',
  body: Type.Object({
    item_id: Type.String({ maxLength: 64 }),
    menu_item_name: Type.Optional(Name),
    price: Type.Optional(Price),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
    image: Type.Optional(Image),
    is_frozen: Type.Optional(Type.Boolean()),
    is_recommended: Type.Optional(Type.Boolean()),
  }),
  response: { 200: Envelope(MenuItem), ...standardErrors },
  invalidMessage: MENU_ITEM_REQUIRED,
});

export const attachMenuModifierGroup = defineCall({
  method: 'POST',
  path: '/menu/attachMenuModifierGroup',
  summary: 'Attach a modifier group to an item',
  access: 'admin',
  body: Type.Object({
    modifier_group_name: Name,
    attach_to: Type.Optional(Type.Literal('item')),
    menu_item_name: Name,
    branch_id: BranchId,
    is_complimentary: Type.Optional(Type.Boolean()),
    ...ChoiceRuleFields,
  }),
  response: { 201: Envelope(ModifierGroup), ...standardErrors },
  invalidMessage: MODIFIER_GROUP_REQUIRED,
});

export const addMenuModifier = defineCall({
  method: 'POST',
  path: '/menu/addMenuModifier',
  summary: "Add a modifier to an item's modifier group (its picture is optional: a departure from the spec)",
  access: 'admin',
  body: Type.Object({
    branch_id: BranchId,
    attach_to: Type.Optional(Type.Literal('modifier_group')),
    modifier_name: Name,
    modifier_group_name: Name,
    menu_item_name: Name,
    price: Price,
    image: Type.Optional(Image),
  }),
  response: { 201: Envelope(Modifier), ...standardErrors },
  invalidMessage: MODIFIER_FIELDS_REQUIRED,
});

const BranchQuery = { branch_id: BranchId };

export const getAllMenuCategory = defineCall({
  method: 'GET',
  path: '/menu/getAllMenuCategory/',
  summary: "An outlet's categories, oldest first",
  access: 'staff',
  query: Type.Object(BranchQuery),
  response: { 200: Envelope(Type.Array(MenuCategory)), ...standardErrors },
});

export const getAllMenuGroup = defineCall({
  method: 'GET',
  path: '/menu/getAllMenuGroup/',
  summary: "An outlet's groups, of one category when named",
  access: 'staff',
  query: Type.Object({ ...BranchQuery, menu_category_name: Type.Optional(Name) }),
  response: { 200: Envelope(Type.Array(MenuGroup)), ...standardErrors },
});

export const filterMenuItems = defineCall({
  method: 'GET',
  path: '/menu/filterMenuItems/',
  summary: "An outlet's items, of one group when named (sold-out ones included: this is the staff list)",
  access: 'staff',
  query: Type.Object({ ...BranchQuery, menu_group_name: Type.Optional(Name) }),
  response: { 200: Envelope(Type.Array(MenuItem)), ...standardErrors },
});

export const getAllModifierGroups = defineCall({
  method: 'GET',
  path: '/menu/getAllModifierGroups/',
  summary: "An outlet's modifier groups, of one item when named",
  access: 'staff',
  query: Type.Object({ ...BranchQuery, menu_item_name: Type.Optional(Name) }),
  response: { 200: Envelope(Type.Array(ModifierGroup)), ...standardErrors },
});

export const getMenuModifier = defineCall({
  method: 'GET',
  path: '/menu/getMenuModifier/',
  summary: 'The modifiers of an item (attach_to=item) or of one of its modifier groups (attach_to=modifier_group)',
  access: 'staff',
  query: Type.Object({
    ...BranchQuery,
    attach_to: Type.Union([Type.Literal('item'), Type.Literal('modifier_group')]),
    name: Name,
    menu_item_name: Type.Optional(Name),
  }),
  response: { 200: Envelope(Type.Array(Modifier)), ...standardErrors },
});

export const removeMenu = defineCall({
  method: 'DELETE',
  path: '/menu/removeMenu/',
  summary: 'Remove a category, group, item or modifier group with everything under it',
  access: 'admin',
  query: Type.Object({
    ...BranchQuery,
    menu_type: Type.Union([Type.Literal('category'), Type.Literal('group'), Type.Literal('item'), Type.Literal('modifier_group')]),
    name: Name,
    /** For a modifier group: the item it belongs to. */
    menu_item_name: Type.Optional(Name),
  }),
  response: { 200: Envelope(Type.Object({ _id: Type.String() })), ...standardErrors },
});

export const deleteMenuModifier = defineCall({
  method: 'DELETE',
  path: '/menu/deleteMenuModifier/',
  summary: 'Remove one modifier',
  access: 'admin',
  query: Type.Object({ ...BranchQuery, modifier_id: Type.String({ maxLength: 64 }) }),
  response: { 200: Envelope(Type.Object({ _id: Type.String() })), ...standardErrors },
});
