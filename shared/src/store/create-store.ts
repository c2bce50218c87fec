import { legacy_createStore as createStore } from 'redux';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { PERSISTED_SLICES, PERSIST_KEY, PERSIST_TIMEOUT_MS, rootReducer } from './root-reducer';

/** The one store of the page. Only the shell calls this (and a remote's standalone dev mount). */
export function createAppStore() {
  const persisted = persistReducer(
    { key: PERSIST_KEY, storage, timeout: PERSIST_TIMEOUT_MS, whitelist: PERSISTED_SLICES as string[] },
    rootReducer,
  );
  const store = createStore(persisted);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
