import type { Database } from '../db/client.js';
import { assets } from '../db/schema.js';
import { qrPngs } from '../services/qr.js';
import { storeImage } from '../services/images.js';

export type AssetType = 'table' | 'room';

/** The address a table's or room's QR code opens: the customer landing with its context. */
export function orderingUrl(
  publicUrl: string,
  o: { businessIdentifier: string; branchId: string; type: AssetType; groupName: string; number: number },
): string {
  const query = new URLSearchParams({
    business_identifier: o.businessIdentifier,
    branch: o.branchId,
    table: String(o.number),
    'coming-from': 'qr',
    type: o.type,
    group_name: o.groupName,
  });
  return `${publicUrl}/start-order?${query.toString()}`;
}

export interface NewAssets {
  businessId: string;
  businessIdentifier: string;
  branchId: string;
  type: AssetType;
  groupName: string;
  publicUrl: string;
}

/** The QR code pictures of tables or rooms numbered `numbers`, drawn off the main thread (no transaction open). */
export function drawAssetCodes(o: NewAssets, numbers: number[]): Promise<Buffer[]> {
  return qrPngs(numbers.map((number) => orderingUrl(o.publicUrl, { ...o, number })));
}

/** Stores tables or rooms numbered `numbers` with their drawn QR codes (`pngs`, in the same order). */
export async function insertAssets(db: Database, o: NewAssets, numbers: number[], pngs: Buffer[]): Promise<void> {
  for (const [index, number] of numbers.entries()) {
    const qrImageId = await storeImage(db, { bytes: pngs[index]!, contentType: 'image/png' }, o.businessId);
    await db
      .insert(assets)
      .values({ businessId: o.businessId, branchId: o.branchId, type: o.type, groupName: o.groupName, number, qrImageId });
  }
}

/** Draws and stores tables or rooms numbered `numbers` (the demo's few tables; staff go through data/assets.ts). */
export async function createAssets(db: Database, o: NewAssets & { numbers: number[] }): Promise<void> {
  await insertAssets(db, o, o.numbers, await drawAssetCodes(o, o.numbers));
}
