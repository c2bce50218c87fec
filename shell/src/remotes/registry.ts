import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { LiveRemote } from '@troo/shared/route-manifest';

/** The shape of /remotes.json: each live remote, its entry and the routes it answers. */
export interface RemoteRegistry {
  remotes: LiveRemote[];
}

let registry: Promise<RemoteRegistry> | undefined;

/**
 * Reads the live registry once per page load and registers every remote with the federation
 * runtime. Releasing or rolling back a remote changes this file only; the next page load uses it.
 * `refresh` (a retry after a failure) reads it again and registers remotes it did not know.
 */
export function loadRegistry({ refresh = false } = {}): Promise<RemoteRegistry> {
  if (refresh) registry = undefined;
  registry ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
      return response.json() as Promise<RemoteRegistry>;
    })
    .then((live) => {
      registerRemotes(live.remotes.map(({ name, entry }) => ({ name, entry })));
      return live;
    });
  registry.catch(() => {
    registry = undefined; // let a retry fetch it again
  });
  return registry;
}
