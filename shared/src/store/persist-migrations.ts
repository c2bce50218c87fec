import type { MigrationManifest, PersistedState } from 'redux-persist';
import { basketInKobo } from './basket-in-kobo';

// The migrations from each older stored shape (PERSIST_VERSION, in persist-version.ts, is the current
// one). Loaded only when a phone holds state from an older release (migrate-stored.ts), so a diner
// whose state is current downloads none of this.

type Stored = Record<string, unknown> & PersistedState;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const persistMigrations: MigrationManifest = {
  // Before versions: 14 slices, some with untyped lists. Drop what is no longer kept (overview; the
  // menu's never-filled lists) and anything that is not an object where a slice belongs.
  1: (state) => {
    if (!isRecord(state)) return state;
    const next: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(state)) {
      if (key === 'overview' || (key !== '_persist' && !isRecord(value))) continue;
      next[key] = value;
    }
    if (isRecord(next.menu)) next.menu = { categories: Array.isArray(next.menu.categories) ? next.menu.categories : [] };
    return next as Stored;
  },
  // The basket in integer kobo with required option ids; lines that cannot be priced safely are dropped.
  2: (state) => {
    if (!isRecord(state) || !('basket' in state)) return state;
    return { ...state, basket: basketInKobo(state.basket) } as Stored;
  },
};
