import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@troo/shared';
import { PasswordInput } from '@troo/shared/portal';
import { FormError } from '../../../common/components/FormError';
import { useUpdateEmployeePassword } from '../hooks/use-update-employee-password';
import { NewPasswordFields } from '../../../common/components/NewPasswordFields';

/** Step 2: the e-mailed temporary password and the employee's own new one. */
export function UpdatePasswordForm({ email, onEmailChange }: { email: string; onEmailChange: (email: string) => void }) {
  const [tempPassword, setTempPassword] = useState('');
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
      <PasswordInput
        label="Temporary password"
        autoComplete="off"
        value={tempPassword}
        onChange={(event) => setTempPassword(event.target.value)}
      />
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
