import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, toast, useAction } from '@troo/shared';
import { otpComplete } from '@troo/shared/portal';
import { forgetInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { resetPassword } from '../api/forgot-password';
import {
  INVALID_EMAIL,
  PASSWORDS_DIFFER,
  PASSWORD_RESET,
  PASSWORD_RULE,
  RESET_FIELDS_REQUIRED,
  isAcceptablePassword,
  isEmailAddress,
} from '@troo/shared/contract';

export interface NewPasswordForm {
  email: string;
  code: string[];
  password: string;
  confirmPassword: string;
}

/** The first rule a new-password form breaks, or null. */
export function newPasswordProblem({ email, code, password, confirmPassword }: NewPasswordForm): string | null {
  if (!otpComplete(code) || !password || !confirmPassword) return RESET_FIELDS_REQUIRED;
  if (password !== confirmPassword) return PASSWORDS_DIFFER;
  if (!isAcceptablePassword(password)) return PASSWORD_RULE;
  if (!isEmailAddress(email)) return INVALID_EMAIL;
  return null;
}

/** Step 2 of the password reset: code and new password, then the login screen. */
export function useCreatePassword() {
  const navigate = useNavigate();
  const { busy, error, setError, run } = useAction();

  const submit = useCallback(
    (form: NewPasswordForm) => {
      const problem = newPasswordProblem(form);
      if (problem) return setError(problem);
      void run(async () => {
        await resetPassword({
          email: form.email.trim(),
          token: Number(form.code.join('')),
          password: form.password,
          confirm_password: form.confirmPassword,
        });
        forgetInSession(SESSION_KEYS.email);
        toast(PASSWORD_RESET, 'success');
        navigate(paths.login);
      });
    },
    [navigate, run, setError],
  );

  return { submit, busy, error };
}
