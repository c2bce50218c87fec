import { randomUUID } from 'node:crypto';
import type { Scope } from '../data/scope.js';
import { assets } from '../db/schema.js';
import { qrPngs } from '../services/qr.js';
import { storeImage } from '../services/images.js';

export type AssetType = 'table' | 'room';

/**
 * The address a table's or room's QR code opens: the customer landing with its context. `asset` (the
 * code's id) is what checkout orders for: the table, its group and number come from it, not from the diner.
 */
export function orderingUrl(
  publicUrl: string,
  o: { id: string; businessIdentifier: string; branchId: string; type: AssetType; groupName: string; number: number },
): string {
  const query = new URLSearchParams({
    business_identifier: o.businessIdentifier,
    branch: o.branchId,
    table: String(o.number),
    'coming-from': 'qr',
    type: o.type,
    group_name: o.groupName,
    asset: o.id,
  });
  return `${publicUrl}/start-order?${query.toString()}`;
}

/** New tables or rooms of one outlet (the business is the scope's they are stored in). */
export interface NewAssets {
  businessIdentifier: string;
  branchId: string;
  type: AssetType;
  groupName: string;
  publicUrl: string;
}

/** Tables or rooms about to be made: each one's number, and the id its QR code carries. */
export interface NewAssetCode {
  id: string;
  number: number;
}

/** Ids for tables or rooms numbered `numbers`: made before the codes are drawn, since each code carries its id. */
export const newAssetCodes = (numbers: number[]): NewAssetCode[] => numbers.map((number) => ({ id: randomUUID(), number }));

/** The QR code pictures of new tables or rooms, drawn off the main thread (no transaction open). */
export function drawAssetCodes(o: NewAssets, codes: NewAssetCode[]): Promise<Buffer[]> {
  return qrPngs(codes.map((code) => orderingUrl(o.publicUrl, { ...o, ...code })));
}

/** Stores new tables or rooms with their drawn QR codes (`pngs`, in the same order). */
export async function insertAssets(scope: Scope, o: NewAssets, codes: NewAssetCode[], pngs: Buffer[]): Promise<void> {
  for (const [index, { id, number }] of codes.entries()) {
    const qrImageId = await storeImage(scope.db, { bytes: pngs[index]!, contentType: 'image/png' }, scope.businessId);
    await scope.db
      .insert(assets)
      .values(scope.ownedValues({ id, branchId: o.branchId, type: o.type, groupName: o.groupName, number, qrImageId }));
  }
}

/** Draws and stores tables or rooms numbered `numbers` (the demo's few tables; staff go through data/assets.ts). */
export async function createAssets(scope: Scope, o: NewAssets & { numbers: number[] }): Promise<void> {
  const codes = newAssetCodes(o.numbers);
  await insertAssets(scope, o, codes, await drawAssetCodes(o, codes));
}
