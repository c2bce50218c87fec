import { useCallback, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, SelectField, TextInput, useAction } from '@troo/shared';
import type { BankRegisterState } from '../../../state/registration-slice';
import { FormError } from '../../../common/components/FormError';
import { createAccountDetails } from '../api/bank-account';
import { hasErrors, validateBankAccount } from '../hooks/stage-rules';
import { useBanks } from '../hooks/use-banks';
import { rememberAccountToVerify } from '../../../common/hooks/account-to-verify';
import { useBankForm, useClearRegistration } from '../hooks/use-registration-form';
import { useBankDraft } from '../hooks/use-bank-draft';
import type { AccountSummary, CreatedBusiness } from '../hooks/use-registration-progress';
import { useStageErrors } from '../hooks/use-stage-errors';
import { CountrySelect } from './CountrySelect';
import { StageActions, type StageNavigation } from './StageActions';

type Field = keyof BankRegisterState;

interface BankAccountStageProps extends StageNavigation {
  business: CreatedBusiness;
  /** What the server holds about the account, when this stage was reopened from it (a reload). */
  summary: AccountSummary | null;
}

/**
 * Stage 3: where payouts go. Saving finishes registration; the e-mailed code comes next. A reload
 * keeps the bank, account name and country; the account number and BVN are typed again.
 */
export function BankAccountStage({ business, summary, onBack, onCancel }: BankAccountStageProps) {
  const navigate = useNavigate();
  const banks = useBanks();
  const { form, update } = useBankForm();
  const clearRegistration = useClearRegistration();
  const { errors, setErrors, clearField } = useStageErrors<Field>();
  const { busy, error, run } = useAction();
  useBankDraft(form, update);

  const setCountry = useCallback((country: string) => update({ country }), [update]);
  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    update({ [field]: event.target.value });
    clearField(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBankAccount(form);
    setErrors(found);
    if (hasErrors(found)) return;
    void run(async () => {
      await createAccountDetails({
        business_id: business.businessId,
        user_id: business.userId,
        registration_token: business.registrationToken,
        account_name: form.bankAccountName.trim(),
        account_number: form.bankAccountNumber.trim(),
        bank_name: form.bank,
        bank_verification_number: form.bankVerificationNumber.trim(),
        country: form.country,
      });
      clearRegistration(); // The password typed at stage 1 need not stay in memory.
      rememberAccountToVerify({ user_id: business.userId, registration_token: business.registrationToken });
      navigate(paths.verify);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      {summary ? (
        <p className="onb-note">
          {summary.business_name} is registered to {summary.email}. Add its bank account to finish, {summary.first_name}.
        </p>
      ) : null}
      <SelectField
        label="Bank"
        options={banks.map((bank) => bank.name)}
        placeholder="Choose your bank"
        value={form.bank}
        onChange={change('bank')}
        error={errors.bank}
      />
      <TextInput
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={form.bankAccountNumber}
        onChange={change('bankAccountNumber')}
        required
      />
      <TextInput label="Account name" autoComplete="off" value={form.bankAccountName} onChange={change('bankAccountName')} />
      <TextInput
        label="BVN"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={form.bankVerificationNumber}
        onChange={change('bankVerificationNumber')}
        error={errors.bankVerificationNumber}
        required
      />
      <CountrySelect value={form.country} onChange={setCountry} />
      <FormError message={errors.form ?? error} />
      <StageActions submitLabel="Save and continue" busy={busy} onBack={onBack} onCancel={onCancel} />
    </form>
  );
}
