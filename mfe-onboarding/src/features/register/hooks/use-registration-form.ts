import { useCallback } from 'react';
import { forgetInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { useAppDispatch } from '@troo/shared';
import {
  bankRegisterSlice,
  registerSlice,
  useOnboardingSelector,
  type BankRegisterState,
  type RegisterState,
} from '../../../state/registration-slice';

/** Stages 1–2 as typed, kept in the `register` slice (in memory only: it holds a password). */
export function useRegistrationForm() {
  const form = useOnboardingSelector((state) => state.register);
  const dispatch = useAppDispatch();
  const update = useCallback((patch: Partial<RegisterState>) => dispatch(registerSlice.actions.updateRegistration(patch)), [dispatch]);
  return { form, update };
}

/** Stage 3 as typed, kept in the `bankRegister` slice. */
export function useBankForm() {
  const form = useOnboardingSelector((state) => state.bankRegister);
  const dispatch = useAppDispatch();
  const update = useCallback(
    (patch: Partial<BankRegisterState>) => dispatch(bankRegisterSlice.actions.updateBankRegistration(patch)),
    [dispatch],
  );
  return { form, update };
}

/** Forgets everything typed, and the registration this tab was resuming (Cancel, or registration finished). */
export function useClearRegistration() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(registerSlice.actions.clearRegistration());
    dispatch(bankRegisterSlice.actions.clearBankRegistration());
    forgetInSession(SESSION_KEYS.registrationToken);
    forgetInSession(SESSION_KEYS.bankDraft);
  }, [dispatch]);
}
