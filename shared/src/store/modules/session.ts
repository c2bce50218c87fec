import type { UserData } from '../../contract';
import { useAppSelector } from '../hooks';
import type { RootState } from '../root-reducer';
import { authSlice, userSlice } from '../slices/auth';

// The session module: who is signed in. Screens read it here; signing in and out is in
// @troo/shared/portal's session hooks, which use sessionActions.

/** The bearer token (what the api client sends), or null when signed out. */
export const selectSessionToken = (state: Pick<RootState, 'auth'>) => state.auth.token;
export const selectSessionUser = (state: Pick<RootState, 'user'>) => state.user.data;

export const useSessionUser = () => useAppSelector(selectSessionUser);
export const useSignedIn = () => useAppSelector((state) => Boolean(state.auth.token));
export const useUserRole = () => useAppSelector((state) => state.user.data?.user_role);
/** The signed-in user's role, undefined when signed out (a stored user without a token is nobody). */
export const useSignedInRole = () => useAppSelector((state) => (state.auth.token ? state.user.data?.user_role : undefined));
/** The signed-in staff member's business identifier, or null. */
export const useSessionBusinessIdentifier = () => useAppSelector((state) => state.user.data?.business_identifier ?? null);

export const sessionActions = {
  setToken: (token: string | null) => authSlice.actions.setToken(token),
  setUser: (user: UserData | null) => userSlice.actions.setUser(user),
  patchUser: (patch: Partial<UserData>) => userSlice.actions.patchUser(patch),
};
