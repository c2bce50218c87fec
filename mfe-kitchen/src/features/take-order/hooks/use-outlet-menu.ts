import { useApiQuery } from '@troo/shared';

// The outlet's menu as the diner's screens read it (the same public calls, the same sold-out rules):
// a waiter orders from the menu the guest would see. Table ordering's product: the menu is one.

const PRODUCT = { product: 'OrderAndPay' as const };

export const useMenuCategories = (businessIdentifier: string, outletId: string) =>
  useApiQuery(
    'GET /menu/get{product}CustomerMenuCategory/',
    { params: PRODUCT, query: { business_identifier: businessIdentifier, branch: outletId } },
    { skipAuth: true },
  );

/** Every item a diner may order now (sold-out dishes are left out by the server). */
export const useMenuItems = (businessIdentifier: string, outletId: string) =>
  useApiQuery(
    'GET /menu/getAll{product}MenuItem/',
    { params: PRODUCT, query: { business_identifier: businessIdentifier, branch: outletId } },
    { skipAuth: true },
  );

/** One item with its option groups (rules, sold-out options) and complimentary choices. */
export const useMenuItem = (businessIdentifier: string, itemId: string) =>
  useApiQuery(
    'GET /menu/get{product}MenuItemByID/',
    { params: PRODUCT, query: { business_identifier: businessIdentifier, menu_item_id: itemId } },
    { skipAuth: true },
  );
