import { legacy_createStore as createStore } from 'redux';
import { createMigrate, persistReducer, persistStore } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import storage from 'redux-persist/lib/storage';
import { PERSIST_VERSION, persistMigrations } from './persist-migrations';
import { PERSISTED_SLICES, PERSIST_KEY, PERSIST_TIMEOUT_MS, rootReducer, type RootState } from './root-reducer';

/** The one store of the page. Only the shell calls this (and a remote's standalone dev mount). */
export function createAppStore() {
  const persisted = persistReducer<RootState>(
    {
      key: PERSIST_KEY,
      storage,
      timeout: PERSIST_TIMEOUT_MS,
      whitelist: [...PERSISTED_SLICES],
      version: PERSIST_VERSION,
      migrate: createMigrate(persistMigrations, { debug: false }),
      // Each stored slice is merged over its initial state, so fields added later get their defaults.
      stateReconciler: autoMergeLevel2,
    },
    rootReducer,
  );
  const store = createStore(persisted);
  const persistor = persistStore(store);
  return { store, persistor };
}
