import { combineReducers } from 'redux';
import { queriesSlice } from '../data/query-slice';
import { authSlice, userSlice } from './slices/auth';
import { businessSlice } from './slices/business';
import { basketSlice } from './slices/basket';
import { branchesSlice, outletSlice } from './slices/branches';
import { faqSettingSlice, inviteUserSlice, menuSlice, rolesSlice, tablesSlice } from './slices/portal-data';

/**
 * The slices every app may use, and every persisted one. A slice only one remote uses is injected by
 * that remote when its screen loads (injectSlices, inject-slices.ts). Not exported by @troo/shared.
 */
export const rootReducers = {
  auth: authSlice.reducer,
  inviteUser: inviteUserSlice.reducer,
  faqSetting: faqSettingSlice.reducer,
  user: userSlice.reducer,
  business: businessSlice.reducer,
  basket: basketSlice.reducer,
  branches: branchesSlice.reducer,
  roles: rolesSlice.reducer,
  menu: menuSlice.reducer,
  tables: tablesSlice.reducer,
  outlet: outletSlice.reducer,
  queries: queriesSlice.reducer,
};

export const rootReducer = combineReducers(rootReducers);

export type RootState = ReturnType<typeof rootReducer>;

/** Restored at start (the spec's whitelist); queries is a cache. Injected slices are never persisted. */
// Persisted slices stay here: one injected later would lose its stored state at rehydration (combineReducers drops unknown keys).
export const PERSISTED_SLICES = [
  'auth',
  'inviteUser',
  'faqSetting',
  'user',
  'business',
  'basket',
  'branches',
  'roles',
  'menu',
  'tables',
  'outlet',
] as const satisfies readonly (keyof RootState)[];
export const PERSIST_KEY = 'root';
export const PERSIST_TIMEOUT_MS = 5000;
