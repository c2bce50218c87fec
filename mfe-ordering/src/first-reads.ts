// What the server reads for this remote's pages before drawing them (src/first-paint.tsx), by route
// path as routes.json declares it. Each read's input comes from the same function the screen's own
// read uses, so the answers written into the page are the ones the screen looks for.
import type { OrderingMode } from '@troo/shared';
import type { FirstReadLoader, FirstReadLoaders } from '@troo/shared/route-manifest';
import { businessDetailsInput } from './common/hooks/use-business-details';
import { menuItemInput, outletDetailsInput, outletItemsInput } from './common/hooks/use-customer-menu';
import { orderingModeOf } from './common/hooks/use-ordering-mode';
import { BUSINESS_COOKIE, OUTLET_COOKIE } from './common/ordering-context';
import { readQrLink } from './features/qr-landing/hooks/use-qr-entry';

/**
 * What item details reads on its first render for the business and outlet the diner's store holds
 * (mirrored in their cookies; the address names neither): the item, the outlet's items (its
 * 'Recommended Items', awaited with it) and the outlet's details (whether it takes orders). No
 * business cookie, no reads: the screen reads them itself.
 */
const itemDetailsReads =
  (mode: OrderingMode): FirstReadLoader =>
  async ({ params: { id }, cookie, read }) => {
    const business = cookie(BUSINESS_COOKIE);
    if (!id || !business) return;
    const branch = cookie(OUTLET_COOKIE) ?? null;
    await Promise.all([
      read('GET /menu/get{product}MenuItemByID/', menuItemInput(mode, business, id)),
      branch ? read('GET /menu/getAll{product}MenuItem/', outletItemsInput(mode, business, branch)) : null,
      read('GET /menu/get{product}BusinessDetails/', outletDetailsInput(mode, business, branch)),
    ]);
  };

const ITEM_DETAILS_ROUTES = ['/demo/menu-details/:id/online_ordering', '/demo/menu-details/:id/orderandpay'];

export const firstReads: FirstReadLoaders = {
  // The scanned business (name, logo, colours) and its outlet (the food-ready minutes), when the QR code's link is whole.
  '/start-order': async ({ search, read }) => {
    const link = readQrLink(search);
    if (!link) return;
    await Promise.all([
      read('GET /business/getBusinessDetails/', businessDetailsInput(link.businessIdentifier)),
      read('GET /menu/get{product}BusinessDetails/', outletDetailsInput('orderandpay', link.businessIdentifier, link.branch)),
    ]);
  },
  // The outlet the online-ordering link names, and its menu: the landing's one way on is the menu
  // list, which then opens on it and makes no call (its first call would load axios, 20 KB gzip).
  '/demo/online_ordering/:id/:branchId': async ({ params: { id, branchId }, read }) => {
    if (!id || !branchId) return;
    await Promise.all([
      read('GET /menu/get{product}BusinessDetails/', outletDetailsInput('online_ordering', id, branchId)),
      read('GET /menu/getAll{product}MenuItem/', outletItemsInput('online_ordering', id, branchId)),
    ]);
  },
  // The menu of the outlet the diner chose before (its cookie), else of the business's first outlet,
  // as the list itself picks.
  '/demo/:id/items/online_ordering': async ({ params: { id }, cookie, read }) => {
    if (!id) return;
    const outlet = await read(
      'GET /menu/get{product}BusinessDetails/',
      outletDetailsInput('online_ordering', id, cookie(OUTLET_COOKIE) ?? null),
    );
    const branch = outlet?.data.branch_id;
    if (branch) await read('GET /menu/getAll{product}MenuItem/', outletItemsInput('online_ordering', id, branch));
  },
  // Each in the mode its path ends in, as the screen takes it from the address.
  ...Object.fromEntries(ITEM_DETAILS_ROUTES.map((path) => [path, itemDetailsReads(orderingModeOf(path))])),
};
