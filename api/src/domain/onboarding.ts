import { randomUUID } from 'node:crypto';
import {
  ALL_FIELDS_REQUIRED,
  BUSINESS_TYPES,
  EMAIL_TAKEN,
  INVALID_EMAIL,
  INVALID_PHONE,
  isAcceptablePassword,
  isEmailAddress,
  isPhoneNumber,
  isPin,
  MAX_PASSWORD_LENGTH,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  PIN_LENGTH,
  tooLongMessage,
  type BusinessType,
  type CallBody,
} from '@troo/shared/contract';
import type { Database } from '../db/client.js';
import { branches, businesses, users } from '../db/schema.js';
import { BadRequest, Conflict } from '../errors.js';
import { decodeImage, reencodeImage, storeImage, type ImageType } from '../services/images.js';
import { hashSecret } from '../services/passwords.js';
import { newBusinessIdentifier } from './business-identifier.js';
import { normaliseEmail } from './staff.js';
import { isUniqueViolation } from './unique-violation.js';

/** The text fields of registration stages 1–2, with how they are named in messages and their limits. */
const TEXT_FIELDS = {
  business_name: { label: 'Business name', max: 120 },
  business_email: { label: 'Business email', max: 254 },
  business_contract_person: { label: 'Contact person', max: 120 },
  business_address: { label: 'Business address', max: 300 },
  business_phone_number: { label: 'Phone number', max: 20 },
  cac_number: { label: 'CAC number', max: 30 },
  country: { label: 'Country', max: 60 },
  first_name: { label: 'First name', max: 60 },
  last_name: { label: 'Last name', max: 60 },
  personal_address: { label: 'Home address', max: 300 },
  city: { label: 'City', max: 80 },
  state: { label: 'State', max: 80 },
} as const;

type TextField = keyof typeof TEXT_FIELDS;

type OnboardingBody = CallBody<'POST /onboardBusiness'>;

export interface OnboardingInput extends Record<TextField, string> {
  password: string;
  pin: string;
  businessType: BusinessType;
  logo: { bytes: Buffer; contentType: ImageType };
}

/** Registration stages 1–2, checked in the order the spec lists them; throws the first problem. */
export function checkOnboarding(body: OnboardingBody): OnboardingInput {
  const text = {} as Record<TextField, string>;
  for (const field of Object.keys(TEXT_FIELDS) as TextField[]) text[field] = body[field].trim();
  const required = [...Object.values(text), body.password, body.confirm_password, body.pin, body.business_type, body.business_logo];
  if (required.some((value) => value.trim() === '')) throw new BadRequest(ALL_FIELDS_REQUIRED);

  if (!isEmailAddress(text.business_email)) throw new BadRequest(INVALID_EMAIL);
  if (!isAcceptablePassword(body.password)) throw new BadRequest(PASSWORD_RULE);
  if (body.password.length > MAX_PASSWORD_LENGTH) throw new BadRequest(tooLongMessage('Password', MAX_PASSWORD_LENGTH));
  if (body.confirm_password !== body.password) throw new BadRequest(PASSWORDS_DIFFER);
  if (!isPin(body.pin)) throw new BadRequest(PIN_LENGTH);
  const businessType = BUSINESS_TYPES.find((type) => type === body.business_type);
  if (!businessType) throw new BadRequest(`Business type must be one of: ${BUSINESS_TYPES.join(', ')}.`);
  for (const field of Object.keys(TEXT_FIELDS) as TextField[]) {
    const { label, max } = TEXT_FIELDS[field];
    if (text[field].length > max) throw new BadRequest(tooLongMessage(label, max));
  }
  if (!isPhoneNumber(text.business_phone_number)) throw new BadRequest(INVALID_PHONE);
  const logo = decodeImage(body.business_logo);
  return { ...text, business_email: normaliseEmail(text.business_email), password: body.password, pin: body.pin, businessType, logo };
}

export interface OnboardedBusiness {
  businessId: string;
  userId: string;
  email: string;
  firstName: string;
}

/**
 * Creates the business, its first outlet (named after it), its unverified owner and its logo in
 * one transaction. A taken e-mail is a 409. No verification code yet: its ten minutes start when
 * the owner reaches the verify screen, after stage 3 (POST /resendOtp).
 */
export async function onboardBusiness(db: Database, input: OnboardingInput): Promise<OnboardedBusiness> {
  // Slow work first, so the transaction stays short: the hashes, and the logo re-encoded as every
  // stored picture is (never served as uploaded; one that does not decode is refused here).
  const [passwordHash, pinHash, logo] = await Promise.all([
    hashSecret(input.password),
    hashSecret(input.pin),
    reencodeImage(input.logo.bytes),
  ]);
  try {
    return await db.transaction(async (tx) => {
      const businessId = randomUUID();
      const logoImageId = await storeImage(tx, logo, businessId);
      await tx.insert(businesses).values({
        id: businessId,
        uniqueIdentifier: newBusinessIdentifier(input.business_name),
        name: input.business_name,
        email: input.business_email,
        contactPerson: input.business_contract_person,
        address: input.business_address,
        phone: input.business_phone_number,
        cacNumber: input.cac_number,
        pinHash,
        businessType: input.businessType,
        logoImageId,
        country: input.country,
      });
      await tx.insert(branches).values({ businessId, name: input.business_name, address: input.business_address });
      const [owner] = await tx
        .insert(users)
        .values({
          businessId,
          email: input.business_email,
          passwordHash,
          role: 'admin',
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.business_phone_number,
          personalAddress: input.personal_address,
          city: input.city,
          state: input.state,
          country: input.country,
          emailVerified: false,
        })
        .returning({ id: users.id });
      return { businessId, userId: owner!.id, email: input.business_email, firstName: input.first_name };
    });
  } catch (error) {
    // Two registrations with one address at once, or an address a removed account still holds.
    if (isUniqueViolation(error, 'users_email_key')) throw new Conflict(EMAIL_TAKEN);
    throw error;
  }
}
