import { paths } from '@troo/shared';

export interface DashboardTile {
  label: string;
  to: string;
}

const TICKETS: DashboardTile = { label: 'Tickets', to: paths.tickets };
const MENU: DashboardTile = { label: 'Menu', to: paths.adminMenu };
const ORDERS: DashboardTile = { label: 'Orders', to: paths.orders };
const SETTINGS: DashboardTile = { label: 'Settings', to: paths.settings };
const ORDER_HISTORY: DashboardTile = { label: 'Order History', to: paths.orderHistory };

/** The admin dashboard's tiles, in the spec's order. */
export const ADMIN_TILES = [TICKETS, MENU, ORDERS, SETTINGS, ORDER_HISTORY];

/** Employees work orders; menu and settings are the admin's. */
export const EMPLOYEE_TILES = [TICKETS, ORDERS, ORDER_HISTORY];
