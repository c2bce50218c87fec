import { defineSlice } from '../define-slice';
import type { UserData } from '../../api/types';

export interface AuthState {
  token: string | null;
}

/** The bearer token every portal call carries. */
export const authSlice = defineSlice(
  'auth',
  { token: null } as AuthState,
  { setToken: (_state, token: string | null) => ({ token }) },
  { resetsWithSession: true },
);

export interface UserState {
  data: UserData | null;
}

/** The signed-in staff member and their business, as POST /login answered. */
export const userSlice = defineSlice(
  'user',
  { data: null } as UserState,
  {
    setUser: (_state, data: UserData | null) => ({ data }),
    patchUser: (state, patch: Partial<UserData>) => (state.data ? { data: { ...state.data, ...patch } } : state),
  },
  { resetsWithSession: true },
);
