import { Type, type Static } from '@sinclair/typebox';
import { ASSET_TYPES } from '../enums';
import { Nullable } from './common';
import { BusinessTypeSchema } from './staff';

/** A business's public face: what a diner's phone or the portal theme needs. */
export const BusinessDetails = Type.Object({
  _id: Type.String(),
  uniqueIdentifier: Type.String(),
  business_identifier: Type.String(),
  business_name: Type.String(),
  business_logo: Nullable(Type.String()),
  business_type: BusinessTypeSchema,
  colour_scheme: Type.String(),
  orderingDescription: Type.String(),
  orderingInstruction: Type.String(),
  /** The business's first live outlet: where a bare link (/:id) sends a diner. */
  default_branch_id: Nullable(Type.String()),
});
export type BusinessDetails = Static<typeof BusinessDetails>;

export const Branch = Type.Object({
  _id: Type.String(),
  branch_name: Type.String(),
  address: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Branch = Static<typeof Branch>;

export const Bank = Type.Object({ name: Type.String(), code: Type.String() });
export type Bank = Static<typeof Bank>;

export const MenuCategory = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  image: Nullable(Type.String()),
  branch_id: Type.String(),
});
export type MenuCategory = Static<typeof MenuCategory>;

/** A table's or room's QR code. */
export const QrAsset = Type.Object({
  _id: Type.String(),
  type: Type.Union(ASSET_TYPES.map((type) => Type.Literal(type))),
  branch_id: Type.String(),
  group_name: Type.String(),
  number: Type.Number(),
  qrcode: Type.String(),
  url: Type.String(),
});
export type QrAsset = Static<typeof QrAsset>;

/** What a scanned code's table or room is called now: a printed code keeps an old area name in its address. */
export const ScannedPlace = Type.Object({
  type: Type.Union(ASSET_TYPES.map((type) => Type.Literal(type))),
  group_name: Type.String(),
  number: Type.Number(),
});
export type ScannedPlace = Static<typeof ScannedPlace>;
