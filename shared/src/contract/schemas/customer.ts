import { Type, type Static } from '@sinclair/typebox';
import { CUSTOMER_PRODUCTS } from '../enums';
import { Nullable } from './common';
import { BusinessDetails } from './business';
import { ChoiceRuleFields, MenuItem } from './menu';
import { OrderingStatus, PrepMinutes } from './ordering-settings';

// What a diner's phone reads of a business and its menu (customer spec §3, §7).

/** The `{product}` part of the customer calls' paths ('/menu/get{product}BusinessDetails/'): its allowed values. */
export const ProductParam = Type.Object({ product: Type.Union(CUSTOMER_PRODUCTS.map((p) => Type.Literal(p))) });

/** A business as one outlet presents it: its public details, which outlet, and whether it takes orders now. */
export const BranchBusinessDetails = Type.Composite([
  BusinessDetails,
  Type.Object({ branch_id: Type.String(), branch_name: Type.String(), ordering: OrderingStatus }),
  /** The food-ready minutes to promise now: the outlet's, raised while its kitchen is busy if its owner asked. */
  PrepMinutes,
]);
export type BranchBusinessDetails = Static<typeof BranchBusinessDetails>;

/** The spec's delivery details, answered as `otherData` (its field names, `pickUpLoacation` included). */
export const DeliveryDetails = Type.Object({
  hadPickUpLocation: Type.Boolean(),
  hasDeliveryDetails: Type.Boolean(),
  pickUpLoacation: Type.Array(Type.Object({ address: Type.String() })),
  canScheduledDelivery: Type.Boolean(),
  deliveryDetails: Nullable(Type.Object({ state: Type.String(), fixedPrice: Type.Number(), support_link: Nullable(Type.String()) })),
});
export type DeliveryDetails = Static<typeof DeliveryDetails>;

/** One choice of a modifier group, as the item details screen lists it (price in naira, its picture when it has one). */
export const ModifierChoice = Type.Object({
  _id: Type.String(),
  modifier_name: Type.String(),
  modifier_price: Type.Number(),
  modifier_image: Nullable(Type.String()),
  /** The kitchen has run out of it tonight: shown, not chosen (absent from answers of before this field: on sale). */
  sold_out: Type.Optional(Type.Boolean()),
});
export type ModifierChoice = Static<typeof ModifierChoice>;

/** The item's paid modifiers, grouped by `modifier_group_name`, with the group's option rule. */
export const ModifierGroupChoices = Type.Object({
  modifier_group_name: Type.String(),
  modifiers: Type.Array(ModifierChoice),
  ...ChoiceRuleFields,
});
export type ModifierGroupChoices = Static<typeof ModifierGroupChoices>;

/** A complimentary choice: free with the item. */
export const ComplimentaryChoice = Type.Object({
  _id: Type.String(),
  modifier_name: Type.String(),
  sold_out: Type.Optional(Type.Boolean()),
});
export type ComplimentaryChoice = Static<typeof ComplimentaryChoice>;

/**
 * An item as diners read it: `has_modifiers` when it has choices to make (a list's plus then opens its
 * details); `price_varies` when a choice adds to its price, so a list says 'From ₦…' (absent: an older server).
 */
export const CustomerMenuItem = Type.Composite([
  MenuItem,
  Type.Object({ has_modifiers: Type.Boolean(), price_varies: Type.Optional(Type.Boolean()) }),
]);
export type CustomerMenuItem = Static<typeof CustomerMenuItem>;
