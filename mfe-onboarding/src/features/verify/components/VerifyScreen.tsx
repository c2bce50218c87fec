import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Page, TextInput, paths, useAction } from '@troo/shared';
import { OtpInput, emptyOtp, otpComplete } from '@troo/shared/portal';
import { FormError } from '../../../common/components/FormError';
import { LinkButton } from '../../../common/components/LinkButton';
import '../../../common/components/onboarding.css';
import { forgetInSession, readFromSession, rememberInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { forgetAccountToVerify, readAccountToVerify } from '../../../common/hooks/account-to-verify';
import { useToastedAction } from '../../../common/hooks/use-toasted-action';
import { requestCode, resendCode, verifyEmail } from '../api/email-verification';
import { ChangeEmailForm } from './ChangeEmailForm';
import { INVALID_EMAIL, OTP_INCOMPLETE, isEmailAddress } from '@troo/shared/contract';

/** The six-digit code e-mailed at registration (or at a login of an unverified account). */
export function VerifyScreen() {
  const navigate = useNavigate();
  // Registration and login leave the address in session storage; opened any other way
  // (a new tab, another phone), the user types it.
  const [knownEmail, setKnownEmail] = useState(() => readFromSession(SESSION_KEYS.email));
  // Proven at registration or sign-in in this tab: only then may the address be changed here.
  const [account] = useState(readAccountToVerify);
  const [changingEmail, setChangingEmail] = useState(false);
  const [typedEmail, setTypedEmail] = useState('');
  const email = knownEmail || typedEmail.trim();
  const [code, setCode] = useState(emptyOtp);
  const { busy, error, setError, run } = useAction();
  const resend = useToastedAction(
    useCallback(() => resendCode(email), [email]),
    'Token has been resent',
  );
  const complete = otpComplete(code);

  // The code is sent now that the owner is here (registration and login send none), once per tab:
  // a reload keeps the code already on its way, and 'Resend Code' asks for another.
  useEffect(() => {
    if (!knownEmail || readFromSession(SESSION_KEYS.codeRequestedFor) === knownEmail) return;
    rememberInSession(SESSION_KEYS.codeRequestedFor, knownEmail);
    requestCode(knownEmail).catch(() => forgetInSession(SESSION_KEYS.codeRequestedFor));
  }, [knownEmail]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return setError(OTP_INCOMPLETE);
    if (!isEmailAddress(email)) return setError(INVALID_EMAIL);
    void run(async () => {
      await verifyEmail(email, code.join(''));
      forgetInSession(SESSION_KEYS.email); // Verified: nothing left to verify for this address.
      forgetInSession(SESSION_KEYS.codeRequestedFor);
      forgetAccountToVerify();
      navigate(paths.verified);
    });
  };

  const emailChanged = (email: string) => {
    // The change mailed the code to the new address: no second request on arrival or reload.
    rememberInSession(SESSION_KEYS.email, email);
    rememberInSession(SESSION_KEYS.codeRequestedFor, email);
    setKnownEmail(email);
    setCode(emptyOtp());
    setError(null);
    setChangingEmail(false);
  };

  if (changingEmail && account) {
    return (
      <Page title="Change your email">
        <p className="troo-muted">We will send a new code to the address you type, and the code sent to {knownEmail} will stop working.</p>
        <ChangeEmailForm account={account} onChanged={emailChanged} onCancel={() => setChangingEmail(false)} />
      </Page>
    );
  }

  return (
    <Page title="Verify your email">
      <p className="troo-muted">
        {knownEmail ? `Enter the six-digit code we sent to ${knownEmail}.` : 'Enter your email and the six-digit code we sent to it.'}
        {knownEmail && account ? (
          <>
            {' '}
            <LinkButton onClick={() => setChangingEmail(true)}>Wrong address? Change it</LinkButton>
          </>
        ) : null}
      </p>
      <form onSubmit={submit} noValidate>
        {knownEmail ? null : (
          <TextInput
            label="Business email"
            type="email"
            autoComplete="email"
            value={typedEmail}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
        )}
        <OtpInput value={code} onChange={setCode} />
        <p>
          Didn&apos;t get it?{' '}
          <LinkButton onClick={() => void resend.trigger()} disabled={resend.running || !isEmailAddress(email)}>
            Resend Code
          </LinkButton>
        </p>
        <FormError message={error} />
        <Button type="submit" loading={busy} disabled={!complete}>
          Activate Account
        </Button>
      </form>
      {/* A way out for whoever came here by mistake or wants to sign in with another account. */}
      <div className="onb-links onb-links--centre">
        <Link to={paths.login}>Back to log in</Link>
      </div>
    </Page>
  );
}
