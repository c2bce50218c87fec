import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authThrottles } from '../db/schema.js';
import { keyedHash } from '../services/keyed-hash.js';

// Throttling instead of lockout (OWASP ASVS 6.3.1). Every guess at a secret (a password, a
// temporary password, an e-mailed code) is counted, before it is checked, in three counters:
//  - per account and requester: the guesser is slowed, the account is not;
//  - per requester: a ceiling on one address guessing at many accounts;
//  - per account: when many addresses guess at one account, each requester that has already
//    guessed wrong is slowed, but a requester that has not been failing still gets through.
// So an attacker elsewhere can never lock the owner out, and cannot burn the owner's live code.
// A right guess takes its own count back. Counters are keyed by what the client typed (the
// e-mail), never by whether an account exists: unknown accounts are throttled exactly alike.

export interface ThrottlePolicy {
  /** Separates the counters of different secrets. */
  name: string;
  windowMinutes: number;
  perAccountAndRequester: number;
  perRequester: number;
  perAccount: number;
}

export interface Attempt {
  throttled: boolean;
  /** Seconds until the counter that throttles this attempt starts again (0 when not throttled). */
  retryAfterSeconds: number;
  /** What `succeeded` needs to take the attempt back. */
  keys: { pair: string; requester: string; account: string };
}

const LABEL = 'auth-throttle';

/** The hashed account a policy's counters are about; a password reset clears them by it. */
const subjectHash = (secret: string, policy: string, account: string) => keyedHash(secret, `${LABEL}:subject`, `${policy}\0${account}`);

interface Counter {
  key: string;
  subject: string | null;
  windowMinutes: number;
}

/**
 * Adds one to each counter (starting a counter whose window has ended again from one) and answers
 * each counter's count and window end. One statement, so parallel guesses are all counted.
 */
export async function countHits(
  db: Database,
  counters: Counter[],
  now = new Date(),
): Promise<Map<string, { count: number; windowEndsAt: Date }>> {
  // Rows are locked in key order, so two requests counting the same keys cannot deadlock.
  const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : 1));
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(authThrottles)
    .values(
      sorted.map((c) => ({ key: c.key, subject: c.subject, count: 1, windowEndsAt: new Date(now.getTime() + c.windowMinutes * 60_000) })),
    )
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`case when ${authThrottles.windowEndsAt} <= ${nowSql} then 1 else ${authThrottles.count} + 1 end`,
        windowEndsAt: sql`case when ${authThrottles.windowEndsAt} <= ${nowSql} then excluded.window_ends_at else ${authThrottles.windowEndsAt} end`,
      },
    })
    .returning({ key: authThrottles.key, count: authThrottles.count, windowEndsAt: authThrottles.windowEndsAt });
  return new Map(rows.map((row) => [row.key, { count: row.count, windowEndsAt: row.windowEndsAt }]));
}

/** Counts a guess at `account` by `requester` and says whether it may be checked now. */
export async function beginAttempt(
  db: Database,
  secret: string,
  policy: ThrottlePolicy,
  o: { account: string; requester: string },
  now = new Date(),
): Promise<Attempt> {
  const subject = subjectHash(secret, policy.name, o.account);
  const keys = {
    pair: keyedHash(secret, LABEL, `${policy.name}\0pair\0${o.account}\0${o.requester}`),
    requester: keyedHash(secret, LABEL, `${policy.name}\0requester\0${o.requester}`),
    account: keyedHash(secret, LABEL, `${policy.name}\0account\0${o.account}`),
  };
  const counts = await countHits(
    db,
    [
      { key: keys.pair, subject, windowMinutes: policy.windowMinutes },
      { key: keys.requester, subject: null, windowMinutes: policy.windowMinutes },
      { key: keys.account, subject, windowMinutes: policy.windowMinutes },
    ],
    now,
  );
  const pair = counts.get(keys.pair)!;
  const requester = counts.get(keys.requester)!;
  const account = counts.get(keys.account)!;
  const over = [
    pair.count > policy.perAccountAndRequester ? pair : null,
    requester.count > policy.perRequester ? requester : null,
    // Only a requester that has already guessed wrong here is slowed by the account-wide count.
    account.count > policy.perAccount && pair.count > 1 ? account : null,
  ].filter((counter) => counter !== null);
  const retryAfterSeconds = over.length ? Math.max(1, ...over.map((c) => Math.ceil((c.windowEndsAt.getTime() - now.getTime()) / 1000))) : 0;
  return { throttled: over.length > 0, retryAfterSeconds, keys };
}

/** The guess was right: it was not a failure, and the guesser starts afresh on this account. */
export async function attemptSucceeded(db: Database, attempt: Attempt): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, attempt.keys.pair));
  await db
    .update(authThrottles)
    .set({ count: sql`greatest(${authThrottles.count} - 1, 0)` })
    .where(inArray(authThrottles.key, [attempt.keys.requester, attempt.keys.account]));
}

/** After a password reset: the account's counters under a policy go (its owner proved who they are). */
export async function clearAccountThrottles(db: Database, secret: string, policy: ThrottlePolicy, account: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.subject, subjectHash(secret, policy.name, account)));
}

/** Counts one request against a daily (or other) allowance; true when it is over. */
export async function overAllowance(
  db: Database,
  secret: string,
  allowances: { name: string; value: string; max: number; windowMinutes: number }[],
  now = new Date(),
): Promise<{ over: boolean; retryAfterSeconds: number }> {
  const keyed = allowances.map((a) => ({ ...a, key: keyedHash(secret, LABEL, `${a.name}\0${a.value}`) }));
  const counts = await countHits(
    db,
    keyed.map((a) => ({ key: a.key, subject: null, windowMinutes: a.windowMinutes })),
    now,
  );
  const over = keyed.map((a) => ({ a, c: counts.get(a.key)! })).filter(({ a, c }) => c.count > a.max);
  const retryAfterSeconds = over.length
    ? Math.max(1, ...over.map(({ c }) => Math.ceil((c.windowEndsAt.getTime() - now.getTime()) / 1000)))
    : 0;
  return { over: over.length > 0, retryAfterSeconds };
}

/** Housekeeping: counters whose window has ended count nothing any more. */
export async function forgetEndedThrottles(db: Database, now = new Date()): Promise<number> {
  const gone = await db.delete(authThrottles).where(lte(authThrottles.windowEndsAt, now)).returning({ key: authThrottles.key });
  return gone.length;
}
