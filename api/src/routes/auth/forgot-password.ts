import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls, CODE_NOT_SIX_DIGITS, PASSWORD_RESET, RESET_FIELDS_REQUIRED, RESET_TOKEN_SENT } from '@troo/shared/contract';
import { refuseEarlyCodeRequest } from '../../domain/code-requests.js';
import { checkCode, issueCodeIfDue, spendCode } from '../../domain/codes.js';
import { checkNewPassword, replacePassword } from '../../domain/credentials.js';
import { emailOf, sixDigitCode } from '../../domain/input.js';
import { ADDRESS_LIMIT, PASSWORD_GUESSES } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail, normaliseEmail } from '../../domain/staff.js';
import { clearAccountThrottles } from '../../domain/throttle.js';
import { BadRequest } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { passwordResetMail } from '../../mail/templates.js';
import { hashSecret } from '../../services/passwords.js';
import { callRoute } from '../call-route.js';

/** Forgot password: a code by e-mail, then a new password with it. */
export const forgotPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The same answer, after the same work, whether or not the address has an account: the lookup
  // and the mail happen after the answer has gone.
  callRoute(
    app,
    calls.requestForgotPassword,
    async (request) => {
      const email = emailOf(request.body);
      await refuseEarlyCodeRequest(app.db, app.config.tokenSecret, 'password_reset', email);
      app.background.run('password reset mail', async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user) return;
        const code = await issueCodeIfDue(app.db, { userId: user.id, purpose: 'password_reset', secret: app.config.tokenSecret });
        if (code) await deliverQuietly(app.mailer, request.log, passwordResetMail(user.email, user.firstName, code));
      });
      return ok(null, RESET_TOKEN_SENT);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );

  callRoute(
    app,
    calls.resetForgotPassword,
    async (request) => {
      const { email, token, password, confirm_password: confirmation } = request.body;
      if (!email.trim() || token === '' || !password || !confirmation) throw new BadRequest(RESET_FIELDS_REQUIRED);
      checkNewPassword(password, confirmation);
      const code = sixDigitCode(token);
      if (!code) throw new BadRequest(CODE_NOT_SIX_DIGITS);
      const { codeId, userId } = await checkCode(app.db, {
        email,
        purpose: 'password_reset',
        code,
        secret: app.config.tokenSecret,
        requester: request.ip,
      });
      const passwordHash = await hashSecret(password);
      await app.db.transaction(async (tx) => {
        await spendCode(tx, codeId);
        await replacePassword(tx, { userId, passwordHash });
      });
      // The owner proved who they are: sign-in throttles on the account start afresh.
      await clearAccountThrottles(app.db, app.config.tokenSecret, PASSWORD_GUESSES, normaliseEmail(email));
      return ok(null, PASSWORD_RESET);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );
};
