import { eq, type SQL } from 'drizzle-orm';
import { namedGroup, type AssetType, type CheckoutBasket, type CheckoutCustomer } from '@troo/shared/contract';
import type { Scope } from '../../data/scope.js';
import { assets } from '../../db/schema.js';
import { NotFound } from '../../errors.js';

// A table's or room's QR code decides where its order goes: the diner cannot move it to another
// table by editing the number, and a code that is not the outlet's orders nothing.

export const QR_CODE_UNKNOWN = "This QR code is not one of this outlet's tables or rooms. Please scan the code on your table again.";

/** The table or room of the QR code a diner scanned, as the order records it. */
export interface ScannedPlace {
  type: AssetType;
  /** Null for the spec's default group. */
  group: string | null;
  number: string;
}

/**
 * The outlet's table or room the checkout names: by the code's id (`asset_id`), or, for a code printed
 * before codes carried it, by its group, number and type. Null when it names none (a link without a
 * table: the diner's table_number stands) or the order goes to no table (pickup, delivery). One that
 * is not this outlet's is refused with a 404.
 */
export async function scannedPlace(
  scope: Scope,
  branchId: string,
  orderType: CheckoutBasket['order_type'],
  customer: Pick<CheckoutCustomer, 'asset_id' | 'table_group' | 'table_number'>,
): Promise<ScannedPlace | null> {
  const group = customer.table_group?.trim() || null;
  // Pickup and delivery go to no table, whatever code the diner scanned before ordering online.
  if ((!customer.asset_id && !group) || (orderType !== 'table' && orderType !== 'room')) return null;
  const number = customer.table_number?.trim() ?? '';
  if (customer.asset_id) return placeOrRefuse(await outletPlace(scope, branchId, { assetId: customer.asset_id }));
  if (!/^\d{1,9}$/.test(number)) throw new NotFound(QR_CODE_UNKNOWN);
  return placeOrRefuse(await outletPlace(scope, branchId, { type: orderType, group: group!, number: Number(number) }));
}

function placeOrRefuse(place: ScannedPlace | null): ScannedPlace {
  if (!place) throw new NotFound(QR_CODE_UNKNOWN);
  return place;
}

/**
 * One of the outlet's tables or rooms (its QR places): by a code's id, or by type, group as stored
 * (DEFAULT_GROUP_NAME for none) and number. Null when the outlet has no such place. The one lookup
 * a scanned code and a waiter's order both go through.
 */
export async function outletPlace(
  scope: Scope,
  branchId: string,
  which: { assetId: string } | { type: AssetType; group: string; number: number },
): Promise<ScannedPlace | null> {
  const conditions: SQL[] =
    'assetId' in which
      ? [eq(assets.id, which.assetId)]
      : [eq(assets.type, which.type), eq(assets.groupName, which.group), eq(assets.number, which.number)];
  const [asset] = await scope.db
    .select({ type: assets.type, groupName: assets.groupName, number: assets.number })
    .from(assets)
    .where(scope.owned(assets, eq(assets.branchId, branchId), ...conditions))
    .limit(1);
  return asset ? { type: asset.type, group: namedGroup(asset.groupName), number: String(asset.number) } : null;
}
