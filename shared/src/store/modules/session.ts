import { useAppSelector } from '../hooks';
import type { RootState } from '../root-reducer';
import { authSlice, userSlice } from '../slices/auth';

// The session module: who is signed in. Screens read it here; signing in and out are
// @troo/shared/portal's session hooks (useStartSession, useSignOut).

/** The bearer token (what the api client sends), or null when signed out. */
export const selectSessionToken = (state: Pick<RootState, 'auth'>) => state.auth.token;
export const selectSessionUser = (state: Pick<RootState, 'user'>) => state.user.data;

export const useSessionUser = () => useAppSelector(selectSessionUser);
export const useSignedIn = () => useAppSelector((state) => Boolean(state.auth.token));
/** The signed-in user's role, undefined when signed out (a stored user without a token is nobody). */
export const useSignedInRole = () => useAppSelector((state) => (state.auth.token ? state.user.data?.user_role : undefined));

/** The session's changes as actions: setToken, setUser, patchUser. */
export const sessionActions = { ...authSlice.actions, ...userSlice.actions };
