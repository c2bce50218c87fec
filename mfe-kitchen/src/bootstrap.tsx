// Standalone development mount of this remote's screens (the shell is the product).
import { mountStandalone } from '@troo/shared/dev';
import Dashboard from './exposes/dashboard';
import EmployeeDashboard from './exposes/employee-dashboard';
import Tickets from './exposes/tickets';
import KitchenDisplay from './exposes/kitchen-display';
import OrderHistory from './exposes/order-history';
import Report from './exposes/report';

mountStandalone('kitchen', {
  '/demo/dashboard/troo-portal': Dashboard,
  '/demo/employee-dashboard/troo-portal': EmployeeDashboard,
  '/demo/ticket/troo-portal': Tickets,
  '/demo/order/troo-portal': KitchenDisplay,
  '/demo/order-history/troo-portal': OrderHistory,
  '/demo/report/troo-portal': Report,
});
