import { Type, type Static } from '@sinclair/typebox';

// Preparation stations (issue 46, "A bar is not a kitchen"): each outlet has one or more, every menu
// category is made at one of them, and each station's display shows and finishes only its lines.

/** A station of an outlet with the categories it makes. The outlet's first station takes every category with none. */
export const Station = Type.Object({
  _id: Type.String(),
  branch_id: Type.String(),
  name: Type.String(),
  /** True for the outlet's first station: categories assigned to no station are made here. */
  is_default: Type.Boolean(),
  category_ids: Type.Array(Type.String()),
});
export type Station = Static<typeof Station>;

/** One station's share of an order: which of its lines (indexes into menu_items) and whether the station is done. */
export const OrderStationPart = Type.Object({
  station_id: Type.String(),
  station_name: Type.String(),
  lines: Type.Array(Type.Integer()),
  done: Type.Boolean(),
});
export type OrderStationPart = Static<typeof OrderStationPart>;

/** What a station's name may be. */
export const STATION_NAME_MAX = 60;
