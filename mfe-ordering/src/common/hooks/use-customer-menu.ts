import { useApiQuery, type OrderingMode } from '@troo/shared';
import { productOf } from './use-ordering-mode';

// The customer menu calls (spec §7) as a diner's screens read them: no token, cacheable answers.

/** Every item of an outlet a diner may order (sold-out ones are left out by the server). */
export function useOutletItems(mode: OrderingMode, businessIdentifier: string | null, branch: string | null) {
  return useApiQuery(
    'GET /menu/getAll:product(^OrderAndPay|OnlineOrdering)MenuItem/',
    businessIdentifier && branch
      ? { params: { product: productOf(mode) }, query: { business_identifier: businessIdentifier, branch } }
      : null,
    { skipAuth: true },
  );
}

/** One item with its modifiers (grouped) and complimentary choices. */
export function useMenuItem(mode: OrderingMode, businessIdentifier: string | null, itemId: string | null) {
  return useApiQuery(
    'GET /menu/get:product(^OrderAndPay|OnlineOrdering)MenuItemByID/',
    businessIdentifier && itemId
      ? { params: { product: productOf(mode) }, query: { business_identifier: businessIdentifier, menu_item_id: itemId } }
      : null,
    { skipAuth: true },
  );
}

/** The business as one outlet presents it, with the outlet's delivery details as otherData. */
export function useOutletDetails(mode: OrderingMode, businessIdentifier: string | null, branch: string | null) {
  return useApiQuery(
    'GET /menu/get:product(^OrderAndPay|OnlineOrdering)BusinessDetails/',
    businessIdentifier
      ? { params: { product: productOf(mode) }, query: { business_identifier: businessIdentifier, ...(branch ? { branch } : {}) } }
      : null,
    { skipAuth: true },
  );
}
