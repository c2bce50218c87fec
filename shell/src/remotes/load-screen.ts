import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRegistry } from './registry';
import { withinRemoteTimeout } from './remote-timeout';
import { remoteFailure } from '../errors/refused-files';

/**
 * Loads one exposed screen, e.g. ('ordering', 'QrLanding') → ordering/QrLanding, or fails with
 * RemoteTimeoutError when the registry or its files have not answered within REMOTE_ANSWER_TIMEOUT_MS.
 */
export function loadScreen(remote: string, screen: string, { retry = false } = {}): Promise<{ default: ComponentType }> {
  return withinRemoteTimeout(
    `${remote}/${screen}`,
    (async () => {
      await loadRegistry({ refresh: retry });
      let module: { default: ComponentType } | null;
      try {
        module = await loadRemote<{ default: ComponentType }>(`${remote}/${screen}`);
      } catch (error) {
        // Its entry refused for its integrity is told as such, never as the diner's connection.
        throw await remoteFailure(error, remote);
      }
      if (!module?.default) throw new Error(`${remote}/${screen} has no default export`);
      return module;
    })(),
  );
}
