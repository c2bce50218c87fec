export * from './define-slice';
// Not rootReducers: a remote adds slices with injectSlices.
export { rootReducer, PERSISTED_SLICES, PERSIST_KEY, PERSIST_TIMEOUT_MS, type RootState } from './root-reducer';
export { appReducer, injectSlices, type SliceReducers, type StateWithSlices } from './inject-slices';
export * from './create-store';
export * from './hooks';
export * from './slices/auth';
export * from './slices/business';
export * from './slices/basket';
export * from './slices/branches';
export * from './slices/portal-data';
