// What this remote's screens paint before any script runs. rspack.first-paint.js builds this file
// for Node into the release (first-paint.cjs), so it ships and rolls back with the remote; the
// server calls a screen's function for each page it sends, with the route's first reads, and puts
// the markup in the page. React then draws the same markup in its place (shell/src/first-paint).
import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from '@troo/shared';
import type { BusinessDetails, CustomerMenuItem } from '@troo/shared/contract';
import { drawScreen, firstReadData } from '@troo/shared/first-paint';
import type { FirstPaints, RouteManifest } from '@troo/shared/route-manifest';
import manifest from '../routes.json';
import { DrawingFirstPaint } from './features/menu-list/components/first-paint-context';
import { MenuList } from './features/menu-list/components/MenuList';
import { LandingView } from './features/qr-landing/components/LandingView';

export const firstPaints: FirstPaints = {
  // The landing's name, logo and time line; whether the outlet takes orders comes with the scripts.
  QrLanding: (page) => {
    const details = firstReadData<BusinessDetails>(page, 'GET /business/getBusinessDetails/');
    if (!details?.business_name || !details.business_logo) return null;
    return renderToStaticMarkup(<LandingView details={details} action={<Button>Start Your Order</Button>} />);
  },
  // The menu as the list first draws it, once the page holds its items.
  MenuList: (page) => {
    const items = firstReadData<CustomerMenuItem[]>(page, 'GET /menu/getAll:product(^OrderAndPay|OnlineOrdering)MenuItem/');
    if (!items?.length) return null;
    return drawScreen(manifest as RouteManifest, 'MenuList', MenuList, page, (screen) => (
      <DrawingFirstPaint.Provider value={true}>{screen}</DrawingFirstPaint.Provider>
    ));
  },
};
