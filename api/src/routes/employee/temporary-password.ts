import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls, EMPLOYEE_PASSWORD_RESET, RESET_FIELDS_REQUIRED, TEMP_PASSWORD_SENT } from '@troo/shared/contract';
import { scopedTo } from '../../data/index.js';
import { checkNewPassword, replacePassword } from '../../domain/credentials.js';
import { emailOf } from '../../domain/input.js';
import { ADDRESS_LIMIT, PASSWORD_GUESSES, TEMP_PASSWORD_MAILS } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail, normaliseEmail } from '../../domain/staff.js';
import { issueTemporaryPassword, temporaryPasswordIsLive } from '../../domain/temporary-passwords.js';
import { attemptSucceeded, beginAttempt, clearAccountThrottles, overAllowance } from '../../domain/throttle.js';
import { BadRequest, TooManyRequests, waitFor } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { temporaryPasswordMail } from '../../mail/templates.js';
import { decoyHash, hashSecret, notBefore, verifySecret, WRONG_PASSWORD_MIN_MS } from '../../services/passwords.js';
import { callRoute } from '../call-route.js';
import { portalLoginUrl } from '../../portal-links.js';

export const TEMP_PASSWORD_WRONG = 'The temporary password is not correct.';
export const TEMP_PASSWORD_EXPIRED = 'This temporary password has expired. Request a new one.';
export const TEMP_PASSWORDS_TODAY = 'Too many temporary passwords have been asked for.';

/** An employee's first sign-in: a temporary password by e-mail, then a password of their own. */
export const temporaryPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The password goes only to the employee's mailbox, never into the answer. The answer, and the
  // work before it, are the same whether or not the address is an employee's: the lookup, the
  // hashing and the mail happen after it has gone. Each address, and each employee address, may
  // ask a few times a day (counted alike for addresses that are nobody's).
  callRoute(
    app,
    calls.getEmployeeTempPassword,
    async (request) => {
      const email = emailOf(request.body);
      const { windowMinutes, perAddressPerDay, perEmployeePerDay } = TEMP_PASSWORD_MAILS;
      const allowance = await overAllowance(app.db, app.config.tokenSecret, [
        { name: 'temporary-password-mail:address', value: request.ip, max: perAddressPerDay, windowMinutes },
        { name: 'temporary-password-mail:employee', value: normaliseEmail(email), max: perEmployeePerDay, windowMinutes },
      ]);
      if (allowance.over)
        throw new TooManyRequests(
          `${TEMP_PASSWORDS_TODAY} Try again ${waitFor(allowance.retryAfterSeconds)}.`,
          allowance.retryAfterSeconds,
        );

      app.background.run('temporary password mail', async () => {
        const user = await findUserByEmail(app.db, email);
        if (user?.role !== 'employee') return;
        const password = await issueTemporaryPassword(app.db, user.id);
        if (!password) return;
        const businessName = await scopedTo(app.db, user.businessId).business.name();
        const loginUrl = portalLoginUrl(app.config.publicUrl);
        await deliverQuietly(
          app.mailer,
          request.log,
          temporaryPasswordMail(user.email, user.firstName, businessName ?? 'Your business', password, loginUrl),
        );
      });
      return ok(null, TEMP_PASSWORD_SENT);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );

  callRoute(
    app,
    calls.updateEmployeePassword,
    async (request) => {
      const { email, temp_password: tempPassword, password, confirm_password: confirmation } = request.body;
      if (!email.trim() || !tempPassword || !password || !confirmation) throw new BadRequest(RESET_FIELDS_REQUIRED);
      checkNewPassword(password, confirmation);
      if (password === tempPassword) throw new BadRequest('Choose a new password, not the temporary one.');

      // A guess at the temporary password is a password guess: throttled with sign-in's counters.
      const attempt = await beginAttempt(app.db, app.config.tokenSecret, PASSWORD_GUESSES, {
        account: normaliseEmail(email),
        requester: request.ip,
      });
      if (attempt.throttled)
        throw new TooManyRequests(`Too many wrong passwords. Try again ${waitFor(attempt.retryAfterSeconds)}.`, attempt.retryAfterSeconds);
      const checkStarted = performance.now();
      const user = await findUserByEmail(app.db, email);
      // Verify against a decoy when there is nothing to verify, so every answer takes as long.
      const decoy = await decoyHash();
      const matches = await verifySecret(user?.tempPasswordHash ?? decoy, tempPassword);
      if (!user?.tempPasswordHash || !matches) {
        await notBefore(checkStarted, WRONG_PASSWORD_MIN_MS);
        throw new BadRequest(TEMP_PASSWORD_WRONG);
      }
      await attemptSucceeded(app.db, attempt);
      if (!temporaryPasswordIsLive(user)) throw new BadRequest(TEMP_PASSWORD_EXPIRED);

      const passwordHash = await hashSecret(password);
      // Having read the mailed password proves the address, so it counts as verified.
      await app.db.transaction((tx) => replacePassword(tx, { userId: user.id, passwordHash, markEmailVerified: true }));
      await clearAccountThrottles(app.db, app.config.tokenSecret, PASSWORD_GUESSES, user.email);
      return ok(null, EMPLOYEE_PASSWORD_RESET);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );
};
