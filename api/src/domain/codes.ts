import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { oneTimeCodes, users } from '../db/schema.js';
import { BadRequest, TooManyRequests, waitFor } from '../errors.js';
import { keyedHash, sameHash } from '../services/keyed-hash.js';
import { CODE_GUESSES } from './limits.js';
import { normaliseEmail } from './staff.js';
import { attemptSucceeded, beginAttempt } from './throttle.js';

// E-mailed one-time codes (OWASP ASVS 6.5): six random digits, valid 10 minutes, one use; wrong
// tries are throttled (see checkCode). Only a keyed hash is stored. A new code replaces older
// unused ones.

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

export const CODE_LIFETIME_MINUTES = 10;
/** At most one new code per account and purpose a minute, and a few an hour: no mail floods. */
export const CODE_RESEND_SECONDS = 60;
export const CODES_PER_HOUR = 10;

export const CODE_NOT_CORRECT = 'The code is not correct.';
export const CODE_EXPIRED = 'This code has expired. Request a new code.';
export const CODE_TOO_MANY_TRIES = 'Too many wrong codes.';
export const CODE_ALREADY_USED = 'This code has already been used. Request a new code.';

/** Stands in for a user id when an address has no account, so the same hash is computed. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

// Bound to the user and purpose: the same six digits hash differently for anyone else.
const hashCode = (secret: string, userId: string, purpose: CodePurpose, code: string) =>
  keyedHash(secret, `one-time-code:${purpose}:${userId}`, code);

/**
 * Whether a new code may be sent now (see CODE_RESEND_SECONDS and CODES_PER_HOUR). `spaced: false`
 * keeps only the hourly cap: a code for an address the account has just moved to is due at once.
 */
export async function mayIssueCode(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  { spaced = true, now = new Date() }: { spaced?: boolean; now?: Date } = {},
): Promise<boolean> {
  const recent = await db
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, new Date(now.getTime() - 3600_000)),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(CODES_PER_HOUR);
  if (recent.length >= CODES_PER_HOUR) return false;
  return !spaced || !recent[0] || recent[0].createdAt.getTime() <= now.getTime() - CODE_RESEND_SECONDS * 1000;
}

/** Makes a fresh code (the one to mail), ending any older unused code of the same purpose. */
export async function issueCode(db: Database, o: { userId: string; purpose: CodePurpose; secret: string }): Promise<string> {
  const now = new Date();
  await db
    .update(oneTimeCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, o.userId),
        eq(oneTimeCodes.purpose, o.purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    );
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
    await tx.select({ id: users.id }).from(users).where(eq(users.id, o.userId)).for('no key update');
    return (await mayIssueCode(tx, o.userId, o.purpose)) ? issueCode(tx, o) : null;
  });
}

/**
 * Checks a code typed for an e-mail address and answers the code's and user's ids, or throws the
 * message to show. Every try is counted first (CODE_GUESSES, per requester as well as per
 * account), so guesses sent in parallel cannot get past the limit, and the requester that keeps
 * guessing wrong is slowed while the code stays good for its owner. An unknown address does the
 * same work and gets the same answers: "already used" and "expired" are said only to someone
 * who typed the right code. Call it outside the transaction of the work the code unlocks, then
 * spend the code inside that transaction.
 */
export async function checkCode(
  db: Database,
  o: { email: string; purpose: CodePurpose; code: string; secret: string; requester: string },
): Promise<{ codeId: string; userId: string }> {
  const email = normaliseEmail(o.email);
  const attempt = await beginAttempt(db, o.secret, CODE_GUESSES, { account: `${o.purpose}\0${email}`, requester: o.requester });
  if (attempt.throttled)
    throw new TooManyRequests(`${CODE_TOO_MANY_TRIES} Try again ${waitFor(attempt.retryAfterSeconds)}.`, attempt.retryAfterSeconds);

  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      userId: oneTimeCodes.userId,
      codeHash: oneTimeCodes.codeHash,
      usedAt: oneTimeCodes.usedAt,
      expiresAt: oneTimeCodes.expiresAt,
    })
    .from(oneTimeCodes)
    .innerJoin(users, eq(users.id, oneTimeCodes.userId))
    .where(and(eq(users.email, email), isNull(users.removedAt), eq(oneTimeCodes.purpose, o.purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  // Hash the typed code whether or not there is anything to compare it with: the same work.
  const typed = hashCode(o.secret, row?.userId ?? NOBODY, o.purpose, o.code);
  if (!row || !sameHash(row.codeHash, typed)) throw new BadRequest(CODE_NOT_CORRECT);

  await attemptSucceeded(db, attempt);
  if (row.usedAt) throw new BadRequest(CODE_ALREADY_USED);
  if (row.expiresAt.getTime() <= Date.now()) throw new BadRequest(CODE_EXPIRED);
  return { codeId: row.id, userId: row.userId };
}

/** Marks a checked code used; of two requests racing with the same code, only one gets through. */
export async function spendCode(db: Database, codeId: string): Promise<void> {
  const [spent] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!spent) throw new BadRequest(CODE_ALREADY_USED);
}

/** Spends a checked e-mail verification code and marks the address verified, both or neither. */
export function verifyEmailWithCode(db: Database, o: { codeId: string; userId: string }): Promise<void> {
  return db.transaction(async (tx) => {
    await spendCode(tx, o.codeId);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, o.userId));
  });
}
