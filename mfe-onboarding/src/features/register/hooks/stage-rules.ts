// What each registration stage must hold before the user may leave it (portal spec §5).
import type { BankRegisterState, RegisterState } from '../../../state/registration-slice';
import {
  ALL_FIELDS_REQUIRED,
  BANK_DETAILS_REQUIRED,
  BANK_MISSING,
  BVN_SHORT,
  INVALID_EMAIL,
  PASSWORDS_DIFFER,
  PASSWORD_RULE,
  PIN_LENGTH,
  allFilled,
  isAcceptablePassword,
  isEmailAddress,
  isPin,
} from '@troo/shared/contract';

/** Field name → message beneath it; `form` is the stage's own error area. Empty: all good. */
export type StageErrors<K extends string> = Partial<Record<K | 'form', string>>;

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export function validateBusinessInfo(form: RegisterState): StageErrors<keyof RegisterState> {
  const { name, email, business_contract_person, businessAddress, businessPhoneNumber, cacNumber } = form;
  const { pin, password, confirmPassword, businessType, businessLogo } = form;
  const everything = [name, email, business_contract_person, businessAddress, businessPhoneNumber, cacNumber];
  // Missing fields first: format messages on half-filled forms would only be noise.
  if (!allFilled(...everything, pin, password, confirmPassword, businessType, businessLogo)) {
    return { form: ALL_FIELDS_REQUIRED };
  }
  const errors: StageErrors<keyof RegisterState> = {};
  if (!isEmailAddress(email)) errors.email = INVALID_EMAIL;
  if (!isAcceptablePassword(password)) errors.password = PASSWORD_RULE;
  if (confirmPassword !== password) errors.confirmPassword = PASSWORDS_DIFFER;
  if (!isPin(pin)) errors.pin = PIN_LENGTH;
  return errors;
}

export function validatePersonalDetails(form: RegisterState): StageErrors<keyof RegisterState> {
  const { firstName, lastName, personalAddress, city, state, country } = form;
  return allFilled(firstName, lastName, personalAddress, city, state, country) ? {} : { form: ALL_FIELDS_REQUIRED };
}

export function validateBankAccount(form: BankRegisterState): StageErrors<keyof BankRegisterState> {
  if (!allFilled(form.bankAccountNumber, form.bankVerificationNumber, form.country)) return { form: BANK_DETAILS_REQUIRED };
  if (form.bankVerificationNumber.trim().length < 11) return { bankVerificationNumber: BVN_SHORT };
  // Payouts need the bank as much as the number; the server refuses an account without it.
  if (!allFilled(form.bank)) return { bank: BANK_MISSING };
  return {};
}
