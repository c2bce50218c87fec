import { apiCall } from '@troo/shared';
import type { RegisterState } from '../../../state/registration-slice';
import type { BusinessType, CallBody, CallData } from '@troo/shared/contract';

export type OnboardBusinessPayload = CallBody<'POST /onboardBusiness'>;
export type OnboardBusinessResult = CallData<'POST /onboardBusiness'>;

/** Stages 1–2 as the server wants them. Call only after both stages validated (type and logo are set). */
export function onboardingPayload(form: RegisterState): OnboardBusinessPayload {
  return {
    business_name: form.name.trim(),
    business_email: form.email.trim(),
    business_contract_person: form.business_contract_person.trim(),
    business_address: form.businessAddress.trim(),
    business_phone_number: form.businessPhoneNumber.trim(),
    password: form.password,
    confirm_password: form.confirmPassword,
    business_type: form.businessType as BusinessType,
    // One copy of the logo: business_document would repeat it and double the upload.
    business_logo: form.businessLogo,
    cac_number: form.cacNumber.trim(),
    country: form.country,
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    pin: form.pin,
    personal_address: form.personalAddress.trim(),
    city: form.city.trim(),
    state: form.state.trim(),
  };
}

/** POST /onboardBusiness: creates the business and its admin (unverified until the e-mailed code). */
export async function onboardBusiness(payload: OnboardBusinessPayload): Promise<OnboardBusinessResult> {
  const answer = await apiCall(
    'POST /onboardBusiness',
    { body: payload },
    {
      silent: true,
      skipAuth: true,
      // The body carries a logo of up to 2 MB; a slow 3G upload needs longer than the client's default 30 s.
      timeout: 120_000,
    },
  );
  return answer.data;
}
