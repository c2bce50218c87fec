import { paths } from '@troo/shared';
import {
  ChefHatIcon,
  ClockIcon,
  KeyRoundIcon,
  LinkIcon,
  ListPlusIcon,
  ListXIcon,
  PaletteIcon,
  QrCodeIcon,
  SquarePenIcon,
  StoreIcon,
  UserRoundPlusIcon,
  UsersIcon,
  type IconNode,
} from '@troo/shared/kit';

/** An entry links to its screen; one without `to` is not built yet and shows 'Coming soon'. */
export interface SettingsEntry {
  label: string;
  icon: IconNode;
  to?: string;
}

export interface SettingsSection {
  title: string;
  entries: SettingsEntry[];
}

/** The spec's three sections; every entry opens a working screen. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    title: 'Account',
    entries: [
      { label: 'Reset Password', icon: KeyRoundIcon, to: paths.resetPassword },
      { label: 'Add Employee', icon: UserRoundPlusIcon, to: paths.addEmployee },
      { label: 'View Employees', icon: UsersIcon, to: paths.employees },
      { label: 'Outlets', icon: StoreIcon, to: paths.outlets },
    ],
  },
  {
    title: 'Menu',
    entries: [
      { label: 'Add Menu', icon: ListPlusIcon, to: paths.menuSetup },
      { label: 'Remove Menu', icon: ListXIcon, to: paths.adminMenu },
      { label: 'Edit Menu', icon: SquarePenIcon, to: paths.adminMenu },
      { label: 'Stations', icon: ChefHatIcon, to: paths.stations },
    ],
  },
  {
    title: 'Manage Assets',
    entries: [
      { label: 'Create QR Ordering', icon: QrCodeIcon, to: paths.manageQr },
      { label: 'Get Online-Ordering link', icon: LinkIcon, to: paths.onlineOrderingLink },
      { label: 'Ordering settings', icon: ClockIcon, to: paths.orderingSettings },
      { label: 'Manage Themes', icon: PaletteIcon, to: paths.themes },
    ],
  },
];
