// The apps the registry knows: the shell (the host every page starts with) and the five remotes.

export const REMOTE_NAMES = ['onboarding', 'menu_admin', 'kitchen', 'ordering', 'checkout'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const SHELL = 'shell';
export const APP_NAMES = [SHELL, ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

export class RegistryError extends Error {}

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
export const isAppName = (name: string): name is AppName => (APP_NAMES as readonly string[]).includes(name);

export function assertApp(name: string): asserts name is AppName {
  if (!isAppName(name)) throw new RegistryError(`Unknown app "${name}". Apps: ${APP_NAMES.join(', ')}`);
}
