import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFallbackScreen } from './fallback-slot';
import { remoteFailure } from '../errors/refused-files';

/**
 * A remote whose files are missing or whose host is down must not take the page with it:
 * the failed load answers with the route's fallback screen for that error instead. For `onLoad`
 * the runtime hands this answer to loadRemote's caller as it is, so it is the module itself (what
 * loadScreen expects), not a factory; its Try again (RemoteRoute) reloads the registry and the remote.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'troo-offline-remote',
    async errorLoadRemote(args) {
      // Only a failed screen load is answered here; earlier lifecycles rethrow and end up here too.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[troo] remote module ${String(args.id)} failed to load`, args.error);
      // A file refused for its integrity is told as such, never as the diner's connection.
      const error = await remoteFailure(args.error, String(args.id).split('/')[0]!);
      return { __esModule: true, default: remoteFallbackScreen(error) };
    },
  };
}
