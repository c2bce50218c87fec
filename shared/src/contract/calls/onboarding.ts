import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { REGISTRATION_STAGES, type BusinessType } from '../enums';
import { ALL_FIELDS_REQUIRED } from '../messages';
import { StringOf } from '../schemas/common';
import { Bank } from '../schemas/business';
import { UserRoleSchema } from '../schemas/staff';

// Registration (portal spec §2 and §7): stages 1–2 create the business, stage 3 its payout account.

export const onboardBusiness = defineCall({
  method: 'POST',
  path: '/onboardBusiness',
  summary:
    'Registration stages 1–2: the business, its first outlet and its unverified owner. No code is mailed yet: ' +
    'the verify screen asks for it (POST /resendOtp) after stage 3, and its 10 minutes start then',
  access: 'public',
  body: Type.Object({
    business_name: Type.String(),
    business_email: Type.String(),
    business_contract_person: Type.String(),
    business_address: Type.String(),
    business_phone_number: Type.String(),
    password: Type.String(),
    confirm_password: Type.String(),
    // Checked in code so a wrong value gets its own message.
    business_type: StringOf<BusinessType>('Restaurant, Hotel & Lodgings or Bar & Lounge'),
    /** data: URL of the logo (PNG, JPEG or WebP, at most 2 MB). */
    business_logo: Type.String(),
    /** The spec's second copy of the same image; only business_logo is kept, so clients may leave it out. */
    business_document: Type.Optional(Type.String()),
    cac_number: Type.String(),
    country: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    pin: Type.String(),
    personal_address: Type.String(),
    city: Type.String(),
    state: Type.String(),
  }),
  response: {
    201: Envelope(
      Type.Object({
        id: Type.String(),
        user_id: Type.String(),
        business_id: Type.String(),
        user_role: UserRoleSchema,
        email_verified: Type.Boolean(),
        email: Type.String(),
        /** Proves stage 3 comes from whoever did stages 1–2; valid 1 hour. */
        registration_token: Type.String(),
      }),
    ),
    ...standardErrors,
  },
  invalidMessage: ALL_FIELDS_REQUIRED,
});

export const createAccountDetails = defineCall({
  method: 'POST',
  path: '/createAccountDetails',
  summary: 'Registration stage 3: the payout account, proven by the registration token',
  access: 'public',
  body: Type.Object({
    business_id: Type.String(),
    user_id: Type.String(),
    registration_token: Type.String(),
    account_name: Type.Optional(Type.String()),
    account_number: Type.String(),
    bank_name: Type.String(),
    bank_verification_number: Type.String(),
    country: Type.String(),
  }),
  response: {
    201: Envelope(
      Type.Object({
        business_id: Type.String(),
        user_id: Type.String(),
        account_name: Type.String(),
        account_number: Type.String(),
        bank_name: Type.String(),
        /** The BVN is never shown back: only its last four digits. */
        bvn_last4: Type.String(),
        country: Type.String(),
      }),
    ),
    ...standardErrors,
  },
  invalidMessage: ALL_FIELDS_REQUIRED,
});

export const registrationProgress = defineCall({
  method: 'POST',
  path: '/registrationProgress',
  summary:
    "Where a registration resumes after a reload, from the server's state of the account (proven by the " +
    'registration token): stage 3 with what it may show, the e-mailed code, or done. Never the BVN or account number',
  access: 'public',
  // A POST, so the token stays out of addresses and logs.
  body: Type.Object({ user_id: Type.String(), registration_token: Type.String() }),
  response: {
    200: Envelope(
      Type.Object({
        stage: Type.Union(REGISTRATION_STAGES.map((stage) => Type.Literal(stage))),
        business_id: Type.String(),
        user_id: Type.String(),
        business_name: Type.String(),
        first_name: Type.String(),
        email: Type.String(),
        country: Type.String(),
      }),
    ),
    ...standardErrors,
  },
  invalidMessage: ALL_FIELDS_REQUIRED,
});

export const changeRegistrationEmail = defineCall({
  method: 'POST',
  path: '/changeRegistrationEmail',
  summary:
    'Before the address is verified: moves the new account to another address (a typo at registration), ' +
    'proven by the registration token, and mails the code there. The old address can verify nothing after',
  access: 'public',
  body: Type.Object({ user_id: Type.String(), registration_token: Type.String(), email: Type.String() }),
  response: { 200: Envelope(Type.Object({ email: Type.String() })), ...standardErrors },
  invalidMessage: ALL_FIELDS_REQUIRED,
});

export const getBanks = defineCall({
  method: 'GET',
  path: '/getBanks',
  summary: 'The banks a payout account can be at',
  access: 'public',
  response: { 200: Envelope(Type.Array(Bank)), ...standardErrors },
});
