import { paths, type OrderingMode } from '@troo/shared';
import type { OrderingContext } from './ordering-context';

/** The online-ordering landing of one outlet of a business (its link). */
export const onlineLandingPath = (businessIdentifier: string, branchId: string) =>
  `/demo/online_ordering/${encodeURIComponent(businessIdentifier)}/${encodeURIComponent(branchId)}`;

/**
 * Ordering online from one outlet of a business, as its link starts it (no table). Kept here, not
 * beside enterOrderingContext, so the QR landing's code does not carry this file.
 */
export const onlineOrderingContext = (businessIdentifier: string, branchID: string): OrderingContext => ({
  businessIdentifier,
  branchID,
  groupName: null,
  tableNo: null,
  URL: onlineLandingPath(businessIdentifier, branchID),
});

/** The online-ordering menu list of a business. */
export const menuListPath = (businessIdentifier: string) => `/demo/${encodeURIComponent(businessIdentifier)}/items/online_ordering`;

/** Local-storage key under which the menu list keeps its own path (spec §3: 'a local key'). */
export const MENU_PATH_KEY = 'troo.menuListPath';

export function rememberMenuPath(path: string): void {
  try {
    localStorage.setItem(MENU_PATH_KEY, path);
  } catch {
    // Private mode without storage: the return falls back to the categories.
  }
}

/** Where 'back to the menu' goes when there is no in-app history: the last menu list, or the categories. */
export function menuReturnPath(mode: OrderingMode): string {
  if (mode === 'online_ordering') {
    try {
      return localStorage.getItem(MENU_PATH_KEY) ?? paths.welcome;
    } catch {
      return paths.welcome;
    }
  }
  return paths.categoryDetails;
}
