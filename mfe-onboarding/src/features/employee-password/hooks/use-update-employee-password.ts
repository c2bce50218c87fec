import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, resetSession, toast, useAppDispatch } from '@troo/shared';
import { allFilled, isEmail, isStrongPassword } from '../../common/hooks/form-rules';
import { MESSAGES } from '../../common/hooks/messages';
import { forgetInSession, SESSION_KEYS } from '../../common/hooks/session-storage';
import { useSubmit } from '../../common/hooks/use-submit';
import { updateEmployeePassword, type UpdateEmployeePasswordPayload } from '../api/employee-password';

/** The first rule the form breaks, or null. */
export function employeePasswordProblem(form: UpdateEmployeePasswordPayload): string | null {
  if (!allFilled(form.email, form.temp_password, form.password, form.confirm_password)) return MESSAGES.resetRequired;
  if (!isEmail(form.email)) return MESSAGES.invalidEmail;
  if (form.password !== form.confirm_password) return MESSAGES.passwordsDiffer;
  if (!isStrongPassword(form.password)) return MESSAGES.weakPassword;
  return null;
}

/** Sets the employee's own password, then back to login to sign in with it. */
export function useUpdateEmployeePassword() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { busy, error, setError, run } = useSubmit();

  const save = useCallback(
    (form: UpdateEmployeePasswordPayload) => {
      const problem = employeePasswordProblem(form);
      if (problem) return setError(problem);
      void run(async () => {
        await updateEmployeePassword({ ...form, email: form.email.trim() });
        forgetInSession(SESSION_KEYS.employeeEmail);
        toast(MESSAGES.employeePasswordReset, 'success');
        // A new password ends every session on the server, including one opened with the
        // temporary password: drop it here too, so login starts clean.
        dispatch(resetSession());
        navigate(paths.login);
      });
    },
    [dispatch, navigate, run, setError],
  );

  return { save, busy, error };
}
