import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { bankRegisterSlice, paths, useAppDispatch } from '@troo/shared';
import type { OnboardBusinessResult } from '../api/onboard-business';

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

/**
 * Which stage shows, and the business once it exists. The business lives in the URL
 * (?business=&user_id=) and the token in navigation state, so a reload at stage 3 — common on
 * a flaky phone — stays at stage 3 instead of asking to create the business again.
 */
export function useRegistrationProgress() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();

  const navigationState = (location.state ?? {}) as RegisterNavigationState;
  const businessId = params.get('business') ?? '';
  const userId = params.get('user_id') ?? '';
  const registrationToken = navigationState.registration_token ?? '';
  const fromLocation: CreatedBusiness | null = businessId && userId && registrationToken ? { businessId, userId, registrationToken } : null;
  // Also kept here: stage 3 must not render before the router has applied the new location.
  const [createdHere, setCreatedHere] = useState<CreatedBusiness | null>(null);
  const created = fromLocation ?? createdHere;

  const [stage, setStage] = useState<Stage>(() => (fromLocation && navigationState.step === 3 ? 3 : 1));

  useEffect(() => {
    if (businessId && userId) dispatch(bankRegisterSlice.actions.updateBankRegistration({ businessId, userId }));
  }, [dispatch, businessId, userId]);

  const businessCreated = useCallback(
    (result: OnboardBusinessResult) => {
      dispatch(bankRegisterSlice.actions.updateBankRegistration({ businessId: result.business_id, userId: result.user_id }));
      setCreatedHere({ businessId: result.business_id, userId: result.user_id, registrationToken: result.registration_token });
      const query = new URLSearchParams({ business: result.business_id, user_id: result.user_id });
      const state: RegisterNavigationState = { step: 3, registration_token: result.registration_token };
      navigate(`${paths.register}?${query}`, { replace: true, state });
      setStage(3);
    },
    [dispatch, navigate],
  );

  return { stage, setStage, created, businessCreated };
}
