import type { Database } from '../db/client.js';
import { assets } from '../db/schema.js';
import { qrPng } from '../services/qr.js';
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

/** Creates tables or rooms numbered `numbers`, each with a real QR code image. */
export async function createAssets(
  db: Database,
  o: {
    businessId: string;
    businessIdentifier: string;
    branchId: string;
    type: AssetType;
    groupName: string;
    numbers: number[];
    publicUrl: string;
  },
): Promise<void> {
  for (const number of o.numbers) {
    const png = await qrPng(orderingUrl(o.publicUrl, { ...o, number }));
    const qrImageId = await storeImage(db, { bytes: png, contentType: 'image/png' }, o.businessId);
    await db
      .insert(assets)
      .values({ businessId: o.businessId, branchId: o.branchId, type: o.type, groupName: o.groupName, number, qrImageId });
  }
}
