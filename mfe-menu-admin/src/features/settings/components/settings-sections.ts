import { paths } from '@troo/shared';
import { addEmployeePath, employeesPath, onlineLinkPath } from '../../../common/paths';

/** An entry links to its screen; one without `to` is not built yet and shows 'Coming soon'. */
export interface SettingsEntry {
  label: string;
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
      // Signed in, the reset is the e-mailed-code flow: it proves the mailbox as well as the session.
      { label: 'Reset Password', to: paths.forgotPassword },
      { label: 'Add Employee', to: addEmployeePath },
      { label: 'View Employees', to: employeesPath },
      { label: 'Outlets', to: paths.outlets },
    ],
  },
  {
    title: 'Menu',
    entries: [
      { label: 'Add Menu', to: paths.menuSetup },
      { label: 'Remove Menu', to: paths.adminMenu },
      { label: 'Edit Menu', to: paths.adminMenu },
    ],
  },
  {
    title: 'Manage Assets',
    entries: [
      { label: 'Create QR Ordering', to: paths.manageQr },
      { label: 'Get Online-Ordering link', to: onlineLinkPath },
      { label: 'Manage Themes', to: paths.themes },
    ],
  },
];
