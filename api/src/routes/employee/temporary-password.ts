import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { businesses } from '../../db/schema.js';
import { checkNewPassword, replacePassword } from '../../domain/credentials.js';
import { INVALID_EMAIL } from '../../domain/input.js';
import { ADDRESS_LIMIT } from '../../domain/limits.js';
import { ok } from '../../domain/responses.js';
import { findUserByEmail } from '../../domain/staff.js';
import { issueTemporaryPassword, temporaryPasswordIsLive } from '../../domain/temporary-passwords.js';
import { BadRequest } from '../../errors.js';
import { deliverQuietly } from '../../mail/deliver.js';
import { temporaryPasswordMail } from '../../mail/templates.js';
import { decoyHash, hashSecret, verifySecret } from '../../services/passwords.js';
import { EmailBody, emailOf } from '../auth/email-body.js';

const ALL_FIELDS = 'All fields are required!';
export const TEMP_PASSWORD_SENT = 'A temporary password has been sent to your email';
export const TEMP_PASSWORD_WRONG = 'The temporary password is not correct.';
export const TEMP_PASSWORD_EXPIRED = 'This temporary password has expired. Request a new one.';

const UpdatePasswordBody = Type.Object({
  email: Type.String(),
  temp_password: Type.String(),
  password: Type.String(),
  confirm_password: Type.String(),
});

/** An employee's first sign-in: a temporary password by e-mail, then a password of their own. */
export const temporaryPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The password goes only to the employee's mailbox, never into the answer; the answer is the
  // same whether or not the address is an employee's.
  app.post(
    '/employee/getEmployeeTempPassword',
    { schema: { body: EmailBody }, config: { validationMessage: INVALID_EMAIL, rateLimit: ADDRESS_LIMIT } },
    async (request) => {
      const user = await findUserByEmail(app.db, emailOf(request.body));
      if (user?.role === 'employee') {
        const password = await issueTemporaryPassword(app.db, user.id);
        if (password) {
          const [business] = await app.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, user.businessId));
          const loginUrl = `${app.config.publicUrl}/demo/login/troo-portal`;
          await deliverQuietly(app.mailer, request.log, temporaryPasswordMail(user.email, user.firstName, business?.name ?? 'Your business', password, loginUrl));
        }
      }
      return ok(null, TEMP_PASSWORD_SENT);
    },
  );

  app.post(
    '/employee/updateEmployeePassword',
    { schema: { body: UpdatePasswordBody }, config: { validationMessage: ALL_FIELDS, rateLimit: ADDRESS_LIMIT } },
    async (request) => {
      const { email, temp_password: tempPassword, password, confirm_password: confirmation } = request.body;
      if (!email.trim() || !tempPassword || !password || !confirmation) throw new BadRequest(ALL_FIELDS);
      checkNewPassword(password, confirmation);
      if (password === tempPassword) throw new BadRequest('Choose a new password, not the temporary one.');

      const user = await findUserByEmail(app.db, email);
      // Verify against a decoy when there is nothing to verify, so every answer takes as long.
      const matches = await verifySecret(user?.tempPasswordHash ?? (await decoyHash()), tempPassword);
      if (!user?.tempPasswordHash || !matches) throw new BadRequest(TEMP_PASSWORD_WRONG);
      if (!temporaryPasswordIsLive(user)) throw new BadRequest(TEMP_PASSWORD_EXPIRED);

      const passwordHash = await hashSecret(password);
      // Having read the mailed password proves the address, so it counts as verified.
      await app.db.transaction((tx) => replacePassword(tx, { userId: user.id, passwordHash, markEmailVerified: true }));
      return ok(null, 'Your password has been reset successfully');
    },
  );
};
