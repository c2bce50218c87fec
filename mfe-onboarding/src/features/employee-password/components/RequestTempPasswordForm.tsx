import type { FormEvent } from 'react';
import { Button, TextInput } from '@troo/shared';
import { FormError } from '../../../common/components/FormError';
import { LinkButton } from '../../../common/components/LinkButton';
import { useRequestTempPassword } from '../hooks/use-request-temp-password';

interface RequestTempPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The temporary password is on its way (or the employee already has it). */
  onReady: () => void;
}

/** Step 1: the employee's address, to which the temporary password is e-mailed. */
export function RequestTempPasswordForm({ email, onEmailChange, onReady }: RequestTempPasswordFormProps) {
  const { request, busy, error } = useRequestTempPassword(onReady);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request(email);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={(event) => onEmailChange(event.target.value)} />
      <FormError message={error} />
      <Button type="submit" loading={busy}>
        Get temporary password
      </Button>
      <p className="troo-centre">
        <LinkButton onClick={onReady}>I already have a temporary password</LinkButton>
      </p>
    </form>
  );
}
