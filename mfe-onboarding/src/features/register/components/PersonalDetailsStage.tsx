import { useCallback, type ChangeEvent, type FormEvent } from 'react';
import { TextInput, toast, useAction } from '@troo/shared';
import type { RegisterState } from '../../../state/registration-slice';
import { FormError } from '../../../common/components/FormError';
import { rememberInSession, SESSION_KEYS } from '../../../common/hooks/session-storage';
import { onboardBusiness, onboardingPayload, type OnboardBusinessResult } from '../api/onboard-business';
import { hasErrors, validatePersonalDetails } from '../hooks/stage-rules';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { useStageErrors } from '../hooks/use-stage-errors';
import { CountrySelect } from './CountrySelect';
import { StageActions, type StageNavigation } from './StageActions';
import { USER_CREATED } from '@troo/shared/contract';

type Field = keyof RegisterState;

interface PersonalDetailsStageProps extends StageNavigation {
  /** The business already exists (the user came back from stage 3): continue without a new call. */
  alreadyCreated: boolean;
  onCreated: (result: OnboardBusinessResult) => void;
  onContinue: () => void;
}

/** Stage 2: the owner's details; leaving it creates the business (POST /onboardBusiness). */
export function PersonalDetailsStage({ alreadyCreated, onCreated, onContinue, onBack, onCancel }: PersonalDetailsStageProps) {
  const { form, update } = useRegistrationForm();
  const { errors, setErrors, clearField } = useStageErrors<Field>();
  const { busy, error, run } = useAction();

  const setCountry = useCallback((country: string) => update({ country }), [update]);
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    update({ [field]: event.target.value });
    clearField(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePersonalDetails(form);
    setErrors(found);
    if (hasErrors(found)) return;
    if (alreadyCreated) return onContinue();
    void run(async () => {
      const result = await onboardBusiness(onboardingPayload(form));
      // The verify screen sends this address with the e-mailed code.
      rememberInSession(SESSION_KEYS.email, result.email || form.email.trim());
      toast(USER_CREATED, 'success');
      onCreated(result);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="First name" autoComplete="given-name" value={form.firstName} onChange={change('firstName')} required />
      <TextInput label="Last name" autoComplete="family-name" value={form.lastName} onChange={change('lastName')} required />
      <TextInput
        label="Registered home address"
        autoComplete="street-address"
        value={form.personalAddress}
        onChange={change('personalAddress')}
        required
      />
      <TextInput label="City" autoComplete="address-level2" value={form.city} onChange={change('city')} required />
      <TextInput label="State" autoComplete="address-level1" value={form.state} onChange={change('state')} required />
      <CountrySelect value={form.country} onChange={setCountry} />
      <FormError message={errors.form ?? error} />
      <StageActions submitLabel="Next" busy={busy} onBack={onBack} onCancel={onCancel} />
    </form>
  );
}
