import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls, LOGIN_FIELDS_REQUIRED, LOGIN_SUCCESSFUL } from '@troo/shared/contract';
import { BadRequest, Forbidden, TooManyRequests, Unauthorized, waitFor } from '../../errors.js';
import { ADDRESS_LIMIT, PASSWORD_GUESSES } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { openSession, revokeSession } from '../../domain/sessions.js';
import { findUserByEmail, hasAccountDetails, normaliseEmail, userData } from '../../domain/staff.js';
import { temporaryPasswordIsLive } from '../../domain/temporary-passwords.js';
import { attemptSucceeded, beginAttempt } from '../../domain/throttle.js';
import { decoyHash, notBefore, verifySecret, WRONG_PASSWORD_MIN_MS } from '../../services/passwords.js';
import { issueRegistrationToken } from '../../services/registration-tokens.js';
import { staffOf } from '../../plugins/auth.js';
import { scopeOf } from '../../data/scope.js';
import { callRoute } from '../call-route.js';

const WRONG_CREDENTIALS = 'Invalid email or password';

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(
    app,
    calls.login,
    async (request) => {
      const { email, password } = request.body;
      if (!email.trim()) throw new BadRequest(LOGIN_FIELDS_REQUIRED);

      // Throttled per account and address (PASSWORD_GUESSES), never locked: the owner, from an
      // address that has not been failing, always gets in with the right password.
      const attempt = await beginAttempt(app.db, app.config.tokenSecret, PASSWORD_GUESSES, {
        account: normaliseEmail(email),
        requester: request.ip,
      });
      if (attempt.throttled) {
        throw new TooManyRequests(
          `Too many failed sign-in attempts. Try again ${waitFor(attempt.retryAfterSeconds)}.`,
          attempt.retryAfterSeconds,
        );
      }

      const checkStarted = performance.now();
      const user = await findUserByEmail(app.db, email);
      // Both checks always run, side by side, against a decoy when there is nothing to check: the
      // same work whether the account exists, and whether it has a temporary password.
      const decoy = await decoyHash();
      const temporaryHash = user && temporaryPasswordIsLive(user) ? user.tempPasswordHash! : null;
      const [matchesPassword, matchesTemporary] = await Promise.all([
        verifySecret(user?.passwordHash ?? decoy, password),
        verifySecret(temporaryHash ?? decoy, password),
      ]);
      if (!user || !(matchesPassword || (temporaryHash && matchesTemporary))) {
        await notBefore(checkStarted, WRONG_PASSWORD_MIN_MS);
        throw new Unauthorized(WRONG_CREDENTIALS);
      }
      await attemptSucceeded(app.db, attempt);

      if (!user.emailVerified) {
        throw new Forbidden('Account details not verified', {
          data: {
            has_account: await hasAccountDetails(scopeOf(app.db, user.businessId)),
            business: user.businessId,
            user_id: user.id,
            email: user.email,
            // Lets an owner who stopped before stage 3 (bank details) finish it without a session.
            registration_token: issueRegistrationToken(user.id, app.config.tokenSecret),
          },
        });
      }

      const token = await openSession(scopeOf(app.db, user.businessId), {
        userId: user.id,
        ttlHours: app.config.tokenTtlHours,
        secret: app.config.tokenSecret,
        // Signed in with the temporary password: this session may only set a password.
        temporaryPassword: !matchesPassword,
      });
      return ok(await userData(app.db, user.id, token), LOGIN_SUCCESSFUL);
    },
    { config: { rateLimit: ADDRESS_LIMIT } },
  );

  callRoute(
    app,
    calls.logout,
    async (request) => {
      await revokeSession(app.db, staffOf(request).sessionId);
      return ok(null, 'Logged out');
    },
    { config: { allowTemporarySession: true } },
  );

  callRoute(app, calls.userDetails, async (request) => {
    const token = (request.headers.authorization ?? '').slice(7).trim();
    return ok(await userData(app.db, staffOf(request).userId, token));
  });
};
