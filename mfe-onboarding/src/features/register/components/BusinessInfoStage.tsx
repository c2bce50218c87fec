import { useCallback, type ChangeEvent, type FormEvent } from 'react';
import { SelectField, TextInput } from '@troo/shared';
import type { RegisterState } from '../../../state/registration-slice';
import { BUSINESS_TYPES } from '@troo/shared/contract';
import { PasswordInput } from '@troo/shared/portal';
import { FormError } from '../../../common/components/FormError';
import { hasErrors, validateBusinessInfo } from '../hooks/stage-rules';
import { useRegistrationForm } from '../hooks/use-registration-form';
import { useStageErrors } from '../hooks/use-stage-errors';
import { LogoField } from './LogoField';
import { StageActions, type StageNavigation } from './StageActions';

type Field = keyof RegisterState;

/** Stage 1: the business, its sign-in password and PIN, its type and logo. */
export function BusinessInfoStage({ onDone, onBack, onCancel }: StageNavigation & { onDone: () => void }) {
  const { form, update } = useRegistrationForm();
  const { errors, setErrors, clearField } = useStageErrors<Field>();

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    update({ [field]: event.target.value });
    clearField(field);
  };
  const setLogo = useCallback((businessLogo: string) => update({ businessLogo }), [update]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBusinessInfo(form);
    setErrors(found);
    if (!hasErrors(found)) onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextInput label="Business name" autoComplete="organization" value={form.name} onChange={change('name')} required />
      <TextInput
        label="Business email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={change('email')}
        error={errors.email}
        required
      />
      <TextInput
        label="Contact person"
        autoComplete="name"
        value={form.business_contract_person}
        onChange={change('business_contract_person')}
        required
      />
      <TextInput
        label="Business address"
        autoComplete="street-address"
        value={form.businessAddress}
        onChange={change('businessAddress')}
        required
      />
      <TextInput
        label="Business phone number"
        type="tel"
        autoComplete="tel"
        value={form.businessPhoneNumber}
        onChange={change('businessPhoneNumber')}
        required
      />
      <TextInput label="CAC number" value={form.cacNumber} onChange={change('cacNumber')} required />
      <PasswordInput
        label="4-digit PIN"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={form.pin}
        onChange={change('pin')}
        error={errors.pin}
        required
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        value={form.password}
        onChange={change('password')}
        error={errors.password}
        required
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={change('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
      <SelectField
        label="Business type"
        options={BUSINESS_TYPES}
        placeholder="Choose a business type"
        value={form.businessType}
        onChange={change('businessType')}
        required
      />
      <LogoField value={form.businessLogo} onChange={setLogo} />
      <FormError message={errors.form} />
      <StageActions submitLabel="Next" onBack={onBack} onCancel={onCancel} />
    </form>
  );
}
