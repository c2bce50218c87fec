import { paths } from '@troo/shared';
import type { PlaceIconName } from '@troo/shared/kit';

export interface DashboardTile {
  label: string;
  to: string;
  icon: PlaceIconName;
}

const TICKETS: DashboardTile = { label: 'Tickets', to: paths.tickets, icon: 'tickets' };
const MENU: DashboardTile = { label: 'Menu', to: paths.adminMenu, icon: 'menu' };
const ORDERS: DashboardTile = { label: 'Orders', to: paths.kitchenDisplay, icon: 'orders' };
const SETTINGS: DashboardTile = { label: 'Settings', to: paths.settings, icon: 'settings' };
const ORDER_HISTORY: DashboardTile = { label: 'Order History', to: paths.orderHistory, icon: 'order-history' };

/** The admin dashboard's tiles, in the spec's order. */
export const ADMIN_TILES = [TICKETS, MENU, ORDERS, SETTINGS, ORDER_HISTORY];

/** Employees work orders and read the menu (without its owner's controls); settings are the owner's. */
export const EMPLOYEE_TILES = [TICKETS, MENU, ORDERS, ORDER_HISTORY];
