import { request } from 'node:http';
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

/**
 * Registrations are limited per address (10 an hour, api/src/domain/limits.ts), and one browser-test
 * worker's server registers more businesses than that: each comes from an address of its own on
 * 127.0.0.0/8 (all of it reaches this machine), as owners register from their own phones.
 */
const ownAddress = () => `127.${(process.pid % 250) + 1}.${Math.floor(counter / 250) % 250}.${(counter % 250) + 2}`;

/** POSTs JSON from `localAddress`: its status. */
function postJson(url: string, body: unknown, localAddress: string): Promise<{ status: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** A business registered and verified through the API (for tests about what comes after). */
export async function registerVerifiedBusiness(
  baseUrl: string,
  password = 'Abuja2026pass',
  businessName = 'Suya Spot',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('owner');
  const since = Date.now();
  const from = ownAddress();
  const post = (path: string, body: unknown) => postJson(`${baseUrl}/api${path}`, body, from);
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
