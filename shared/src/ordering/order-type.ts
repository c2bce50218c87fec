// Online ordering's Pickup or Delivery, chosen in the basket (ordering) and read at checkout:
// kept in local storage as the spec says, read by both remotes through here.

import type { AssetType, OrderType } from '../contract';

export type OnlineOrderType = Extract<OrderType, 'pickup' | 'delivery'>;

export const ORDER_TYPE_KEY = 'orderType';

export function storedOrderType(): OnlineOrderType | null {
  try {
    const value = localStorage.getItem(ORDER_TYPE_KEY);
    return value === 'pickup' || value === 'delivery' ? value : null;
  } catch {
    return null;
  }
}

export function storeOrderType(type: OnlineOrderType): void {
  try {
    localStorage.setItem(ORDER_TYPE_KEY, type);
  } catch {
    // No storage: the choice still holds for this visit.
  }
}

/** The QR landing keeps whether the code was a table's or a room's (session key 'type'). */
export const QR_TYPE_KEY = 'type';

export function storeQrType(type: AssetType): void {
  try {
    sessionStorage.setItem(QR_TYPE_KEY, type);
  } catch {
    // No storage: checkout takes it for a table.
  }
}

export function storedQrType(): AssetType {
  try {
    return sessionStorage.getItem(QR_TYPE_KEY) === 'room' ? 'room' : 'table';
  } catch {
    return 'table';
  }
}
