import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@troo/shared';
import { PasswordInput } from '@troo/shared/portal';
import { FormError } from '../../../common/components/FormError';
import { useUpdateEmployeePassword } from '../hooks/use-update-employee-password';
import { NewPasswordFields } from '../../../common/components/NewPasswordFields';

interface UpdatePasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The temporary password the employee signed in with, if this screen has it ('' when not). */
  signedInWith: string;
}

/**
 * The employee's own new password, with the temporary one asked once, and only when the screen does
 * not already have it from the sign-in (a reload, or the page opened without signing in).
 */
export function UpdatePasswordForm({ email, onEmailChange, signedInWith }: UpdatePasswordFormProps) {
  const [typedTempPassword, setTempPassword] = useState('');
  const tempPassword = signedInWith || typedTempPassword;
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { save, busy, error } = useUpdateEmployeePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ email, temp_password: tempPassword, password, confirm_password: confirmPassword });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={(event) => onEmailChange(event.target.value)} />
      {signedInWith ? null : (
        <PasswordInput
          label="Temporary password"
          autoComplete="off"
          value={typedTempPassword}
          onChange={(event) => setTempPassword(event.target.value)}
        />
      )}
      <NewPasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirmPassword}
      />
      <FormError message={error} />
      <Button type="submit" loading={busy}>
        Save password
      </Button>
    </form>
  );
}
