import { combineReducers } from 'redux';
import { authSlice, userSlice } from './slices/auth';
import { businessSlice } from './slices/business';
import { basketSlice } from './slices/basket';
import { branchesSlice, outletSlice } from './slices/branches';
import { bankRegisterSlice, registerSlice } from './slices/registration';
import {
  faqSettingSlice, inviteUserSlice, menuSlice, overviewSlice, rolesSlice, tablesSlice,
} from './slices/portal-data';

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
  overview: overviewSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Restored at start; overview, register and bankRegister are not (the spec's whitelist). */
export const PERSISTED_SLICES: (keyof RootState)[] = [
  'auth', 'inviteUser', 'faqSetting', 'user', 'business', 'basket', 'branches', 'roles', 'menu', 'tables', 'outlet',
];
export const PERSIST_KEY = 'root';
export const PERSIST_TIMEOUT_MS = 5000;
