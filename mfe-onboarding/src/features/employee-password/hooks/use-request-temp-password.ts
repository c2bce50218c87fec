import { useCallback } from 'react';
import { toast, useAction } from '@troo/shared';
import { rememberInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { requestTempPassword } from '../api/employee-password';
import { INVALID_EMAIL, TEMP_PASSWORD_FAILED, TEMP_PASSWORD_SENT, isEmailAddress } from '@troo/shared/contract';

/** Asks for the temporary password by e-mail; `onSent` runs once the server accepted. */
export function useRequestTempPassword(onSent: () => void) {
  const { busy, error, setError, run } = useAction();
  const request = useCallback(
    (email: string) => {
      const address = email.trim();
      if (!isEmailAddress(address)) return setError(INVALID_EMAIL);
      void run(
        async () => {
          const message = await requestTempPassword(address);
          rememberInSession(SESSION_KEYS.employeeEmail, address);
          toast(message || TEMP_PASSWORD_SENT, 'success');
          onSent();
        },
        { fallback: TEMP_PASSWORD_FAILED },
      );
    },
    [onSent, run, setError],
  );
  return { request, busy, error };
}
