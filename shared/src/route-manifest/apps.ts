// The apps of the front end, federation name → folder: written once, in apps.json, which
// rspack.shared.js (so the builds, ESLint and Jest) reads as well; the server's registry uses these.
import folders from './apps.json';

export type AppName = keyof typeof folders;
/** The host every page starts with; every other app is a remote. */
export const SHELL = 'shell' satisfies AppName;
export type RemoteName = Exclude<AppName, typeof SHELL>;

export const APP_NAMES = Object.keys(folders) as readonly AppName[];
export const REMOTE_NAMES = APP_NAMES.filter((name): name is RemoteName => name !== SHELL);
/** Each app's folder in the repository ('menu_admin' → 'mfe-menu-admin'). */
export const APP_FOLDERS: Readonly<Record<AppName, string>> = folders;
