import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, toast } from '@troo/shared';
import { otpComplete } from '@troo/shared/portal';
import { isEmail, isStrongPassword } from '../../common/hooks/form-rules';
import { MESSAGES } from '../../common/hooks/messages';
import { forgetInSession, SESSION_KEYS } from '../../common/hooks/session-storage';
import { useSubmit } from '../../common/hooks/use-submit';
import { resetPassword } from '../api/forgot-password';

export interface NewPasswordForm {
  email: string;
  code: string[];
  password: string;
  confirmPassword: string;
}

/** The first rule a new-password form breaks, or null. */
export function newPasswordProblem({ email, code, password, confirmPassword }: NewPasswordForm): string | null {
  if (!otpComplete(code) || !password || !confirmPassword) return MESSAGES.resetRequired;
  if (password !== confirmPassword) return MESSAGES.passwordsDiffer;
  if (!isStrongPassword(password)) return MESSAGES.weakPassword;
  if (!isEmail(email)) return MESSAGES.invalidEmail;
  return null;
}

/** Step 2 of the password reset: code and new password, then the login screen. */
export function useCreatePassword() {
  const navigate = useNavigate();
  const { busy, error, setError, run } = useSubmit();

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
        toast(MESSAGES.passwordReset, 'success');
        navigate(paths.login);
      });
    },
    [navigate, run, setError],
  );

  return { submit, busy, error };
}
