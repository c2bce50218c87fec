// The apps the registry knows: the shell (the host every page starts with) and the remotes, as the
// front end's one list names them.
import { APP_NAMES, REMOTE_NAMES, SHELL, type AppName, type RemoteName } from '@troo/shared/route-manifest';

export { APP_NAMES, REMOTE_NAMES, SHELL, type AppName, type RemoteName };

export class RegistryError extends Error {}

export const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
export const isAppName = (name: string): name is AppName => (APP_NAMES as readonly string[]).includes(name);

export function assertApp(name: string): asserts name is AppName {
  if (!isAppName(name)) throw new RegistryError(`Unknown app "${name}". Apps: ${APP_NAMES.join(', ')}`);
}
