import { randomInt } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashSecret } from '../services/passwords.js';

// An employee's temporary password: mailed, never shown in an answer, good for a day (ASVS 6.4:
// initial secrets expire), replaced by the employee's own password at the first chance.

export const TEMP_PASSWORD_LIFETIME_HOURS = 24;
/** One new temporary password per employee a minute at most: no mail floods. */
export const TEMP_PASSWORD_RESEND_SECONDS = 60;
const LENGTH = 12;
// No 0/O, 1/l/I: it is read off an e-mail and typed in by hand.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** Twelve random letters and digits with at least one of each, so it meets the password rule. */
export function generateTemporaryPassword(): string {
  const alphabet = LETTERS + DIGITS;
  for (;;) {
    let password = '';
    for (let i = 0; i < LENGTH; i++) password += alphabet[randomInt(alphabet.length)];
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * Gives the user a fresh temporary password and answers it (to mail), or null when one was issued
 * less than a minute ago. The spacing check and the write are one statement, so parallel requests
 * cannot both get through.
 */
export async function issueTemporaryPassword(db: Database, userId: string): Promise<string | null> {
  const password = generateTemporaryPassword();
  const tempPasswordHash = await hashSecret(password);
  const now = Date.now();
  const lifetimeMs = TEMP_PASSWORD_LIFETIME_HOURS * 3600_000;
  // Issued at = expires at − lifetime; a fresh one is allowed once that is a minute old.
  const latestAllowedExpiry = new Date(now + lifetimeMs - TEMP_PASSWORD_RESEND_SECONDS * 1000);
  const [updated] = await db
    .update(users)
    .set({ tempPasswordHash, tempPasswordExpiresAt: new Date(now + lifetimeMs) })
    .where(and(eq(users.id, userId), or(isNull(users.tempPasswordExpiresAt), lte(users.tempPasswordExpiresAt, latestAllowedExpiry))))
    .returning({ id: users.id });
  return updated ? password : null;
}

/** Whether a stored temporary password may still be used; no expiry recorded means no limit. */
export const temporaryPasswordIsLive = (user: { tempPasswordHash: string | null; tempPasswordExpiresAt: Date | null }) =>
  user.tempPasswordHash !== null && (user.tempPasswordExpiresAt === null || user.tempPasswordExpiresAt.getTime() > Date.now());
