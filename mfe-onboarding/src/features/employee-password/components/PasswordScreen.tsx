import { useCallback, useState } from 'react';
import { Button, Page, useSessionUser } from '@troo/shared';
import { PhoneColumn } from '../../../common/components/PhoneColumn';
import { signedInTemporaryPassword } from '../../../common/hooks/signed-in-temporary-password';
import { useEmployeeEmail } from '../hooks/use-employee-email';
import { RequestTempPasswordForm } from './RequestTempPasswordForm';
import { UpdatePasswordForm } from './UpdatePasswordForm';

type Step = 'intro' | 'request' | 'update';

/**
 * The spec's 'Hello User' page, where an employee on a temporary password chooses their own. It
 * greets the signed-in employee by first name; 'Hello User' only when no name is known. A signed-in
 * employee already has the temporary password (they signed in with it): 'Enter password' goes straight
 * to the new one; only someone not signed in is offered a temporary password by e-mail.
 */
export function PasswordScreen() {
  const user = useSessionUser();
  const firstName = user?.first_name?.trim();
  const [signedInWith] = useState(signedInTemporaryPassword);
  const [step, setStep] = useState<Step>('intro');
  const [email, setEmail] = useEmployeeEmail();
  const toUpdate = useCallback(() => setStep('update'), []);

  return (
    <PhoneColumn>
      <Page title={firstName ? `Hello, ${firstName}` : 'Hello User'}>
        {step === 'intro' ? (
          <>
            <p className="troo-muted">Choose your own password to keep using Troo.</p>
            <Button onClick={() => setStep(user ? 'update' : 'request')}>Enter password</Button>
          </>
        ) : null}
        {step === 'request' ? <RequestTempPasswordForm email={email} onEmailChange={setEmail} onReady={toUpdate} /> : null}
        {step === 'update' ? <UpdatePasswordForm email={email} onEmailChange={setEmail} signedInWith={signedInWith} /> : null}
      </Page>
    </PhoneColumn>
  );
}
