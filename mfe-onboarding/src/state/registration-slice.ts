// The registration form's slices: only onboarding reads them, so they live here and are injected
// into the page's store when the register screen loads (./inject.ts); never persisted.
import { defineSlice, useAppSelector, type StateWithSlices } from '@troo/shared';
import type { BusinessType } from '@troo/shared/contract';

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

/** This remote's slices, by their key in the store. */
export const registrationReducers = {
  register: registerSlice.reducer,
  bankRegister: bankRegisterSlice.reducer,
};

/** The store as onboarding's screens see it once ./inject.ts ran. */
export type OnboardingState = StateWithSlices<typeof registrationReducers>;

export const useOnboardingSelector = useAppSelector.withTypes<OnboardingState>();
