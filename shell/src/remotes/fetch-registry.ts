import type { LiveRemote } from '@troo/shared/route-manifest';

/** The shape of /remotes.json: each live remote, its entry (and integrity) and the routes it answers. */
export interface RemoteRegistry {
  remotes: LiveRemote[];
}

/**
 * Asks the server which remote versions are live for this visitor (its canary cookie goes with it).
 * `no-cache`: the browser revalidates its copy (ETag), so an unchanged registry is a 304.
 */
export function fetchRegistry(signal?: AbortSignal): Promise<RemoteRegistry> {
  return fetch('/remotes.json', signal ? { cache: 'no-cache', signal } : { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
    return response.json() as Promise<RemoteRegistry>;
  });
}
