import type { RouteDeclaration } from '@troo/shared/route-manifest';
import { REMOTE_NAMES, type AppName } from './names.js';

// The registry: which version of each app is live, how it got there, and where a rollback goes.
// Stored whole (a file beside the releases, or one PostgreSQL row), one revision per change.

export interface LiveApp {
  live: string;
  /** Remotes: URL path of the live version's remote entry, so serving the registry reads nothing else. */
  entry: string | null;
  /** Remotes: the SRI hash of that entry as its release recorded it (absent for a release without a record). */
  integrity?: string;
  /** Remotes: the live version's routes, for the same reason. */
  routes: RouteDeclaration[];
  /**
   * The versions a rollback walks back through, oldest first, the live one last: a release pushes,
   * a rollback pops. Twice rolled back is two steps back, never forward again.
   */
  stack: string[];
  /** Remotes: a candidate served to a share of visitors beside the live version, until promoted or aborted. */
  canary?: Canary;
}

/** A candidate version of a remote, served to the visitors whose bucket falls under `percent`. */
export interface Canary {
  version: string;
  entry: string;
  /** The SRI hash of that entry as its release recorded it (absent for a release without a record). */
  integrity?: string;
  routes: RouteDeclaration[];
  /** 1–99: visitors whose bucket (0–99, a cookie of theirs) is below it get the candidate. */
  percent: number;
  /** When it started serving (a change of share keeps it). */
  since: string;
}

export interface HistoryEntry {
  at: string;
  app: AppName;
  action: 'release' | 'rollback' | 'canary' | 'promote' | 'abort';
  from: string | null;
  to: string;
  /** Who asked: the operator's name, or what did it (start-up in development). */
  by: string;
  /** Released over the guard's refusal; the problems it overrode are kept. */
  forced: boolean;
  overridden?: string[];
  /** Canary: the share of visitors it serves. */
  percent?: number;
  /** Abort: why, when it was not an operator's call (the error rate that ended it). */
  reason?: string;
  /** Every app of the change when several changed as one (this one included); absent for one app. */
  together?: AppName[];
}

export interface RegistryDocument {
  revision: number;
  apps: Partial<Record<AppName, LiveApp>>;
  /** Every change, oldest first. */
  history: HistoryEntry[];
}

export const emptyRegistry = (): RegistryDocument => ({ revision: 0, apps: {}, history: [] });

/** The registry as it was written before it had a history of changes: carried over as it stood. */
interface LegacyRegistry {
  remotes: Partial<
    Record<string, { live: string | null; entry: string | null; routes?: RouteDeclaration[]; history: { version: string; at: string }[] }>
  >;
}

export function fromStored(stored: unknown): RegistryDocument {
  if (stored && typeof stored === 'object' && 'apps' in stored) return stored as RegistryDocument;
  const legacy = stored as LegacyRegistry | null;
  const document = emptyRegistry();
  for (const name of REMOTE_NAMES) {
    const state = legacy?.remotes?.[name];
    if (!state?.live) continue;
    const stack = state.history.map((entry) => entry.version).filter((version, i, all) => version !== all[i - 1]);
    if (stack.at(-1) !== state.live) stack.push(state.live);
    document.apps[name] = { live: state.live, entry: state.entry, routes: state.routes ?? [], stack };
    for (const [i, entry] of state.history.entries()) {
      document.history.push({
        at: entry.at,
        app: name,
        action: 'release',
        from: state.history[i - 1]?.version ?? null,
        to: entry.version,
        by: 'before history',
        forced: false,
      });
    }
  }
  document.history.sort((a, b) => a.at.localeCompare(b.at));
  return document;
}

/**
 * Where every registry is kept. `update` is a compare-and-swap: the change runs on the latest
 * revision while no other writer can commit, and what it returns becomes the next revision.
 */
export interface RegistryStore {
  read(): Promise<RegistryDocument>;
  /** For serving: null when the revision is still `known` (one cheap look per page load). */
  readIfChanged(known: number | null): Promise<RegistryDocument | null>;
  update<T>(change: (current: RegistryDocument) => Promise<{ next: RegistryDocument; result: T }>): Promise<T>;
  /** Where it is kept, for messages. */
  readonly where: string;
}
