import { createMigrate, type PersistedState } from 'redux-persist';

/**
 * redux-persist's migrate: state stored by this release (or none) passes as it is; older state is
 * migrated by persist-migrations.ts, which only such a phone downloads.
 */
export function migrateStored(state: PersistedState, version: number): Promise<PersistedState> {
  if (!state || (state._persist?.version ?? -1) >= version) return Promise.resolve(state);
  return import('./persist-migrations').then(({ persistMigrations }) => createMigrate(persistMigrations, { debug: false })(state, version));
}
