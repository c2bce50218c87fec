import type { PageRegistry } from '@troo/shared/route-manifest';
import { isKeptCopy } from '../app/kept-copy';
import { fetchRegistry, type RemoteRegistry } from './fetch-registry';

// A page shown from the phone's kept copy carries the registry of the day it was kept. After an
// operator rolls back a bad version (or a canary is aborted), that copy would run the bad version once
// more. So the shell, started on a kept copy, asks the server what is live before it registers any
// remote: the kept markup is already on screen (nothing waits for this before the first paint), and
// offline or on a slow line it runs the kept registry, as before.

/**
 * How long a kept copy waits for the server's registry before it runs its own. A revalidated
 * /remotes.json is a 304 of some 100 ms on a phone's line; past this the line is too slow to wait on.
 */
export const KEPT_COPY_REGISTRY_DEADLINE_MS = 1_500;

let asked: Promise<RemoteRegistry | null> | undefined;

async function fetchWithin(deadlineMs: number): Promise<RemoteRegistry | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  try {
    const live = await fetchRegistry(controller.signal);
    return Array.isArray(live?.remotes) ? live : null;
  } catch {
    return null; // offline, too slow or refused: the kept registry stands
  } finally {
    clearTimeout(timer);
  }
}

/**
 * On a kept copy, the server's live registry, or null when it did not answer within the deadline
 * (or the phone is offline). Not a kept copy: null, and nothing is asked (the server just wrote the
 * page's registry). Asked once per page load: started as early as the shell runs (index.ts).
 */
export function askLiveRegistryForKeptCopy(deadlineMs = KEPT_COPY_REGISTRY_DEADLINE_MS): Promise<RemoteRegistry | null> {
  return (asked ??= isKeptCopy() && navigator.onLine !== false ? fetchWithin(deadlineMs) : Promise.resolve(null));
}

/** One line per remote naming exactly which file it runs, so two registries compare whole. */
const served = ({ remotes }: RemoteRegistry) =>
  remotes
    .map(({ name, version, entry, integrity }) => JSON.stringify([name, version, entry, integrity ?? null]))
    .sort()
    .join('\n');

/**
 * The registry this load runs: the page's, unless the server answered with other live versions (a
 * rollback, a release, an aborted canary; for a visitor in a canary's bucket, what the server serves
 * that cookie). The server's carries no page token: the page's names the versions it was served, so
 * a failure of another version would not count anyway.
 */
export function registryToRun(page: PageRegistry | null, live: RemoteRegistry | null): PageRegistry | null {
  if (!page || !live || served(page) === served(live)) return page;
  return { remotes: live.remotes };
}
