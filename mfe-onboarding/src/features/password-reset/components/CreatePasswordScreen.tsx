import { useCallback, useState, type FormEvent } from 'react';
import { Button, Page, TextInput } from '@troo/shared';
import { OtpInput, emptyOtp } from '@troo/shared/portal';
import { FormError } from '../../../common/components/FormError';
import { LinkButton } from '../../../common/components/LinkButton';
import { readFromSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { useToastedAction } from '../../../common/hooks/use-toasted-action';
import { requestPasswordReset } from '../api/forgot-password';
import { useCreatePassword } from '../hooks/use-create-password';
import { NewPasswordFields } from '../../../common/components/NewPasswordFields';
import { isEmailAddress } from '@troo/shared/contract';

/** The e-mailed code and a new password. */
export function CreatePasswordScreen() {
  // Left by the forgot-password screen; opened any other way, the user types the address.
  const [knownEmail] = useState(() => readFromSession(SESSION_KEYS.email));
  const [typedEmail, setTypedEmail] = useState('');
  const email = knownEmail || typedEmail.trim();
  const [code, setCode] = useState(emptyOtp);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { submit, busy, error } = useCreatePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ email, code, password, confirmPassword });
  };

  // Mail can be slow on a weak network: a new code without going back a screen.
  const resend = useToastedAction(
    useCallback(() => requestPasswordReset(email, { silent: false }), [email]),
    'Password reset token sent successfully',
  );

  return (
    <Page title="Create a new password">
      <p className="troo-muted">
        {knownEmail
          ? `Enter the code we sent to ${knownEmail} and choose a new password.`
          : 'Enter your email, the code we sent to it and a new password.'}
      </p>
      <form onSubmit={onSubmit} noValidate>
        {knownEmail ? null : (
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
        )}
        <OtpInput value={code} onChange={setCode} label="Reset code" />
        <p>
          <LinkButton onClick={() => void resend.trigger()} disabled={resend.running || !isEmailAddress(email)}>
            Resend Code
          </LinkButton>
        </p>
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirmPassword}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy}>
          Reset password
        </Button>
      </form>
    </Page>
  );
}
