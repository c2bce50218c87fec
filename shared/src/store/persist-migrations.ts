import type { MigrationManifest, PersistedState } from 'redux-persist';
import { basketInKobo } from './basket-in-kobo';

/**
 * The version of the stored state's shape. Raise it with a migration below whenever a persisted
 * slice changes shape, so a phone holding state from an older release never breaks a newer shell,
 * and test the migration (shared/test/persist-migration.test.ts: the old stored shape in, the new out).
 * (New fields need no migration: restoring merges each slice over its initial state.)
 */
export const PERSIST_VERSION = 2;

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
