import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiCall, paths, authSlice, businessSlice, resetSession, userSlice, useAppDispatch, useAppSelector } from '@troo/shared';
import type { UserData } from '@troo/shared/contract';
import { dashboardOf } from '@troo/shared/route-manifest';

/** Stores what POST /login answered: the token, the user, and the business's colours. */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    (user: UserData) => {
      dispatch(resetSession());
      dispatch(authSlice.actions.setToken(user.token));
      dispatch(userSlice.actions.setUser(user));
      dispatch(businessSlice.actions.setColourScheme(user.colour_scheme));
    },
    [dispatch],
  );
}

/** Ends the session on the server (the token stops working), clears user data, goes to login. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiCall('POST /logout', {}, { silent: true });
    } catch {
      // Already dead on the server, or offline: the local session is cleared either way.
    }
    dispatch(resetSession());
    navigate(paths.login, { replace: true });
  }, [dispatch, navigate]);
}

/**
 * A role's dashboard, where it lands after sign-in on a phone. Kept for remotes built before
 * `landingOnThisScreen`, which also knows wider screens.
 */
export const landingRouteFor = (role: UserData['user_role']) => dashboardOf(role);

/** Whether the signed-in user is the business's owner (admin): what only the owner may do is disabled for others. */
export const useIsAdmin = () => useAppSelector((state) => state.user.data?.user_role === 'admin');
