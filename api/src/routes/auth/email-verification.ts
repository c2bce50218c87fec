import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { users } from '../../db/schema.js';
import { checkCode, CODE_NOT_CORRECT, issueCodeIfDue, spendCode } from '../../domain/codes.js';
import { ALL_FIELDS_REQUIRED, INVALID_EMAIL, sixDigitCode } from '../../domain/input.js';
import { ADDRESS_LIMIT } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail } from '../../domain/staff.js';
import { BadRequest } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { verificationCodeMail } from '../../mail/templates.js';
import { EmailBody, emailOf } from './email-body.js';

const VerifyBody = Type.Object({
  email: Type.String(),
  // Six boxes of digits; the portal may send them joined as a number.
  token: Type.Union([Type.String(), Type.Number()]),
});

export const emailVerificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/emailVerification',
    { schema: { body: VerifyBody }, config: { validationMessage: ALL_FIELDS_REQUIRED, rateLimit: ADDRESS_LIMIT } },
    async (request) => {
      const email = request.body.email.trim();
      if (!email || request.body.token === '') throw new BadRequest(ALL_FIELDS_REQUIRED);
      const code = sixDigitCode(request.body.token);
      if (!code) throw new BadRequest('The code must be six digits.');
      const user = await findUserByEmail(app.db, email);
      // An unknown address looks like a wrong code: the answer tells nothing about who has an account.
      if (!user) throw new BadRequest(CODE_NOT_CORRECT);
      const codeId = await checkCode(app.db, { userId: user.id, purpose: 'email_verification', code, secret: app.config.tokenSecret });
      await app.db.transaction(async (tx) => {
        await spendCode(tx, codeId);
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      });
      return ok({ user_id: user.id, email: user.email, email_verified: true }, 'User verified successfully');
    },
  );

  // The same answer whatever the address: whether it has an account, or is verified, stays private.
  app.post(
    '/resendOTP',
    { schema: { body: EmailBody }, config: { validationMessage: INVALID_EMAIL, rateLimit: ADDRESS_LIMIT } },
    async (request) => {
      const user = await findUserByEmail(app.db, emailOf(request.body));
      if (user && !user.emailVerified) {
        const code = await issueCodeIfDue(app.db, { userId: user.id, purpose: 'email_verification', secret: app.config.tokenSecret });
        if (code) await deliverQuietly(app.mailer, request.log, verificationCodeMail(user.email, user.firstName, code));
      }
      return ok(null, 'Token has been resent');
    },
  );
};
