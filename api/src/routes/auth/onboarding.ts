import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ALL_FIELDS_REQUIRED,
  calls,
  CODE_SENT_TO_NEW_EMAIL,
  EMAIL_TAKEN,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  REGISTRATION_EXPIRED,
  USER_CREATED,
} from '@troo/shared/contract';
import { checkAccountDetails, saveAccountDetails, ACCOUNT_NOT_FOUND } from '../../domain/account-details.js';
import { scopeOf } from '../../data/scope.js';
import { isUuid } from '../../domain/businesses.js';
import { refuseEarlyCodeRequest } from '../../domain/code-requests.js';
import { emailOf } from '../../domain/input.js';
import { ADDRESS_LIMIT, REGISTRATION_LIMIT } from '../../domain/limits.js';
import { checkOnboarding, onboardBusiness } from '../../domain/onboarding.js';
import { moveUnverifiedAccount } from '../../domain/registration-email.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail, registrationProgress } from '../../domain/staff.js';
import { BadRequest, Conflict, NotFound, Unauthorized } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { verificationCodeMail } from '../../mail/templates.js';
import { callRoute } from '../call-route.js';
import { issueRegistrationToken, readRegistrationToken } from '../../services/registration-tokens.js';

/**
 * The spec's clients send the logo twice (business_logo and business_document carry the same image;
 * ours sends it once), so the body may hold two base64 copies of a 2 MB image plus the text fields.
 */
const ONBOARDING_BODY_LIMIT = 2 * Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 256 * 1024;

/** Registration: stages 1–2 create the business and its owner; stage 3 adds the payout account. */
export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(
    app,
    calls.onboardBusiness,
    async (request) => {
      const input = checkOnboarding(request.body);
      // The friendly answer; onboardBusiness still catches the race and removed accounts' addresses.
      if (await findUserByEmail(app.db, input.business_email)) throw new Conflict(EMAIL_TAKEN);
      // No code is mailed yet: the verify screen asks for it after stage 3, when its 10 minutes start.
      const created = await onboardBusiness(app.db, input);
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
        USER_CREATED,
      );
    },
    {
      bodyLimit: ONBOARDING_BODY_LIMIT,
      // Registration is the one call that says an e-mail is taken (the spec's flow needs it), so
      // one address may try only a few an hour.
      config: { tooLargeMessage: IMAGE_TOO_LARGE, rateLimit: REGISTRATION_LIMIT },
    },
  );

  callRoute(
    app,
    calls.createAccountDetails,
    async (request) => {
      const { business_id: businessId, user_id: userId, registration_token: token } = request.body;
      if (!businessId.trim() || !userId.trim() || !token.trim()) throw new BadRequest(ALL_FIELDS_REQUIRED);
      const input = checkAccountDetails(request.body);
      if (readRegistrationToken(token.trim(), app.config.tokenSecret) !== userId) throw new Unauthorized(REGISTRATION_EXPIRED);
      if (!isUuid(businessId) || !isUuid(userId)) throw new NotFound(ACCOUNT_NOT_FOUND);
      const saved = await saveAccountDetails(scopeOf(app.db, businessId), { userId, input, secret: app.config.tokenSecret });
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
    { config: { rateLimit: ADDRESS_LIMIT } },
  );

  callRoute(
    app,
    calls.registrationProgress,
    async (request) => {
      const { user_id: userId, registration_token: token } = request.body;
      if (!userId.trim() || !token.trim()) throw new BadRequest(ALL_FIELDS_REQUIRED);
      if (readRegistrationToken(token.trim(), app.config.tokenSecret) !== userId) throw new Unauthorized(REGISTRATION_EXPIRED);
      const progress = isUuid(userId) ? await registrationProgress(app.db, userId) : null;
      if (!progress) throw new NotFound(ACCOUNT_NOT_FOUND);
      return ok(progress, 'Registration progress');
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );

  callRoute(
    app,
    calls.changeRegistrationEmail,
    async (request) => {
      const { user_id: userId, registration_token: token } = request.body;
      if (!userId.trim() || !token.trim() || !request.body.email.trim()) throw new BadRequest(ALL_FIELDS_REQUIRED);
      if (readRegistrationToken(token.trim(), app.config.tokenSecret) !== userId) throw new Unauthorized(REGISTRATION_EXPIRED);
      const email = emailOf(request.body);
      // The friendly answer before the wait for a code; moveUnverifiedAccount still catches the race.
      const holder = await findUserByEmail(app.db, email);
      if (holder && holder.id !== userId) throw new Conflict(EMAIL_TAKEN);
      await refuseEarlyCodeRequest(app.db, app.config.tokenSecret, 'email_verification', email);
      const moved = await moveUnverifiedAccount(app.db, { userId, email, secret: app.config.tokenSecret });
      await deliverQuietly(app.mailer, request.log, verificationCodeMail(moved.email, moved.firstName, moved.code));
      return ok({ email: moved.email }, CODE_SENT_TO_NEW_EMAIL);
    },
    // It says whether an address is taken, as registration does, so it shares registration's hourly allowance.
    { config: { rateLimit: REGISTRATION_LIMIT } },
  );
};
