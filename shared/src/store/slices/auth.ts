import { defineSlice } from '../define-slice';
import type { UserData } from '../../contract';

export interface AuthState {
  token: string | null;
}

/** The bearer token every portal call carries. */
const signedOut: AuthState = { token: null };

export const authSlice = defineSlice(
  'auth',
  signedOut,
  { setToken: (_state, token: string | null) => ({ token }) },
  { resetsWithSession: true },
);

export interface UserState {
  data: UserData | null;
}

/** The signed-in staff member and their business, as POST /login answered. */
const noUser: UserState = { data: null };

export const userSlice = defineSlice(
  'user',
  noUser,
  {
    setUser: (_state, data: UserData | null) => ({ data }),
    patchUser: (state, patch: Partial<UserData>) => (state.data ? { data: { ...state.data, ...patch } } : state),
  },
  { resetsWithSession: true },
);
