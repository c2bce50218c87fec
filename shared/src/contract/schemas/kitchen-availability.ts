import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

// What the kitchen may switch off on a busy night ('86'): dishes, single options and the outlet's
// ordering, each with the last change made to it (who, when).

/** The last change to a dish, option or the outlet's ordering: its state after it, who made it, when. */
export const AvailabilityChange = Type.Object({
  /** Sold out (a dish or option) or paused (ordering) after the change. */
  unavailable: Type.Boolean(),
  /** The first name of who made it. */
  by: Type.String(),
  /** ISO 8601. */
  at: Type.String(),
});
export type AvailabilityChange = Static<typeof AvailabilityChange>;

export const OptionAvailability = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  group_name: Type.String(),
  sold_out: Type.Boolean(),
  last_change: Nullable(AvailabilityChange),
});
export type OptionAvailability = Static<typeof OptionAvailability>;

export const DishAvailability = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  category_name: Type.String(),
  sold_out: Type.Boolean(),
  last_change: Nullable(AvailabilityChange),
  /** Paid and complimentary choices alike, in their groups' order. */
  options: Type.Array(OptionAvailability),
});
export type DishAvailability = Static<typeof DishAvailability>;

/** One outlet's dishes and options with their sold-out flags, and whether its ordering is paused. */
export const KitchenAvailability = Type.Object({
  branch_id: Type.String(),
  ordering_paused: Type.Boolean(),
  ordering_last_change: Nullable(AvailabilityChange),
  dishes: Type.Array(DishAvailability),
});
export type KitchenAvailability = Static<typeof KitchenAvailability>;
