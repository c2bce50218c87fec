import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiCall, apiErrorMessage, paths, toast, useAction } from '@troo/shared';
import { PASSWORDS_DIFFER, SETTINGS_PASSWORD_FIELDS_REQUIRED } from '@troo/shared/contract';
import { Button, FieldError, StaffPage } from '@troo/shared/kit';
import { PasswordInput } from '@troo/shared/portal';

/**
 * Settings → Reset Password: the spec's two fields (new password, twice, equal) behind the current
 * password. The phone stays signed in; every other device is signed out.
 */
export function ResetPasswordScreen() {
  const errorId = useId();
  const navigate = useNavigate();
  const [fields, setFields] = useState({ current_password: '', password: '', confirm_password: '' });
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.current_password || !fields.password || !fields.confirm_password) return setError(SETTINGS_PASSWORD_FIELDS_REQUIRED);
    if (fields.password !== fields.confirm_password) return setError(PASSWORDS_DIFFER);
    setError(null);
    await run(
      async () => {
        const { message } = await apiCall('POST /changePassword', { body: fields }, { silent: true });
        toast(message, 'success');
        navigate(paths.settings);
      },
      {
        onError: (failure) => {
          const message = apiErrorMessage(failure);
          toast(message, 'error');
          setError(message);
        },
      },
    );
  };

  return (
    <StaffPage title="Reset Password" back={{ to: paths.settings, label: 'Settings' }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={fields.current_password}
          onChange={set('current_password')}
        />
        <PasswordInput label="New password" autoComplete="new-password" value={fields.password} onChange={set('password')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          value={fields.confirm_password}
          onChange={set('confirm_password')}
        />
        <FieldError id={errorId} message={error} />
        <Button type="submit" loading={busy}>
          Reset Password
        </Button>
      </form>
    </StaffPage>
  );
}
