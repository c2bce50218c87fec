import { DEMO, PORTAL, qrLandingUrl } from '../support/demo';

/** What a route's address may be built from: the demo restaurant `npm start` creates. */
export interface DemoPlaces {
  branchId: string;
  /** One of its items (Jollof Rice), for item details. */
  itemId: string;
}

export interface BenchRoute {
  name: string;
  path: (demo: DemoPlaces) => string;
  /**
   * A page a diner opens first, whose stored state (the persisted store and cookies) the route
   * needs; the browser's cache is emptied after it, so the route's own load is still cold.
   */
  before?: (demo: DemoPlaces) => string;
}

// The pages the phone benchmarks load (bench:lcp, bench:lighthouse). One line adds a route.
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'QR landing', path: ({ branchId }) => qrLandingUrl(branchId, 1) },
  { name: 'Login', path: () => `/demo/login/${PORTAL}` },
  { name: 'Online landing', path: ({ branchId }) => `/demo/online_ordering/${DEMO.businessIdentifier}/${branchId}` },
  { name: 'Menu list', path: () => `/demo/${DEMO.businessIdentifier}/items/online_ordering` },
  {
    name: 'Item details',
    path: ({ itemId }) => `/demo/menu-details/${itemId}/online_ordering`,
    before: ({ branchId }) => `/demo/online_ordering/${DEMO.businessIdentifier}/${branchId}`,
  },
];

/** The demo's places, read from the customer calls as a diner's phone would. */
export async function demoPlaces(baseUrl: string, branchId: string): Promise<DemoPlaces> {
  const response = await fetch(
    `${baseUrl}/api/menu/getAllOnlineOrderingMenuItem/?business_identifier=${DEMO.businessIdentifier}&branch=${branchId}`,
  );
  const items = ((await response.json()) as { data: { _id: string; menu_item_name: string }[] }).data;
  return { branchId, itemId: items.find((item) => item.menu_item_name === 'Jollof Rice')!._id };
}
