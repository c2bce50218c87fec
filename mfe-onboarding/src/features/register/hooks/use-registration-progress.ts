import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, paths, useAppDispatch } from '@troo/shared';
import { bankRegisterSlice } from '../../../state/registration-slice';
import { rememberAccountToVerify } from '../../../common/hooks/account-to-verify';
import { readFromSession, rememberInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import type { OnboardBusinessResult } from '../api/onboard-business';
import { fetchRegistrationProgress, type RegistrationProgress } from '../api/registration-progress';

export type Stage = 1 | 2 | 3;

/** Navigation state that opens stage 3 (sent by login for an account without bank details). */
interface RegisterNavigationState {
  step?: number;
  registration_token?: string;
}

/** The business created by stages 1–2: what stage 3 needs to add the payout account. */
export interface CreatedBusiness {
  businessId: string;
  userId: string;
  registrationToken: string;
}

/** What the server holds about the account and may show at stage 3 (never the BVN or account number). */
export type AccountSummary = Pick<RegistrationProgress, 'business_name' | 'first_name' | 'email' | 'country'>;

/**
 * Which stage shows, and the business once it exists. The business lives in the URL
 * (?business=&user_id=), the token in navigation state and this tab's session storage. A page
 * opened with them (a reload, a resume from login) asks the server where the registration stands:
 * stage 3 reopens with what the server holds, a saved payout account goes on to the code, a
 * verified one to sign-in. Until the server answers, no stage shows.
 */
export function useRegistrationProgress() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();

  const navigationState = (location.state ?? {}) as RegisterNavigationState;
  const businessId = params.get('business') ?? '';
  const userId = params.get('user_id') ?? '';
  const registrationToken = navigationState.registration_token || readFromSession(SESSION_KEYS.registrationToken);
  const fromLocation: CreatedBusiness | null = businessId && userId && registrationToken ? { businessId, userId, registrationToken } : null;
  // Also kept here: stage 3 must not render before the router has applied the new location.
  const [createdHere, setCreatedHere] = useState<CreatedBusiness | null>(null);
  const created = fromLocation ?? createdHere;

  const [stage, setStage] = useState<Stage>(1);
  // Resuming: the server's answer decides the stage; nothing shows meanwhile.
  const [checking, setChecking] = useState(() => fromLocation !== null);
  const [summary, setSummary] = useState<AccountSummary | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);

  useEffect(() => {
    if (businessId && userId) dispatch(bankRegisterSlice.actions.updateBankRegistration({ businessId, userId }));
  }, [dispatch, businessId, userId]);

  useEffect(() => {
    if (!checking || !userId || !registrationToken) return;
    let current = true;
    fetchRegistrationProgress(userId, registrationToken).then(
      (progress) => {
        if (!current) return;
        rememberInSession(SESSION_KEYS.registrationToken, registrationToken);
        rememberInSession(SESSION_KEYS.email, progress.email);
        if (progress.stage === 'verify_email') {
          rememberAccountToVerify({ user_id: userId, registration_token: registrationToken });
          return navigate(paths.verify, { replace: true });
        }
        if (progress.stage === 'verified') return navigate(paths.login, { replace: true });
        setSummary(progress);
        setStage(3);
        setChecking(false);
      },
      (failure: unknown) => {
        if (!current) return;
        // An expired token or a removed account: say so, and start again from stage 1.
        setResumeError(apiErrorMessage(failure));
        setChecking(false);
      },
    );
    return () => {
      current = false;
    };
  }, [checking, userId, registrationToken, navigate]);

  const businessCreated = useCallback(
    (result: OnboardBusinessResult) => {
      dispatch(bankRegisterSlice.actions.updateBankRegistration({ businessId: result.business_id, userId: result.user_id }));
      rememberInSession(SESSION_KEYS.registrationToken, result.registration_token);
      setCreatedHere({ businessId: result.business_id, userId: result.user_id, registrationToken: result.registration_token });
      const query = new URLSearchParams({ business: result.business_id, user_id: result.user_id });
      const state: RegisterNavigationState = { step: 3, registration_token: result.registration_token };
      navigate(`${paths.register}?${query}`, { replace: true, state });
      setStage(3);
    },
    [dispatch, navigate],
  );

  return { stage, setStage, created: resumeError ? createdHere : created, businessCreated, checking, summary, resumeError };
}
