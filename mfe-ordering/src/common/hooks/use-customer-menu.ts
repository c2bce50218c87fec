import { useApiQuery, type OrderingMode } from '@troo/shared';
import { productOf } from './use-ordering-mode';

// The customer menu calls (spec §7) as a diner's screens read them: no token, cacheable answers.
// The inputs are built here once, for the screens and for the pages' first reads (src/first-reads.ts),
// so an answer the server wrote into the page is found under the key the screen reads.

/** The input of an outlet's items read. */
export const outletItemsInput = (mode: OrderingMode, businessIdentifier: string, branch: string) => ({
  params: { product: productOf(mode) },
  query: { business_identifier: businessIdentifier, branch },
});

/** The input of one item's read (its modifiers and complimentary choices come with it). */
export const menuItemInput = (mode: OrderingMode, businessIdentifier: string, itemId: string) => ({
  params: { product: productOf(mode) },
  query: { business_identifier: businessIdentifier, menu_item_id: itemId },
});

/** The input of an outlet's details read; without a branch, the business's first outlet. */
export const outletDetailsInput = (mode: OrderingMode, businessIdentifier: string, branch: string | null) => ({
  params: { product: productOf(mode) },
  query: { business_identifier: businessIdentifier, ...(branch ? { branch } : {}) },
});

/** Every item of an outlet a diner may order (sold-out ones are left out by the server). */
export function useOutletItems(mode: OrderingMode, businessIdentifier: string | null, branch: string | null) {
  return useApiQuery(
    'GET /menu/getAll{product}MenuItem/',
    businessIdentifier && branch ? outletItemsInput(mode, businessIdentifier, branch) : null,
    { skipAuth: true },
  );
}

/** One item with its modifiers (grouped) and complimentary choices. */
export function useMenuItem(mode: OrderingMode, businessIdentifier: string | null, itemId: string | null) {
  return useApiQuery(
    'GET /menu/get{product}MenuItemByID/',
    businessIdentifier && itemId ? menuItemInput(mode, businessIdentifier, itemId) : null,
    { skipAuth: true },
  );
}

/** The business as one outlet presents it, with the outlet's delivery details as otherData. */
export function useOutletDetails(mode: OrderingMode, businessIdentifier: string | null, branch: string | null) {
  return useApiQuery(
    'GET /menu/get{product}BusinessDetails/',
    businessIdentifier ? outletDetailsInput(mode, businessIdentifier, branch) : null,
    { skipAuth: true },
  );
}
