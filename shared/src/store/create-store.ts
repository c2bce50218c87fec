import { legacy_createStore as createStore, type Reducer } from 'redux';
import { persistReducer, persistStore } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import storage from 'redux-persist/lib/storage';
import { migrateStored } from './migrate-stored';
import { PERSIST_VERSION } from './persist-version';
import { appReducer, onSlicesInjected } from './inject-slices';
import { PERSISTED_SLICES, PERSIST_KEY, PERSIST_TIMEOUT_MS, type RootState } from './root-reducer';

/**
 * The one store of the page. Only the shell calls this (and a remote's standalone dev mount). It
 * holds the root reducer's slices and every slice a remote injects (injectSlices), before or after.
 */
export function createAppStore() {
  // The persisted reducer is created once (it holds what writes to storage) and reads this one.
  let current = appReducer();
  const root: Reducer<RootState> = (state, action) => current(state, action);
  const persisted = persistReducer<RootState>(
    {
      key: PERSIST_KEY,
      storage,
      timeout: PERSIST_TIMEOUT_MS,
      whitelist: [...PERSISTED_SLICES],
      version: PERSIST_VERSION,
      migrate: migrateStored,
      // Each stored slice is merged over its initial state, so fields added later get their defaults.
      stateReconciler: autoMergeLevel2,
    },
    root,
  );
  const store = createStore(persisted);
  // A slice injected now: the same persisted reducer, over a root that includes it (replaceReducer
  // dispatches an action, so the new slice gets its initial state).
  onSlicesInjected(() => {
    current = appReducer();
    store.replaceReducer(persisted);
  });
  const persistor = persistStore(store);
  return { store, persistor };
}
