import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useAction } from '@troo/shared';
import { landingOnThisScreen, useStartSession } from '@troo/shared/portal';
import { rememberAccountToVerify } from '../../../common/hooks/account-to-verify';
import { rememberInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { holdSignedInTemporaryPassword } from '../../../common/hooks/signed-in-temporary-password';
import { logIn, type LoginPayload } from '../api/login';
import { unverifiedLoginData } from './unverified-login';
import { LOGIN_FIELDS_REQUIRED } from '@troo/shared/contract';

/** Where registration resumes at stage 3 for an account that has no bank details yet. */
export interface RegisterResumeState {
  step: 3;
  registration_token: string;
}

/** Signs in and sends the user on: their landing for this screen, the password page, or back into onboarding. */
export function useLogin() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const { busy, error, setError, run } = useAction();

  const submit = useCallback(
    ({ email, password }: LoginPayload) => {
      if (!email.trim() || !password) {
        setError(LOGIN_FIELDS_REQUIRED);
        return;
      }
      void run(async () => {
        try {
          const user = await logIn({ email: email.trim(), password });
          startSession(user);
          // The password page then does not ask the employee again for what they just typed.
          if (user.has_temp_password) holdSignedInTemporaryPassword(password);
          // An employee still on a temporary password must choose their own first. Wider than a phone
          // (a kitchen's tablet), the landing is a screen that opens at this width, not the dashboard.
          navigate(user.has_temp_password ? paths.password : await landingOnThisScreen(user.user_role), { replace: true });
        } catch (failure) {
          const unverified = unverifiedLoginData(failure);
          if (!unverified) throw failure;
          rememberInSession(SESSION_KEYS.email, unverified.email || email.trim());
          if (unverified.has_account) {
            rememberAccountToVerify({ user_id: unverified.user_id, registration_token: unverified.registration_token });
            navigate(paths.verify);
          } else {
            const query = new URLSearchParams({ business: unverified.business, user_id: unverified.user_id });
            const state: RegisterResumeState = { step: 3, registration_token: unverified.registration_token };
            navigate(`${paths.register}?${query}`, { state });
          }
        }
      });
    },
    [navigate, run, setError, startSession],
  );

  return { submit, busy, error };
}
