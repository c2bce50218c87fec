import {
  ChartColumnIcon,
  ChefHatIcon,
  ConciergeBellIcon,
  CircleDashedIcon,
  LayoutDashboardIcon,
  LinkIcon,
  PaletteIcon,
  QrCodeIcon,
  ReceiptIcon,
  ReceiptTextIcon,
  SettingsIcon,
  StoreIcon,
  TableIcon,
  BedDoubleIcon,
  TicketIcon,
  UsersIcon,
  UtensilsCrossedIcon,
} from './lucide';
import type { IconNode } from './Icon';

/**
 * The places of the portal by name: route declarations name one as their `nav.icon` (routes.json),
 * and the sidebar and dashboard tiles draw it. A name the kit does not know draws a plain circle.
 */
export const PLACE_ICONS = {
  dashboard: LayoutDashboardIcon,
  orders: ChefHatIcon,
  tickets: TicketIcon,
  'take-order': ConciergeBellIcon,
  menu: UtensilsCrossedIcon,
  'qr-codes': QrCodeIcon,
  'order-history': ReceiptTextIcon,
  report: ChartColumnIcon,
  settings: SettingsIcon,
  outlets: StoreIcon,
  themes: PaletteIcon,
  employees: UsersIcon,
  tables: TableIcon,
  rooms: BedDoubleIcon,
  'online-ordering': LinkIcon,
  bills: ReceiptIcon,
} satisfies Record<string, IconNode>;

export type PlaceIconName = keyof typeof PLACE_ICONS;

export const placeIcon = (name: string): IconNode =>
  Object.prototype.hasOwnProperty.call(PLACE_ICONS, name) ? PLACE_ICONS[name as PlaceIconName] : CircleDashedIcon;
