import { paths } from '@troo/shared';

/** An entry links to its screen; one without `to` is not built yet and shows 'Coming soon'. */
export interface SettingsEntry {
  label: string;
  to?: string;
}

export interface SettingsSection {
  title: string;
  entries: SettingsEntry[];
}

/** The spec's three sections; only entries whose screens work today carry a link. */
export const SETTINGS_SECTIONS: SettingsSection[] = [
  {
    title: 'Account',
    entries: [{ label: 'Reset Password' }, { label: 'Add Employee' }, { label: 'View Employees' }, { label: 'Outlets', to: paths.outlets }],
  },
  {
    title: 'Menu',
    entries: [{ label: 'Add Menu' }, { label: 'Remove Menu' }, { label: 'Edit Menu' }],
  },
  {
    title: 'Manage Assets',
    entries: [{ label: 'Create QR Ordering' }, { label: 'Get Online-Ordering link' }, { label: 'Manage Themes', to: paths.themes }],
  },
];
