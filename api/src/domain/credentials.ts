import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { BadRequest } from '../errors.js';
import { isAcceptablePassword, MAX_PASSWORD_LENGTH, PASSWORD_RULE, PASSWORDS_DIFFER, tooLongMessage } from '@troo/shared/contract';
import { revokeAllSessions, revokeOtherSessions } from './sessions.js';

/** A new password and its confirmation: equal first (the spec's order), then the password rule. */
export function checkNewPassword(password: string, confirmation: string): void {
  if (password !== confirmation) throw new BadRequest(PASSWORDS_DIFFER);
  if (!isAcceptablePassword(password)) throw new BadRequest(PASSWORD_RULE);
  if (password.length > MAX_PASSWORD_LENGTH) throw new BadRequest(tooLongMessage('Password', MAX_PASSWORD_LENGTH));
}

/**
 * Puts a new password in place and ends every session of the user (ASVS 7.4): the temporary
 * password goes too. Run it in the transaction that spent the code or checked
 * the temporary password. A signed-in change keeps the session it came from (`keepSessionId`).
 */
export async function replacePassword(
  db: Database,
  o: { userId: string; passwordHash: string; markEmailVerified?: boolean; keepSessionId?: string },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: o.passwordHash,
      passwordChangedAt: new Date(),
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      ...(o.markEmailVerified ? { emailVerified: true } : {}),
    })
    .where(eq(users.id, o.userId));
  if (o.keepSessionId) await revokeOtherSessions(db, o.userId, o.keepSessionId);
  else await revokeAllSessions(db, o.userId);
}
