import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { ASSET_TYPES } from '../enums';
import { QrAsset } from '../schemas/business';

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
