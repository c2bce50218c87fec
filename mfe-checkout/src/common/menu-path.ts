import { paths, type OrderingMode } from '@troo/shared';

/**
 * The menu the diner ordered from, as the ordering screens reach it: at a table or room, the
 * categories of the outlet and table kept in the store's `business` slice (the QR code set them);
 * online, that outlet's menu list. Null when the store knows no business (the receipt opened on
 * another phone).
 */
export function menuPathOf(business: { businessIdentifier: string | null; branchID: string | null }, mode: OrderingMode): string | null {
  if (!business.businessIdentifier || !business.branchID) return null;
  return mode === 'orderandpay' ? paths.categoryDetails : `/demo/${encodeURIComponent(business.businessIdentifier)}/items/online_ordering`;
}
