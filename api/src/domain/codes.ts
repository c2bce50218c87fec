import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oneTimeCodes, users } from '../db/schema.js';
import { BadRequest } from '../errors.js';
import { keyedHash, sameHash } from '../services/keyed-hash.js';
import { CODE_MAX_WRONG_TRIES } from './limits.js';

// E-mailed one-time codes (OWASP ASVS 6.5): six random digits, valid 10 minutes, one use, at most
// five wrong tries. Only a keyed hash is stored. A new code replaces older unused ones.

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export const CODE_LIFETIME_MINUTES = 10;
/** At most one new code per account and purpose a minute, and a few an hour: no mail floods. */
export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_HOUR = 10;

export const CODE_NOT_CORRECT = 'The code is not correct.';
export const CODE_EXPIRED = 'This code has expired. Request a new code.';
export const CODE_TOO_MANY_TRIES = 'Too many wrong codes. Request a new code.';
export const CODE_ALREADY_USED = 'This code has already been used. Request a new code.';

// Bound to the user and purpose: the same six digits hash differently for anyone else.
const hashCode = (secret: string, userId: string, purpose: CodePurpose, code: string) =>
  keyedHash(secret, `one-time-code:${purpose}:${userId}`, code);

/** Whether a new code may be sent now (see CODE_RESEND_SECONDS and CODES_PER_HOUR). */
async function mayIssueCode(db: Database, userId: string, purpose: CodePurpose, now = new Date()): Promise<boolean> {
  const recent = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, new Date(now.getTime() - 3600_000))))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(CODES_PER_HOUR);
  if (recent.length >= CODES_PER_HOUR) return false;
  return !recent[0] || recent[0].createdAt.getTime() <= now.getTime() - CODE_RESEND_SECONDS * 1000;
}

/** Makes a fresh code (the one to mail), ending any older unused code of the same purpose. */
export async function issueCode(db: Database, o: { userId: string; purpose: CodePurpose; secret: string }): Promise<string> {
  const now = new Date();
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(and(eq(oneTimeCodes.userId, o.userId), eq(oneTimeCodes.purpose, o.purpose), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(oneTimeCodes).values({
    userId: o.userId,
    purpose: o.purpose,
    codeHash: hashCode(o.secret, o.userId, o.purpose, code),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
    // The application's clock decides expiry and resend spacing, so it sets the creation time too.
    createdAt: now,
  });
  return code;
}

/**
 * A fresh code when the account may have one now (see mayIssueCode), else null. The user's row is
 * locked for the check and the write, so two requests at once cannot both send a code.
 */
export function issueCodeIfDue(db: Database, o: { userId: string; purpose: CodePurpose; secret: string }): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, o.userId)).for('update');
    return (await mayIssueCode(tx, o.userId, o.purpose)) ? issueCode(tx, o) : null;
  });
}

/**
 * Checks a typed code against the user's newest code and answers its id, or throws the message to
 * show. Call it outside the transaction of the work the code unlocks: a wrong try must stay
 * counted when that transaction is rolled back. Then spend the code inside the transaction.
 */
export async function checkCode(db: Database, o: { userId: string; purpose: CodePurpose; code: string; secret: string }): Promise<string> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, o.userId), eq(oneTimeCodes.purpose, o.purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row) throw new BadRequest(CODE_NOT_CORRECT);
  if (row.usedAt) throw new BadRequest(CODE_ALREADY_USED);
  if (row.failedAttempts >= CODE_MAX_WRONG_TRIES) throw new BadRequest(CODE_TOO_MANY_TRIES);
  if (row.expiresAt.getTime() <= Date.now()) throw new BadRequest(CODE_EXPIRED);

  // Count the try before comparing, so guesses sent in parallel cannot get past the limit.
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.failedAttempts, CODE_MAX_WRONG_TRIES)))
    .returning({ failedAttempts: oneTimeCodes.failedAttempts });
  if (!counted) throw new BadRequest(CODE_TOO_MANY_TRIES);
  if (!sameHash(row.codeHash, hashCode(o.secret, o.userId, o.purpose, o.code))) {
    throw new BadRequest(counted.failedAttempts >= CODE_MAX_WRONG_TRIES ? CODE_TOO_MANY_TRIES : CODE_NOT_CORRECT);
  }
  return row.id;
}

/** Marks a checked code used; of two requests racing with the same code, only one gets through. */
export async function spendCode(db: Database, codeId: string): Promise<void> {
  const [spent] = await db
    .update(oneTimeCodes)
    // The right code was not a wrong try: take back the try checkCode counted.
    .set({ usedAt: new Date(), failedAttempts: sql`${oneTimeCodes.failedAttempts} - 1` })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!spent) throw new BadRequest(CODE_ALREADY_USED);
}
