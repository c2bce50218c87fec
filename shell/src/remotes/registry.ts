import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REGISTRY_ELEMENT_ID, registryFromText, type LiveRemote, type PageRegistry } from '@troo/shared/route-manifest';
import { rememberEntryIntegrity } from '../runtime-plugin/entry-integrity';

/** The shape of /remotes.json: each live remote, its entry and the routes it answers. */
export interface RemoteRegistry {
  remotes: LiveRemote[];
}

let registry: Promise<RemoteRegistry> | undefined;
/** undefined: the page has not been looked at yet. */
let fromPage: PageRegistry | null | undefined;

/** The registry the server wrote into this page (what /remotes.json answered as it sent the page). */
const readPage = (): PageRegistry | null => registryFromText(document.getElementById(REGISTRY_ELEMENT_ID)?.textContent);

function register(live: RemoteRegistry): RemoteRegistry {
  rememberEntryIntegrity(live.remotes);
  registerRemotes(live.remotes.map(({ name, entry }) => ({ name, entry })));
  return live;
}

/**
 * The registry written into the page, registered with the federation runtime on first use, so the
 * router can be built without waiting; null when the page carries none.
 */
export function registryFromPage(): PageRegistry | null {
  if (fromPage === undefined) {
    fromPage = readPage();
    if (fromPage) registry = Promise.resolve(register(fromPage));
  }
  return fromPage;
}

const fetchRegistry = () =>
  fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
    return response.json() as Promise<RemoteRegistry>;
  });

/**
 * The live registry of this page load, every remote registered with the federation runtime: from
 * the page itself when the server wrote it in, else from /remotes.json. Releasing or rolling back a
 * remote changes the registry only; the next page load uses it. `refresh` (a retry after a
 * failure) asks the server again and registers remotes it did not know.
 */
export function loadRegistry({ refresh = false } = {}): Promise<RemoteRegistry> {
  if (refresh) registry = undefined;
  else registryFromPage();
  const current = (registry ??= fetchRegistry().then(register));
  current.catch(() => {
    registry = undefined; // let a retry fetch it again
  });
  return current;
}
