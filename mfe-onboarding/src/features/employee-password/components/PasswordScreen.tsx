import { useCallback, useState } from 'react';
import { Button, Page } from '@troo/shared';
import { useEmployeeEmail } from '../hooks/use-employee-email';
import { RequestTempPasswordForm } from './RequestTempPasswordForm';
import { UpdatePasswordForm } from './UpdatePasswordForm';

type Step = 'intro' | 'request' | 'update';

/** 'Hello User': where an employee on a temporary password chooses their own. */
export function PasswordScreen() {
  const [step, setStep] = useState<Step>('intro');
  const [email, setEmail] = useEmployeeEmail();
  const toUpdate = useCallback(() => setStep('update'), []);

  return (
    <Page title="Hello User">
      {step === 'intro' ? (
        <>
          <p className="troo-muted">Set your own password to keep using Troo. We will e-mail you a temporary password first.</p>
          <Button onClick={() => setStep('request')}>Enter password</Button>
        </>
      ) : null}
      {step === 'request' ? <RequestTempPasswordForm email={email} onEmailChange={setEmail} onReady={toUpdate} /> : null}
      {step === 'update' ? <UpdatePasswordForm email={email} onEmailChange={setEmail} /> : null}
    </Page>
  );
}
