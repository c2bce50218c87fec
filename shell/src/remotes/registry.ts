import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REGISTRY_ELEMENT_ID, registryFromText, type PageRegistry } from '@troo/shared/route-manifest';
import { rememberEntryIntegrity } from '../runtime-plugin/entry-integrity';
import { fetchRegistry, type RemoteRegistry } from './fetch-registry';
import { registryToRun } from './kept-copy-registry';
import { disownStylesheetsOfVersionsNotRun } from './stale-stylesheets';

export type { RemoteRegistry };

let registry: Promise<RemoteRegistry> | undefined;
/** undefined: the page has not been looked at yet. */
let fromPage: PageRegistry | null | undefined;
/** On a kept copy of the page, what the server answered it is live (kept-copy-registry.ts); else null. */
let liveForKeptCopy: RemoteRegistry | null = null;

/** The registry the server wrote into this page (what /remotes.json answered as it sent the page). */
const readPage = (): PageRegistry | null => registryFromText(document.getElementById(REGISTRY_ELEMENT_ID)?.textContent);

function register(live: RemoteRegistry): RemoteRegistry {
  rememberEntryIntegrity(live.remotes);
  registerRemotes(live.remotes.map(({ name, entry }) => ({ name, entry })));
  return live;
}

/**
 * Before the registry's first use, on a kept copy of the page: the server's live registry as it
 * answered in time (null: no answer). The load runs it when its versions differ from the page's.
 */
export function keptCopyAnswered(live: RemoteRegistry | null): void {
  liveForKeptCopy = live;
}

/**
 * The registry written into the page (on a kept copy, the server's live one when it differs),
 * registered with the federation runtime on first use, so the router can be built without waiting;
 * null when the page carries none. The versions this load runs, its failures are reported against.
 */
export function registryFromPage(): PageRegistry | null {
  if (fromPage === undefined) {
    const written = readPage();
    fromPage = registryToRun(written, liveForKeptCopy);
    if (written && fromPage !== written) disownStylesheetsOfVersionsNotRun(written.remotes, fromPage!.remotes);
    if (fromPage) registry = Promise.resolve(register(fromPage));
  }
  return fromPage;
}

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
