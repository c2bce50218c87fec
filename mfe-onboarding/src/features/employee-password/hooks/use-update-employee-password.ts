import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, resetSession, toast, useAppDispatch, useAction } from '@troo/shared';
import { forgetInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { updateEmployeePassword, type UpdateEmployeePasswordPayload } from '../api/employee-password';
import { forgetSignedInTemporaryPassword } from '../../../common/hooks/signed-in-temporary-password';
import {
  EMPLOYEE_PASSWORD_RESET,
  INVALID_EMAIL,
  PASSWORDS_DIFFER,
  PASSWORD_RULE,
  RESET_FIELDS_REQUIRED,
  allFilled,
  isAcceptablePassword,
  isEmailAddress,
} from '@troo/shared/contract';

/** The first rule the form breaks, or null. */
export function employeePasswordProblem(form: UpdateEmployeePasswordPayload): string | null {
  if (!allFilled(form.email, form.temp_password, form.password, form.confirm_password)) return RESET_FIELDS_REQUIRED;
  if (!isEmailAddress(form.email)) return INVALID_EMAIL;
  if (form.password !== form.confirm_password) return PASSWORDS_DIFFER;
  if (!isAcceptablePassword(form.password)) return PASSWORD_RULE;
  return null;
}

/** Sets the employee's own password, then back to login to sign in with it. */
export function useUpdateEmployeePassword() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { busy, error, setError, run } = useAction();

  const save = useCallback(
    (form: UpdateEmployeePasswordPayload) => {
      const problem = employeePasswordProblem(form);
      if (problem) return setError(problem);
      void run(async () => {
        await updateEmployeePassword({ ...form, email: form.email.trim() });
        forgetInSession(SESSION_KEYS.employeeEmail);
        forgetSignedInTemporaryPassword();
        toast(EMPLOYEE_PASSWORD_RESET, 'success');
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
