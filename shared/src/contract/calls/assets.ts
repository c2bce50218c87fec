import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { ASSET_TYPES } from '../enums';
import { ASSET_GROUP_RENAME_INVALID } from '../messages';
import { QrAsset, ScannedPlace } from '../schemas/business';

// Tables and rooms with their QR codes (portal spec §7 /asset/*).

const AssetType = Type.Union(ASSET_TYPES.map((type) => Type.Literal(type)));
/** The type as sent; a wrong one is answered with ASSET_TYPE_INVALID in the errors list. */
const AssetTypeText = Type.String({ maxLength: 20, description: 'table or room' });

export const generateBusinessAsset = defineCall({
  method: 'POST',
  path: '/asset/generateBusinessAsset',
  summary: 'Create `number` tables or rooms in a group, numbered on from the last, each with its QR code',
  access: 'admin',
  body: Type.Object({
    branch_id: Type.String({ maxLength: 64 }),
    type: AssetTypeText,
    group_name: Type.Optional(Type.String({ maxLength: 200 })),
    number: Type.Union([Type.Number(), Type.String({ maxLength: 20 })]),
  }),
  response: { 201: Envelope(Type.Array(QrAsset)), ...standardErrors },
});

const AssetQuery = Type.Object({ type: AssetType, branch_id: Type.Optional(Type.String({ maxLength: 64 })) });

export const getBusinessAsset = defineCall({
  method: 'GET',
  path: '/asset/getBusinessAsset/',
  summary: 'The tables or rooms of an outlet (the first outlet when none is named), by group and number',
  access: 'staff',
  query: AssetQuery,
  response: { 200: Envelope(Type.Array(QrAsset)), ...standardErrors },
});

export const getBusinessAssetGroup = defineCall({
  method: 'GET',
  path: '/asset/getBusinessAssetGroup/',
  summary: 'The groups of tables or rooms of an outlet',
  access: 'staff',
  query: AssetQuery,
  response: { 200: Envelope(Type.Array(Type.Object({ _id: Type.String(), group_name: Type.String() }))), ...standardErrors },
});

export const removeBusinessAsset = defineCall({
  method: 'DELETE',
  path: '/asset/removeBusinessAsset',
  summary: 'Remove one table or room and its QR code',
  access: 'admin',
  query: Type.Object({ asset_id: Type.String({ maxLength: 64 }) }),
  response: { 200: Envelope(Type.Object({ _id: Type.String() })), ...standardErrors },
});

export const renameBusinessAssetGroup = defineCall({
  method: 'PUT',
  path: '/asset/renameBusinessAssetGroup',
  summary: "Rename an outlet's group of tables or rooms; their numbers and printed QR codes stay as they are",
  access: 'admin',
  body: Type.Object({
    branch_id: Type.String({ maxLength: 64 }),
    type: AssetType,
    group_name: Type.String({ maxLength: 200 }),
    new_group_name: Type.String({ maxLength: 60 }),
  }),
  response: { 200: Envelope(Type.Array(QrAsset)), ...standardErrors },
  invalidMessage: ASSET_GROUP_RENAME_INVALID,
});

const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

export const getScannedPlace = defineCall({
  method: 'GET',
  path: '/asset/getScannedPlace/',
  summary: "The table or room a diner's QR code names, as the outlet calls it now (public; another business's code is 404)",
  access: 'public',
  query: Type.Object({ business_identifier: Type.String({ minLength: 1, maxLength: 120 }), asset_id: Uuid }),
  response: { 200: Envelope(ScannedPlace), ...standardErrors },
});
