import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page, paths } from '@troo/shared';
import '../../../common/components/onboarding.css';
import { loadCountryNames } from '../hooks/use-country-names';
import { useClearRegistration, useRegistrationForm } from '../hooks/use-registration-form';
import { useRegistrationProgress } from '../hooks/use-registration-progress';
import { BankAccountStage } from './BankAccountStage';
import { BusinessInfoStage } from './BusinessInfoStage';
import { PersonalDetailsStage } from './PersonalDetailsStage';
import { StageHeading } from './StageHeading';

/** Registration in three stages: business, owner (creates the business), bank account. */
export function RegisterScreen() {
  const navigate = useNavigate();
  const { stage, setStage, created, businessCreated, checking, summary, resumeError } = useRegistrationProgress();
  const { form } = useRegistrationForm();
  const clearRegistration = useClearRegistration();

  // Fetch the country list while stage 1 is being typed, so stage 2 has it at once.
  useEffect(() => void loadCountryNames().catch(() => undefined), []);

  const cancel = () => {
    clearRegistration();
    navigate(paths.welcome);
  };
  const back = () => {
    if (stage === 2) return setStage(1);
    // Stage 3 steps back only when this visit went through stage 2; a registration resumed
    // from login has no stages 1–2 to show, so Back returns there.
    if (stage === 3) return form.firstName ? setStage(2) : navigate(paths.login);
    navigate(paths.welcome);
  };

  if (checking) {
    return (
      <Page title="Create a business account">
        <p role="status">Finding where your registration stopped…</p>
      </Page>
    );
  }

  return (
    <Page title="Create a business account">
      {resumeError ? (
        <p className="onb-note" role="alert">
          {resumeError}
        </p>
      ) : null}
      <StageHeading stage={stage} />
      {created && stage !== 3 ? (
        <p className="onb-note">Your business account is already created. Continue to add your bank account.</p>
      ) : null}
      {stage === 1 ? <BusinessInfoStage onDone={() => setStage(2)} onBack={back} onCancel={cancel} /> : null}
      {stage === 2 ? (
        <PersonalDetailsStage
          alreadyCreated={created !== null}
          onCreated={businessCreated}
          onContinue={() => setStage(3)}
          onBack={back}
          onCancel={cancel}
        />
      ) : null}
      {stage === 3 && created ? <BankAccountStage business={created} summary={summary} onBack={back} onCancel={cancel} /> : null}
    </Page>
  );
}
