import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { users } from '../../db/schema.js';
import { BadRequest, Forbidden, TooManyRequests, Unauthorized } from '../../errors.js';
import { ACCOUNT_LOCK_MINUTES, ACCOUNT_MAX_FAILED_LOGINS, ADDRESS_LIMIT } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { openSession, revokeSession } from '../../domain/sessions.js';
import { findUserByEmail, hasAccountDetails, userData } from '../../domain/staff.js';
import { temporaryPasswordIsLive } from '../../domain/temporary-passwords.js';
import { decoyHash, verifySecret } from '../../services/passwords.js';
import { issueRegistrationToken } from '../../services/registration-tokens.js';
import { staffOf } from '../../plugins/auth.js';

const ALL_FIELDS = 'All Fields are required...';
const WRONG_CREDENTIALS = 'Invalid email or password';

const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    { schema: { body: LoginBody }, config: { validationMessage: ALL_FIELDS, rateLimit: ADDRESS_LIMIT } },
    async (request) => {
      const { email, password } = request.body;
      if (!email.trim()) throw new BadRequest(ALL_FIELDS);
      const user = await findUserByEmail(app.db, email);

      if (user?.lockedUntil && user.lockedUntil > new Date()) {
        const minutes = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000);
        throw new TooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }

      const matchesPassword = await verifySecret(user?.passwordHash ?? (await decoyHash()), password);
      const matchesTemporary = !matchesPassword && user && temporaryPasswordIsLive(user) ? await verifySecret(user.tempPasswordHash!, password) : false;
      if (!user || (!matchesPassword && !matchesTemporary)) {
        if (user) {
          const failures = user.failedLoginCount + 1;
          await app.db
            .update(users)
            .set({
              failedLoginCount: failures >= ACCOUNT_MAX_FAILED_LOGINS ? 0 : failures,
              lockedUntil: failures >= ACCOUNT_MAX_FAILED_LOGINS ? new Date(Date.now() + ACCOUNT_LOCK_MINUTES * 60_000) : user.lockedUntil,
            })
            .where(eq(users.id, user.id));
        }
        throw new Unauthorized(WRONG_CREDENTIALS);
      }

      if (!user.emailVerified) {
        throw new Forbidden('Account details not verified', {
          data: {
            has_account: await hasAccountDetails(app.db, user.businessId),
            business: user.businessId,
            user_id: user.id,
            email: user.email,
            // Lets an owner who stopped before stage 3 (bank details) finish it without a session.
            registration_token: issueRegistrationToken(user.id, app.config.tokenSecret),
          },
        });
      }

      await app.db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
      const token = await openSession(app.db, {
        userId: user.id,
        businessId: user.businessId,
        ttlHours: app.config.tokenTtlHours,
        secret: app.config.tokenSecret,
      });
      return ok(await userData(app.db, user.id, token), 'Login successful');
    },
  );

  app.post('/logout', { preHandler: app.requireStaff }, async (request) => {
    await revokeSession(app.db, staffOf(request).sessionId);
    return ok(null, 'Logged out');
  });

  app.get('/userDetails', { preHandler: app.requireStaff }, async (request) => {
    const token = (request.headers.authorization ?? '').slice(7).trim();
    return ok(await userData(app.db, staffOf(request).userId, token));
  });
};

