import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { checkCode, CODE_NOT_CORRECT, issueCodeIfDue, spendCode } from '../../domain/codes.js';
import { checkNewPassword, replacePassword } from '../../domain/credentials.js';
import { INVALID_EMAIL, sixDigitCode } from '../../domain/input.js';
import { ADDRESS_LIMIT } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail } from '../../domain/staff.js';
import { BadRequest } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { passwordResetMail } from '../../mail/templates.js';
import { hashSecret } from '../../services/passwords.js';
import { EmailBody, emailOf } from './email-body.js';

const ALL_FIELDS = 'All fields are required!';

const ResetBody = Type.Object({
  email: Type.String(),
  token: Type.Union([Type.String(), Type.Number()]),
  password: Type.String(),
  confirm_password: Type.String(),
});

/** Forgot password: a code by e-mail, then a new password with it. */
export const forgotPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same answer whether or not the address has an account.
  app.post(
    '/requestForgotPassword',
    { schema: { body: EmailBody }, config: { validationMessage: INVALID_EMAIL, rateLimit: ADDRESS_LIMIT } },
    async (request) => {
      const user = await findUserByEmail(app.db, emailOf(request.body));
      if (user) {
        const code = await issueCodeIfDue(app.db, { userId: user.id, purpose: 'password_reset', secret: app.config.tokenSecret });
        if (code) await deliverQuietly(app.mailer, request.log, passwordResetMail(user.email, user.firstName, code));
      }
      return ok(null, 'Password reset token sent successfully');
    },
  );

  app.post(
    '/resetForgotPassword',
    { schema: { body: ResetBody }, config: { validationMessage: ALL_FIELDS, rateLimit: ADDRESS_LIMIT } },
    async (request) => {
      const { email, token, password, confirm_password: confirmation } = request.body;
      if (!email.trim() || token === '' || !password || !confirmation) throw new BadRequest(ALL_FIELDS);
      checkNewPassword(password, confirmation);
      const code = sixDigitCode(token);
      if (!code) throw new BadRequest('The code must be six digits.');
      const user = await findUserByEmail(app.db, email);
      if (!user) throw new BadRequest(CODE_NOT_CORRECT);
      const codeId = await checkCode(app.db, { userId: user.id, purpose: 'password_reset', code, secret: app.config.tokenSecret });
      const passwordHash = await hashSecret(password);
      await app.db.transaction(async (tx) => {
        await spendCode(tx, codeId);
        await replacePassword(tx, { userId: user.id, passwordHash });
      });
      return ok(null, 'Password reset successfully');
    },
  );
};
