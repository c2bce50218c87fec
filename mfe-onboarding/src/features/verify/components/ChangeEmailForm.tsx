import { useState, type FormEvent } from 'react';
import { Button, TextInput, toast, useAction } from '@troo/shared';
import { CODE_SENT_TO_NEW_EMAIL, INVALID_EMAIL, isEmailAddress } from '@troo/shared/contract';
import { FormError } from '../../../common/components/FormError';
import { LinkButton } from '../../../common/components/LinkButton';
import type { AccountToVerify } from '../../../common/hooks/account-to-verify';
import { changeRegistrationEmail } from '../api/email-verification';

interface ChangeEmailFormProps {
  account: AccountToVerify;
  /** The address the account now has (the code was mailed there). */
  onChanged: (email: string) => void;
  onCancel: () => void;
}

/** The verify screen's "Change it": for an owner who mistyped the address at registration. */
export function ChangeEmailForm({ account, onChanged, onCancel }: ChangeEmailFormProps) {
  const [email, setEmail] = useState('');
  const { busy, error, setError, run } = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email.trim())) return setError(INVALID_EMAIL);
    void run(async () => {
      onChanged(await changeRegistrationEmail(account, email.trim()));
      toast(CODE_SENT_TO_NEW_EMAIL, 'success');
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change your email">
      <TextInput label="New email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <FormError message={error} />
      <Button type="submit" loading={busy}>
        Send code to new address
      </Button>
      <p className="onb-links onb-links--centre">
        <LinkButton onClick={onCancel}>Keep the old address</LinkButton>
      </p>
    </form>
  );
}
