import { and, eq } from 'drizzle-orm';
import { EMAIL_ALREADY_VERIFIED, EMAIL_TAKEN, REGISTRATION_EXPIRED } from '@troo/shared/contract';
import type { Database } from '../db/client.js';
import { businesses, users } from '../db/schema.js';
import { Conflict, TooManyRequests, Unauthorized } from '../errors.js';
import { waitBeforeAnotherCode } from './code-requests.js';
import { issueCode, mayIssueCode } from './codes.js';
import { normaliseEmail } from './staff.js';
import { isUniqueViolation } from './unique-violation.js';

/**
 * Moves an account whose address is not verified yet to another one (a typo at registration) and
 * answers the code to mail there. One transaction on the locked user row: the new code ends the
 * one sent to the old address, so that address can verify nothing; the business follows when it
 * was registered under the same address. Only the hourly cap on codes applies: the new address
 * has had none.
 */
export async function moveUnverifiedAccount(
  db: Database,
  o: { userId: string; email: string; secret: string },
): Promise<{ email: string; firstName: string; code: string }> {
  const email = normaliseEmail(o.email);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, o.userId)).for('update');
      if (!user || user.removedAt) throw new Unauthorized(REGISTRATION_EXPIRED);
      if (user.emailVerified) throw new Conflict(EMAIL_ALREADY_VERIFIED);
      if (!(await mayIssueCode(tx, user.id, 'email_verification', { spaced: false }))) {
        throw new TooManyRequests(waitBeforeAnotherCode(3600), 3600);
      }
      await tx.update(users).set({ email }).where(eq(users.id, user.id));
      await tx
        .update(businesses)
        .set({ email })
        .where(and(eq(businesses.id, user.businessId), eq(businesses.email, user.email)));
      const code = await issueCode(tx, { userId: user.id, purpose: 'email_verification', secret: o.secret });
      return { email, firstName: user.firstName, code };
    });
  } catch (error) {
    // The address is another account's (live or removed), or became one's a moment ago.
    if (isUniqueViolation(error, 'users_email_key')) throw new Conflict(EMAIL_TAKEN);
    throw error;
  }
}
