import type { CallBody, CallData } from '@troo/shared/contract';
import type { TestApp } from './app.js';

let counter = 0;
let addressCounter = 0;

/**
 * A new client address for each call: the public routes are rate-limited per address, and a test
 * file makes more calls than one address may. Tests of the limit itself use a fixed address.
 */
export function newAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** A real 4×4 grey PNG (made with sharp) as a data: URL. */
export function pngDataUrl(): string {
  return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWM4gQQYiOMAAM9hJYEUkZc0AAAAAElFTkSuQmCC';
}

type OnboardingBody = CallBody<'POST /onboardBusiness'>;

/** A valid registration (stages 1–2) with an address no other test uses; `overrides` may break it on purpose. */
export function onboardingPayload(overrides: Record<string, unknown> = {}): OnboardingBody {
  counter += 1;
  const logo = pngDataUrl();
  const valid: OnboardingBody = {
    business_name: "Mama's Kitchen & Bar",
    business_email: `new-owner-${process.pid}-${counter}@example.com`,
    business_contract_person: 'Chioma Eze',
    business_address: '4 Allen Avenue, Ikeja',
    business_phone_number: '+234 803 123 4567',
    password: 'Secret123',
    confirm_password: 'Secret123',
    business_type: 'Restaurant',
    business_logo: logo,
    business_document: logo,
    cac_number: 'RC123456',
    country: 'Nigeria',
    first_name: 'Chioma',
    last_name: 'Eze',
    pin: '1234',
    personal_address: '7 Awolowo Road, Ikoyi',
    city: 'Lagos',
    state: 'Lagos',
  };
  // The overrides may break the body on purpose (wrong types, missing fields): that is what tests send.
  return Object.assign(valid, overrides);
}

export const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: newAddress() });

/** Registers a business through the API and answers the OnboardBusinessResult. */
export async function onboard(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = onboardingPayload(overrides);
  const response = await post(t, '/api/onboardBusiness', payload);
  if (response.statusCode !== 201) throw new Error(`onboarding failed: ${response.statusCode} ${response.body}`);
  return { ...response.json<{ data: CallData<'POST /onboardBusiness'> }>().data, password: payload.password };
}

/**
 * Registers a business and asks for its verification code the way the verify screen does on
 * arrival (POST /resendOTP): registration itself mails no code.
 */
export async function onboardToVerify(t: TestApp, overrides: Record<string, unknown> = {}) {
  const owner = await onboard(t, overrides);
  const asked = await post(t, '/api/resendOTP', { email: owner.email });
  if (asked.statusCode !== 200) throw new Error(`asking for the code failed: ${asked.statusCode} ${asked.body}`);
  return owner;
}
