import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Page, TextInput, paths, toast, useAction } from '@troo/shared';
import { FormError } from '../../../common/components/FormError';
import '../../../common/components/onboarding.css';
import { rememberInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { requestPasswordReset } from '../api/forgot-password';
import { INVALID_EMAIL, isEmailAddress } from '@troo/shared/contract';

/** Step 1 of the password reset: the address the code goes to. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { busy, error, setError, run } = useAction();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) return setError(INVALID_EMAIL);
    void run(async () => {
      const message = await requestPasswordReset(address);
      rememberInSession(SESSION_KEYS.email, address); // The create-password screen sends it with the code.
      toast(message || 'Password reset token sent successfully', 'success');
      navigate(paths.createPassword);
    });
  };

  return (
    <Page title="Forgot password">
      <p className="troo-muted">Enter your business email and we will send you a code to reset your password.</p>
      <form onSubmit={submit} noValidate>
        <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <FormError message={error} />
        <Button type="submit" loading={busy}>
          Send code
        </Button>
      </form>
      <div className="onb-links onb-links--centre">
        <Link to={paths.login}>Back to log in</Link>
      </div>
    </Page>
  );
}
