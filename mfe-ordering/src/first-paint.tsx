// What this remote's screens paint before any script runs. rspack.first-paint.js builds this file
// for Node into the release (first-paint.cjs), so it ships and rolls back with the remote; the
// server runs the route's first reads (./first-reads), calls the screen's function with their
// answers for each page it sends, and puts the markup in the page. React then draws the same markup
// in its place (shell/src/first-paint).
import { renderToStaticMarkup } from 'react-dom/server';
import { businessActions, Button } from '@troo/shared';
import type { BranchBusinessDetails, BusinessDetails, CustomerMenuItem } from '@troo/shared/contract';
import { drawScreen, firstRead, firstReadData } from '@troo/shared/first-paint';
import type { FirstPaints, RouteManifest } from '@troo/shared/route-manifest';
import manifest from '../routes.json';
import { ItemDetails } from './features/item-details/components/ItemDetails';
import { DrawingFirstPaint } from './features/menu-list/components/first-paint-context';
import { MenuList } from './features/menu-list/components/MenuList';
import { OnlineLanding } from './features/online-landing/components/OnlineLanding';
import { LandingView, ReadyTime } from './features/qr-landing/components/LandingView';
import { onlineOrderingContext } from './common/menu-return';

export { firstReads } from './first-reads';

export const firstPaints: FirstPaints = {
  // The landing's name, logo and the outlet's food-ready minutes; whether it takes orders comes with the scripts.
  QrLanding: (page) => {
    const details = firstReadData<BusinessDetails>(page, 'GET /business/getBusinessDetails/');
    if (!details?.business_name || !details.business_logo) return null;
    const outlet = firstReadData<BranchBusinessDetails>(page, 'GET /menu/get{product}BusinessDetails/');
    return renderToStaticMarkup(
      <LandingView
        details={details}
        action={
          <>
            <ReadyTime minutes={outlet ?? undefined} />
            <Button>Start Your Order</Button>
          </>
        }
      />,
    );
  },
  // The outlet's name, logo, how it takes online orders and 'Start Your Order'.
  OnlineLanding: (page) => {
    const outlet = firstReadData<BranchBusinessDetails>(page, 'GET /menu/get{product}BusinessDetails/');
    return outlet ? drawScreen(manifest as RouteManifest, 'OnlineLanding', OnlineLanding, page) : null;
  },
  // The menu as the list first draws it, once the page holds its items: of the outlet the diner
  // chose before (its cookie), else of the business's first outlet, as the list itself picks.
  MenuList: (page) => {
    const items = firstReadData<CustomerMenuItem[]>(page, 'GET /menu/getAll{product}MenuItem/');
    const outlet = firstRead<BranchBusinessDetails>(page, 'GET /menu/get{product}BusinessDetails/');
    if (!items?.length || !outlet?.data) return null;
    const { business_identifier: businessIdentifier, branch } = outlet.input.query;
    return drawScreen(manifest as RouteManifest, 'MenuList', MenuList, page, {
      wrap: (screen) => <DrawingFirstPaint.Provider value={true}>{screen}</DrawingFirstPaint.Provider>,
      remembered: (dispatch) => {
        if (!branch || !businessIdentifier) return;
        dispatch(businessActions.enterOrderingPlace(onlineOrderingContext(businessIdentifier, branch)));
      },
    });
  },
  // The item as its page first draws it, for the business and outlet of the diner's cookies (see
  // first-reads.ts). Drawn only when the screen would draw the item at once: the item and the outlet
  // read, and with an outlet its items ('Recommended Items', which the screen waits for). The server
  // knows no table (orderandpay): none is drawn, the basket line takes it on 'Add to basket'.
  ItemDetails: (page) => {
    const item = firstRead<CustomerMenuItem>(page, 'GET /menu/get{product}MenuItemByID/');
    const outlet = firstRead<BranchBusinessDetails>(page, 'GET /menu/get{product}BusinessDetails/');
    if (!item?.data || !outlet?.data) return null;
    const branch = outlet.input.query.branch ?? null;
    if (branch && !firstReadData(page, 'GET /menu/getAll{product}MenuItem/')) return null;
    const businessIdentifier = item.input.query.business_identifier!;
    return drawScreen(manifest as RouteManifest, 'ItemDetails', ItemDetails, page, {
      remembered: (dispatch) =>
        dispatch(businessActions.enterOrderingPlace({ businessIdentifier, branchID: branch, groupName: null, tableNo: null, URL: null })),
    });
  },
};
