// Standalone development mount of this remote's screens (the shell is the product).
import { mountStandalone } from '@troo/shared/dev';
import MenuSetup from './exposes/menu-setup';
import SetTables from './exposes/set-tables';
import SetRooms from './exposes/set-rooms';
import AdminMenu from './exposes/admin-menu';
import Settings from './exposes/settings';
import ManageQr from './exposes/manage-qr';
import Themes from './exposes/themes';
import Outlets from './exposes/outlets';

mountStandalone('menu_admin', {
  '/demo/menu/troo-portal': MenuSetup,
  '/demo/table/troo-portal': SetTables,
  '/demo/room/troo-portal': SetRooms,
  '/demo/admin-menu/troo-portal': AdminMenu,
  '/demo/settings/troo-portal': Settings,
  '/demo/manage-qr/troo-portal': ManageQr,
  '/demo/choose-color/troo-portal': Themes,
  '/demo/outlets/troo-portal': Outlets,
});
