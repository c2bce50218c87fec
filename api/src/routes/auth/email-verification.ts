import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALL_FIELDS_REQUIRED, calls, CODE_NOT_SIX_DIGITS, TOKEN_RESENT, USER_VERIFIED } from '@troo/shared/contract';
import { refuseEarlyCodeRequest } from '../../domain/code-requests.js';
import { checkCode, issueCodeIfDue, verifyEmailWithCode } from '../../domain/codes.js';
import { emailOf, sixDigitCode } from '../../domain/input.js';
import { ADDRESS_LIMIT } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail, normaliseEmail } from '../../domain/staff.js';
import { BadRequest } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { verificationCodeMail } from '../../mail/templates.js';
import { callRoute } from '../call-route.js';

export const emailVerificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(
    app,
    calls.emailVerification,
    async (request) => {
      const email = request.body.email.trim();
      if (!email || request.body.token === '') throw new BadRequest(ALL_FIELDS_REQUIRED);
      const code = sixDigitCode(request.body.token);
      if (!code) throw new BadRequest(CODE_NOT_SIX_DIGITS);
      // An unknown address gets the wrong-code answer after the same work: it tells nothing about who has an account.
      const { codeId, userId } = await checkCode(app.db, {
        email,
        purpose: 'email_verification',
        code,
        secret: app.config.tokenSecret,
        requester: request.ip,
      });
      await verifyEmailWithCode(app.db, { codeId, userId });
      return ok({ user_id: userId, email: normaliseEmail(email), email_verified: true as const }, USER_VERIFIED);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );

  // The same answer, after the same work, whatever the address: whether it has an account, or is
  // verified, stays private; a second request within the minute is refused alike, with the wait (the lookup and the mail happen after the answer has gone).
  callRoute(
    app,
    calls.resendOtp,
    async (request) => {
      const email = emailOf(request.body);
      await refuseEarlyCodeRequest(app.db, app.config.tokenSecret, 'email_verification', email);
      app.background.run('verification code mail', async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user || user.emailVerified) return;
        const code = await issueCodeIfDue(app.db, { userId: user.id, purpose: 'email_verification', secret: app.config.tokenSecret });
        if (code) await deliverQuietly(app.mailer, request.log, verificationCodeMail(user.email, user.firstName, code));
      });
      return ok(null, TOKEN_RESENT);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );
};
