import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { checkAccountDetails, saveAccountDetails, ACCOUNT_NOT_FOUND } from '../../domain/account-details.js';
import { isUuid } from '../../domain/businesses.js';
import { ALL_FIELDS_REQUIRED } from '../../domain/input.js';
import { ADDRESS_LIMIT } from '../../domain/limits.js';
import { checkOnboarding, EMAIL_TAKEN, onboardBusiness } from '../../domain/onboarding.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail } from '../../domain/staff.js';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { verificationCodeMail } from '../../mail/templates.js';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../../services/images.js';
import { issueRegistrationToken, readRegistrationToken } from '../../services/registration-tokens.js';

/**
 * The spec's clients send the logo twice (business_logo and business_document carry the same image;
 * ours sends it once), so the body may hold two base64 copies of a 2 MB image plus the text fields.
 */
const ONBOARDING_BODY_LIMIT = 2 * Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 256 * 1024;

const OnboardBusinessBody = Type.Object({
  business_name: Type.String(),
  business_email: Type.String(),
  business_contract_person: Type.String(),
  business_address: Type.String(),
  business_phone_number: Type.String(),
  password: Type.String(),
  confirm_password: Type.String(),
  business_type: Type.String(),
  business_logo: Type.String(),
  // The same image as business_logo; only the logo is kept.
  business_document: Type.Optional(Type.String()),
  cac_number: Type.String(),
  country: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  pin: Type.String(),
  personal_address: Type.String(),
  city: Type.String(),
  state: Type.String(),
});

const AccountDetailsBody = Type.Object({
  business_id: Type.String(),
  user_id: Type.String(),
  registration_token: Type.String(),
  account_name: Type.Optional(Type.String()),
  account_number: Type.String(),
  bank_name: Type.String(),
  bank_verification_number: Type.String(),
  country: Type.String(),
});

export const REGISTRATION_EXPIRED = 'Your registration session has expired. Log in to continue setting up your account.';

/** Registration: stages 1–2 create the business and its owner; stage 3 adds the payout account. */
export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/onboardBusiness',
    {
      bodyLimit: ONBOARDING_BODY_LIMIT,
      schema: { body: OnboardBusinessBody },
      config: { validationMessage: ALL_FIELDS_REQUIRED, tooLargeMessage: IMAGE_TOO_LARGE, rateLimit: ADDRESS_LIMIT },
    },
    async (request, reply) => {
      const input = checkOnboarding(request.body);
      // The friendly answer; onboardBusiness still catches the race and removed accounts' addresses.
      if (await findUserByEmail(app.db, input.business_email)) throw new Conflict(EMAIL_TAKEN);
      const created = await onboardBusiness(app.db, input, app.config.tokenSecret);
      await deliverQuietly(app.mailer, request.log, verificationCodeMail(created.email, created.firstName, created.verificationCode));
      reply.status(201);
      return ok(
        {
          id: created.userId,
          user_id: created.userId,
          business_id: created.businessId,
          user_role: 'admin' as const,
          email_verified: false,
          email: created.email,
          registration_token: issueRegistrationToken(created.userId, app.config.tokenSecret),
        },
        'User created successfully',
      );
    },
  );

  app.post(
    '/createAccountDetails',
    { schema: { body: AccountDetailsBody }, config: { validationMessage: ALL_FIELDS_REQUIRED, rateLimit: ADDRESS_LIMIT } },
    async (request, reply) => {
      const { business_id: businessId, user_id: userId, registration_token: token } = request.body;
      if (!businessId.trim() || !userId.trim() || !token.trim()) throw new BadRequest(ALL_FIELDS_REQUIRED);
      const input = checkAccountDetails(request.body);
      if (readRegistrationToken(token.trim(), app.config.tokenSecret) !== userId) throw new Unauthorized(REGISTRATION_EXPIRED);
      if (!isUuid(businessId) || !isUuid(userId)) throw new NotFound(ACCOUNT_NOT_FOUND);
      const saved = await saveAccountDetails(app.db, { businessId, userId, input, secret: app.config.tokenSecret });
      reply.status(201);
      return ok(
        {
          business_id: saved.businessId,
          user_id: saved.userId,
          account_name: saved.accountName,
          account_number: saved.accountNumber,
          bank_name: saved.bankName,
          bvn_last4: saved.bvnLast4,
          country: saved.country,
        },
        'Account details saved successfully',
      );
    },
  );
};
