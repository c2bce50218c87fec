import { defineSlice } from '../define-slice';
import type { BusinessType } from '../../contract';

/** Registration stages 1–2 as typed; never persisted (it holds a password). */
export interface RegisterState {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  pin: string;
  businessPhoneNumber: string;
  businessType: BusinessType | '';
  businessAddress: string;
  business_contract_person: string;
  cacNumber: string;
  firstName: string;
  lastName: string;
  personalAddress: string;
  city: string;
  state: string;
  country: string;
  /** data: URL of the chosen logo. */
  businessLogo: string;
}

export const emptyRegistration: RegisterState = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  pin: '',
  businessPhoneNumber: '',
  businessType: '',
  businessAddress: '',
  business_contract_person: '',
  cacNumber: '',
  firstName: '',
  lastName: '',
  personalAddress: '',
  city: '',
  state: '',
  country: 'Nigeria',
  businessLogo: '',
};

export const registerSlice = defineSlice('register', emptyRegistration, {
  updateRegistration: (state, patch: Partial<RegisterState>) => ({ ...state, ...patch }),
  clearRegistration: () => emptyRegistration,
});

/** Registration stage 3 (payout account). */
export interface BankRegisterState {
  userId: string;
  businessId: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bank: string;
  bankVerificationNumber: string;
  country: string;
}

export const emptyBankRegistration: BankRegisterState = {
  userId: '',
  businessId: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bank: '',
  bankVerificationNumber: '',
  country: 'Nigeria',
};

export const bankRegisterSlice = defineSlice('bankRegister', emptyBankRegistration, {
  updateBankRegistration: (state, patch: Partial<BankRegisterState>) => ({ ...state, ...patch }),
  clearBankRegistration: () => emptyBankRegistration,
});
