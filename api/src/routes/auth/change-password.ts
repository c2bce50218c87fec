import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  calls,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_CHANGED,
  PASSWORD_UNCHANGED,
  SETTINGS_PASSWORD_FIELDS_REQUIRED,
} from '@troo/shared/contract';
import { checkNewPassword, replacePassword } from '../../domain/credentials.js';
import { ADDRESS_LIMIT, PASSWORD_GUESSES } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { findUserById, normaliseEmail } from '../../domain/staff.js';
import { attemptSucceeded, beginAttempt, clearAccountThrottles } from '../../domain/throttle.js';
import { BadRequest, TooManyRequests, waitFor } from '../../errors.js';
import { hashSecret, notBefore, verifySecret, WRONG_PASSWORD_MIN_MS } from '../../services/passwords.js';
import { staffOf } from '../../plugins/auth.js';
import { callRoute } from '../call-route.js';

/**
 * Settings' Reset Password, signed in: the current password proves it is the account's owner and
 * not whoever holds an unlocked phone; a wrong one counts as a sign-in guess. The session in use
 * stays; every other session of the user ends.
 */
export const changePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(
    app,
    calls.changePassword,
    async (request) => {
      const { current_password: current, password, confirm_password: confirmation } = request.body;
      if (!current || !password || !confirmation) throw new BadRequest(SETTINGS_PASSWORD_FIELDS_REQUIRED);
      checkNewPassword(password, confirmation);
      if (password === current) throw new BadRequest(PASSWORD_UNCHANGED);

      const staff = staffOf(request);
      const user = await findUserById(app.db, staff.userId);
      const attempt = await beginAttempt(app.db, app.config.tokenSecret, PASSWORD_GUESSES, {
        account: normaliseEmail(user!.email),
        requester: request.ip,
      });
      if (attempt.throttled)
        throw new TooManyRequests(`Too many wrong passwords. Try again ${waitFor(attempt.retryAfterSeconds)}.`, attempt.retryAfterSeconds);
      const checkStarted = performance.now();
      if (!(await verifySecret(user!.passwordHash, current))) {
        await notBefore(checkStarted, WRONG_PASSWORD_MIN_MS);
        throw new BadRequest(CURRENT_PASSWORD_WRONG);
      }
      await attemptSucceeded(app.db, attempt);

      const passwordHash = await hashSecret(password);
      await app.db.transaction((tx) => replacePassword(tx, { userId: user!.id, passwordHash, keepSessionId: staff.sessionId }));
      await clearAccountThrottles(app.db, app.config.tokenSecret, PASSWORD_GUESSES, user!.email);
      return ok(null, PASSWORD_CHANGED);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );
};
