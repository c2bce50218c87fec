import { useCallback } from 'react';
import { toast } from '@troo/shared';
import { isEmail } from '../../common/hooks/form-rules';
import { MESSAGES } from '../../common/hooks/messages';
import { rememberInSession, SESSION_KEYS } from '../../common/hooks/session-storage';
import { useSubmit } from '../../common/hooks/use-submit';
import { requestTempPassword } from '../api/employee-password';

/** Asks for the temporary password by e-mail; `onSent` runs once the server accepted. */
export function useRequestTempPassword(onSent: () => void) {
  const { busy, error, setError, run } = useSubmit();
  const request = useCallback(
    (email: string) => {
      const address = email.trim();
      if (!isEmail(address)) return setError(MESSAGES.invalidEmail);
      void run(async () => {
        const message = await requestTempPassword(address);
        rememberInSession(SESSION_KEYS.employeeEmail, address);
        toast(message || 'Your temporary password has been sent to your email', 'success');
        onSent();
      }, MESSAGES.tempPasswordFailed);
    },
    [onSent, run, setError],
  );
  return { request, busy, error };
}
