import { matchRoutes } from 'react-router-dom';
import { mayOpen, screenForPath } from '@troo/shared/route-manifest';
import { routeTableFrom } from '../src/routes/route-table';
import { liveRemotesOfThisRepo } from './live-remotes';

// The shell's routes as the live registry carries them: every remote's own routes.json.
const remotes = liveRemotesOfThisRepo();
const routeTable = routeTableFrom(remotes);
const routes = routeTable.map((entry) => ({ path: entry.path, entry }));
const screenFor = (url: string) => matchRoutes(routes, url)?.[0]?.route.entry;

describe('route table', () => {
  it.each([
    ['/demo/login/troo-portal', 'onboarding', 'Login'],
    ['/demo/register/troo-portal', 'onboarding', 'Register'],
    ['/demo/verify/troo-portal', 'onboarding', 'Verify'],
    ['/demo/verified/troo-portal', 'onboarding', 'Verified'],
    ['/demo/forgot-password/troo-portal', 'onboarding', 'ForgotPassword'],
    ['/demo/create-password/troo-portal', 'onboarding', 'CreatePassword'],
    ['/demo/password/troo-portal', 'onboarding', 'Password'],
    ['/demo/menu/troo-portal', 'menu_admin', 'MenuSetup'],
    ['/demo/table/troo-portal', 'menu_admin', 'SetTables'],
    ['/demo/room/troo-portal', 'menu_admin', 'SetRooms'],
    ['/demo/admin-menu/troo-portal', 'menu_admin', 'AdminMenu'],
    ['/demo/Soup/menu-page/Specials/troo-portal', 'menu_admin', 'AdminMenu'],
    ['/demo/settings/troo-portal', 'menu_admin', 'Settings'],
    ['/demo/manage-qr/troo-portal', 'menu_admin', 'ManageQr'],
    ['/demo/choose-color/troo-portal', 'menu_admin', 'Themes'],
    ['/demo/dashboard/troo-portal', 'kitchen', 'Dashboard'],
    ['/demo/employee-dashboard/troo-portal', 'kitchen', 'EmployeeDashboard'],
    ['/demo/ticket/troo-portal', 'kitchen', 'Tickets'],
    ['/demo/order/troo-portal', 'kitchen', 'KitchenDisplay'],
    ['/demo/order-history/troo-portal', 'kitchen', 'OrderHistory'],
    ['/demo/report/troo-portal', 'kitchen', 'Report'],
    ['/demo/end-of-day/troo-portal', 'kitchen', 'EndOfDay'],
    ['/demo/settlements/troo-portal', 'kitchen', 'Settlements'],
    ['/start-order', 'ordering', 'QrLanding'],
    ['/digi-input', 'ordering', 'DigiInput'],
    ['/restaurants', 'ordering', 'Restaurants'],
    ['/demo/selfcheckout/mama-put/b1', 'ordering', 'SelfCheckout'],
    ['/demo/online_ordering/mama-put/b1', 'ordering', 'OnlineLanding'],
    ['/demo/in_room_dining/start-order', 'ordering', 'InRoomDining'],
    ['/demo/mama-put/explore-menu/orderandpay', 'ordering', 'ExploreMenu'],
    ['/demo/mama-put/explore-menu/online_ordering', 'ordering', 'ExploreMenu'],
    ['/demo/category-details/orderandpay', 'ordering', 'CategoryDetails'],
    ['/demo/Mama%20Put/category-details/Soup/orderandpay', 'ordering', 'CategoryItems'],
    ['/demo/mama-put/items/online_ordering', 'ordering', 'MenuList'],
    ['/demo/menu-details/item1/online_ordering', 'ordering', 'ItemDetails'],
    ['/demo/basket/orderandpay', 'ordering', 'Basket'],
    ['/demo/basket/online_ordering', 'ordering', 'Basket'],
    ['/demo/tip/online_ordering', 'checkout', 'Tip'],
    ['/demo/tip/orderandpay', 'checkout', 'Tip'],
    ['/demo/payment-type/online_ordering', 'checkout', 'PaymentType'],
    ['/demo/payment-type/orderandpay', 'checkout', 'PaymentType'],
    ['/demo/receipt/online_ordering', 'checkout', 'Receipt'],
    ['/demo/receipt/online_ordering/abc', 'checkout', 'Receipt'],
    ['/demo/get-receipt/online_ordering', 'checkout', 'OrderPlaced'],
    ['/demo/get-receipt/orderandpay', 'checkout', 'OrderPlaced'],
    ['/', 'onboarding', 'Welcome'],
    ['/mama-put-kitchen', 'ordering', 'MerchantLink'],
  ])('%s is answered by %s/%s', (url, remote, screen) => {
    expect(screenFor(url)).toMatchObject({ remote, screen });
  });

  it('leaves deeper unknown addresses to the 404 page', () => {
    expect(screenFor('/no/such/page')).toBeUndefined();
    expect(screenFor('/demo/login/other-portal')).toBeUndefined();
  });

  it('puts every signed-in portal screen, and only those, behind the staff frame', () => {
    const staff = routeTable.filter((entry) => entry.staff).map((entry) => entry.path);
    // A bill's screen names its bill after the portal segment (/demo/bill/troo-portal/:id).
    expect(staff.every((path) => /\/troo-portal(\/:id)?$/.test(path))).toBe(true);
    const publicPortal = ['login', 'register', 'verify', 'verified', 'forgot-password', 'create-password', 'password'];
    for (const name of publicPortal) expect(staff).not.toContain(`/demo/${name}/troo-portal`);
  });

  it("lets an employee open their own work and read the menu: the owner's dashboard, report, menu setup and settings are refused", () => {
    const staff = routeTable.filter((entry) => entry.staff);
    const forEmployee = staff.filter((entry) => mayOpen(entry.access, 'employee')).map((entry) => entry.path);
    expect(forEmployee.sort()).toEqual(
      [
        '/demo/:categoryId/menu-page/:groupId/troo-portal',
        '/demo/admin-menu/troo-portal',
        '/demo/bill/troo-portal/:id',
        '/demo/bills/troo-portal',
        '/demo/employee-dashboard/troo-portal',
        '/demo/order-history/troo-portal',
        '/demo/order/troo-portal',
        '/demo/reset-password/troo-portal',
        '/demo/take-order/troo-portal',
        '/demo/ticket/troo-portal',
      ].sort(),
    );
    // The owner opens everything, their employees' dashboard included (its sidebar place is the employees').
    expect(staff.filter((entry) => !mayOpen(entry.access, 'admin'))).toEqual([]);
    expect(staff.filter((entry) => mayOpen(entry.access, undefined)).map((entry) => entry.path)).toEqual([
      '/demo/reset-password/troo-portal',
    ]);
  });

  it("opens only the staff sign-in, an employee's first password, the kitchen's display, tickets, order history, Take Order and bills, and the owner's dashboard, report, settlements and end of day at any width (tablets, laptops, monitors)", () => {
    expect(routeTable.filter((entry) => entry.wide).map((entry) => entry.path)).toEqual([
      '/demo/login/troo-portal',
      '/demo/password/troo-portal',
      '/demo/dashboard/troo-portal',
      '/demo/ticket/troo-portal',
      '/demo/order/troo-portal',
      '/demo/take-order/troo-portal',
      '/demo/order-history/troo-portal',
      '/demo/report/troo-portal',
      '/demo/end-of-day/troo-portal',
      '/demo/bills/troo-portal',
      '/demo/bill/troo-portal/:id',
      '/demo/settlements/troo-portal',
    ]);
  });

  // The server matches with react-router's matchRoutes too: these are the addresses where ranking,
  // optional segments, splats, encoding or case decide, so a change to either side's routes shows here.
  it.each([
    ['/mama-put', 'ordering', 'MerchantLink', { id: 'mama-put' }],
    ['/demo/receipt/online_ordering', 'checkout', 'Receipt', {}],
    ['/demo/receipt/online_ordering/abc', 'checkout', 'Receipt', { id: 'abc' }],
    ['/demo/in_room_dining/start-order', 'ordering', 'InRoomDining', { '*': 'start-order' }],
    ['/demo/Mama%20Put/category-details/Soup/orderandpay', 'ordering', 'CategoryItems', { businessName: 'Mama Put', categoryName: 'Soup' }],
    ['/demo/basket/orderandpay', 'ordering', 'Basket', {}],
    ['/demo/menu-details/item1/online_ordering', 'ordering', 'ItemDetails', { id: 'item1' }],
    ['/DEMO/Login/Troo-Portal', 'onboarding', 'Login', {}],
    ['/', 'onboarding', 'Welcome', {}],
  ])('the server picks the screen the router does for %s', (url, remote, screen, params) => {
    const server = screenForPath(remotes, url);
    expect(server && { remote: server.remote, screen: server.route.screen, params: server.params }).toEqual({ remote, screen, params });
    expect(screenFor(url)).toMatchObject({ remote, screen });
  });

  it('sends the server to the 404 page where the router finds nothing', () => {
    for (const url of ['/no/such/page', '/demo/tip/other', '/demo/login/other-portal']) {
      expect(screenForPath(remotes, url)).toBeNull();
      expect(screenFor(url)).toBeUndefined();
    }
  });
});
