import { expect } from '@playwright/test';
import type { CallBody } from '@troo/shared/contract';
import { codeMailedTo } from './mailbox';

/** A real (tiny) PNG: a 1×1 red pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@e2e.troo.test`;

/** A business registered and verified through the API (for tests about what comes after). */
export async function registerVerifiedBusiness(
  baseUrl: string,
  password = 'Abuja2026pass',
  businessName = 'Suya Spot',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('owner');
  const since = Date.now();
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registration: CallBody<'POST /onboardBusiness'> = {
    business_name: businessName,
    business_email: email,
    business_contract_person: 'Musa Bello',
    business_address: '4 Wuse Market Road, Abuja',
    business_phone_number: '+2348091112222',
    password,
    confirm_password: password,
    business_type: 'Bar & Lounge',
    business_logo: `data:image/png;base64,${TINY_PNG.toString('base64')}`,
    cac_number: 'RC555',
    country: 'Nigeria',
    first_name: 'Musa',
    last_name: 'Bello',
    pin: '1357',
    personal_address: '9 Gana Street',
    city: 'Abuja',
    state: 'FCT',
  };
  const created = await post('/onboardBusiness', registration);
  expect(created.status).toBe(201);
  // Registration mails no code: the verify screen asks for it, as this does.
  expect((await post('/resendOTP', { email })).status).toBe(200);
  const code = await codeMailedTo(email, /verification code/i, since);
  const verification: CallBody<'POST /emailVerification'> = { email, token: code };
  expect((await post('/emailVerification', verification)).status).toBe(200);
  return { email, password };
}
