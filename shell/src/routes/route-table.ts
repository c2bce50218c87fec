import { PORTAL } from '@troo/shared';
import type { RemoteName } from '../remotes/load-screen';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The exposed module of that remote, e.g. 'QrLanding' for ordering/QrLanding. */
  screen: string;
  /** Portal screens for signed-in staff show the sidebar. */
  staff?: boolean;
}

const portal = (name: string) => `/demo/${name}/${PORTAL}`;
const bothModes = (make: (mode: string) => string) => ['orderandpay', 'online_ordering'].map(make);

/** Every route of both specs, each mapped to the remote screen that answers it. */
export const routeTable: RouteEntry[] = [
  // Staff portal: onboarding
  { path: '/', remote: 'onboarding', screen: 'Welcome' },
  { path: portal('login'), remote: 'onboarding', screen: 'Login' },
  { path: portal('register'), remote: 'onboarding', screen: 'Register' },
  { path: portal('verify'), remote: 'onboarding', screen: 'Verify' },
  { path: portal('verified'), remote: 'onboarding', screen: 'Verified' },
  { path: portal('forgot-password'), remote: 'onboarding', screen: 'ForgotPassword' },
  { path: portal('create-password'), remote: 'onboarding', screen: 'CreatePassword' },
  { path: portal('password'), remote: 'onboarding', screen: 'Password' },

  // Staff portal: menu, tables and rooms, assets, settings
  { path: portal('menu'), remote: 'menu_admin', screen: 'MenuSetup', staff: true },
  { path: portal('table'), remote: 'menu_admin', screen: 'SetTables', staff: true },
  { path: portal('room'), remote: 'menu_admin', screen: 'SetRooms', staff: true },
  { path: portal('admin-menu'), remote: 'menu_admin', screen: 'AdminMenu', staff: true },
  { path: `/demo/:categoryId/menu-page/:groupId/${PORTAL}`, remote: 'menu_admin', screen: 'AdminMenu', staff: true },
  { path: portal('settings'), remote: 'menu_admin', screen: 'Settings', staff: true },
  { path: portal('manage-qr'), remote: 'menu_admin', screen: 'ManageQr', staff: true },
  { path: portal('choose-color'), remote: 'menu_admin', screen: 'Themes', staff: true },
  { path: portal('outlets'), remote: 'menu_admin', screen: 'Outlets', staff: true },

  // Staff portal: dashboards, tickets, kitchen display, history, reports
  { path: portal('dashboard'), remote: 'kitchen', screen: 'Dashboard', staff: true },
  { path: portal('employee-dashboard'), remote: 'kitchen', screen: 'EmployeeDashboard', staff: true },
  { path: portal('ticket'), remote: 'kitchen', screen: 'Tickets', staff: true },
  { path: portal('order'), remote: 'kitchen', screen: 'KitchenDisplay', staff: true },
  { path: portal('order-history'), remote: 'kitchen', screen: 'OrderHistory', staff: true },
  { path: portal('report'), remote: 'kitchen', screen: 'Report', staff: true },

  // Customer ordering
  { path: '/start-order', remote: 'ordering', screen: 'QrLanding' },
  { path: '/digi-input', remote: 'ordering', screen: 'DigiInput' },
  { path: '/restaurants', remote: 'ordering', screen: 'Restaurants' },
  { path: '/demo/selfcheckout/:businessIdentifier/:branchId', remote: 'ordering', screen: 'SelfCheckout' },
  { path: '/demo/online_ordering/:id/:branchId', remote: 'ordering', screen: 'OnlineLanding' },
  { path: '/demo/in_room_dining/*', remote: 'ordering', screen: 'InRoomDining' },
  ...bothModes((mode) => `/demo/:id/explore-menu/${mode}`).map((path) => ({ path, remote: 'ordering' as const, screen: 'ExploreMenu' })),
  { path: '/demo/category-details/orderandpay', remote: 'ordering', screen: 'CategoryDetails' },
  { path: '/demo/:businessName/category-details/:categoryName/orderandpay', remote: 'ordering', screen: 'CategoryItems' },
  { path: '/demo/:id/items/online_ordering', remote: 'ordering', screen: 'MenuList' },
  ...bothModes((mode) => `/demo/menu-details/:id/${mode}`).map((path) => ({ path, remote: 'ordering' as const, screen: 'ItemDetails' })),
  ...bothModes((mode) => `/demo/basket/${mode}`).map((path) => ({ path, remote: 'ordering' as const, screen: 'Basket' })),

  // Customer checkout
  ...bothModes((mode) => `/demo/tip/${mode}`).map((path) => ({ path, remote: 'checkout' as const, screen: 'Tip' })),
  ...bothModes((mode) => `/demo/payment-type/${mode}`).map((path) => ({ path, remote: 'checkout' as const, screen: 'PaymentType' })),
  ...bothModes((mode) => `/demo/receipt/${mode}/:id?`).map((path) => ({ path, remote: 'checkout' as const, screen: 'Receipt' })),
  ...bothModes((mode) => `/demo/get-receipt/${mode}`).map((path) => ({ path, remote: 'checkout' as const, screen: 'OrderPlaced' })),

  // A merchant's short link (/:id): the ordering remote resolves it or shows the 404.
  { path: '/:id', remote: 'ordering', screen: 'MerchantLink' },
];
