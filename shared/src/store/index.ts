export * from './define-slice';
// Not rootReducers: a remote adds slices with injectSlices.
export { rootReducer, PERSISTED_SLICES, PERSIST_KEY, PERSIST_TIMEOUT_MS, type RootState } from './root-reducer';
export { appReducer, injectSlices, type SliceReducers, type StateWithSlices } from './inject-slices';
export * from './create-store';
export * from './hooks';
// The typed modules: how remotes and the shell read and change the root slices (lint keeps them to these).
export * from './modules';
// The slices themselves, for shared code (portal, kit, data); remotes and the shell may not import them.
export * from './slices/auth';
export { businessSlice, type BusinessState } from './slices/business';
export { basketSlice, emptyBasket, type BasketState } from './slices/basket';
export * from './slices/branches';
export * from './slices/portal-data';
