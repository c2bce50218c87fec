import { useCallback, useState } from 'react';
import { Button, Page, useSessionUser } from '@troo/shared';
import { PhoneColumn } from '../../../common/components/PhoneColumn';
import { useEmployeeEmail } from '../hooks/use-employee-email';
import { RequestTempPasswordForm } from './RequestTempPasswordForm';
import { UpdatePasswordForm } from './UpdatePasswordForm';

type Step = 'intro' | 'request' | 'update';

/**
 * The spec's 'Hello User' page, where an employee on a temporary password chooses their own. It
 * greets the signed-in employee by first name; 'Hello User' only when no name is known.
 */
export function PasswordScreen() {
  const firstName = useSessionUser()?.first_name?.trim();
  const [step, setStep] = useState<Step>('intro');
  const [email, setEmail] = useEmployeeEmail();
  const toUpdate = useCallback(() => setStep('update'), []);

  return (
    <PhoneColumn>
      <Page title={firstName ? `Hello, ${firstName}` : 'Hello User'}>
        {step === 'intro' ? (
          <>
            <p className="troo-muted">Set your own password to keep using Troo. We will e-mail you a temporary password first.</p>
            <Button onClick={() => setStep('request')}>Enter password</Button>
          </>
        ) : null}
        {step === 'request' ? <RequestTempPasswordForm email={email} onEmailChange={setEmail} onReady={toUpdate} /> : null}
        {step === 'update' ? <UpdatePasswordForm email={email} onEmailChange={setEmail} /> : null}
      </Page>
    </PhoneColumn>
  );
}
