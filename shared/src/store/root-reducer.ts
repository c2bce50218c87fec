import { combineReducers } from 'redux';
import { queriesSlice } from '../data/query-slice';
import { authSlice, userSlice } from './slices/auth';
import { businessSlice } from './slices/business';
import { basketSlice } from './slices/basket';
import { branchesSlice, outletSlice } from './slices/branches';
import { bankRegisterSlice, registerSlice } from './slices/registration';
import { faqSettingSlice, inviteUserSlice, menuSlice, rolesSlice, tablesSlice } from './slices/portal-data';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  inviteUser: inviteUserSlice.reducer,
  faqSetting: faqSettingSlice.reducer,
  user: userSlice.reducer,
  business: businessSlice.reducer,
  register: registerSlice.reducer,
  bankRegister: bankRegisterSlice.reducer,
  basket: basketSlice.reducer,
  branches: branchesSlice.reducer,
  roles: rolesSlice.reducer,
  menu: menuSlice.reducer,
  tables: tablesSlice.reducer,
  outlet: outletSlice.reducer,
  queries: queriesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Restored at start (the spec's whitelist); register and bankRegister hold a password, queries is a cache. */
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
