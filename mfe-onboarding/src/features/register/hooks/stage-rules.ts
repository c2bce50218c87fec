// What each registration stage must hold before the user may leave it (portal spec §5).
import type { BankRegisterState, RegisterState } from '@troo/shared';
import { MESSAGES } from '../../common/hooks/messages';
import { allFilled, isEmail, isPin, isStrongPassword } from '../../common/hooks/form-rules';

/** Field name → message beneath it; `form` is the stage's own error area. Empty: all good. */
export type StageErrors<K extends string> = Partial<Record<K | 'form', string>>;

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export function validateBusinessInfo(form: RegisterState): StageErrors<keyof RegisterState> {
  const { name, email, business_contract_person, businessAddress, businessPhoneNumber, cacNumber } = form;
  const { pin, password, confirmPassword, businessType, businessLogo } = form;
  const everything = [name, email, business_contract_person, businessAddress, businessPhoneNumber, cacNumber];
  // Missing fields first: format messages on half-filled forms would only be noise.
  if (!allFilled(...everything, pin, password, confirmPassword, businessType, businessLogo)) {
    return { form: MESSAGES.registerRequired };
  }
  const errors: StageErrors<keyof RegisterState> = {};
  if (!isEmail(email)) errors.email = MESSAGES.invalidEmail;
  if (!isStrongPassword(password)) errors.password = MESSAGES.weakPassword;
  if (confirmPassword !== password) errors.confirmPassword = MESSAGES.passwordsDiffer;
  if (!isPin(pin)) errors.pin = MESSAGES.pinLength;
  return errors;
}

export function validatePersonalDetails(form: RegisterState): StageErrors<keyof RegisterState> {
  const { firstName, lastName, personalAddress, city, state, country } = form;
  return allFilled(firstName, lastName, personalAddress, city, state, country) ? {} : { form: MESSAGES.registerRequired };
}

export function validateBankAccount(form: BankRegisterState): StageErrors<keyof BankRegisterState> {
  if (!allFilled(form.bankAccountNumber, form.bankVerificationNumber, form.country)) return { form: MESSAGES.bankRequired };
  if (form.bankVerificationNumber.trim().length < 11) return { bankVerificationNumber: MESSAGES.bvnShort };
  // Payouts need the bank as much as the number; the server refuses an account without it.
  if (!allFilled(form.bank)) return { bank: MESSAGES.bankMissing };
  return {};
}
