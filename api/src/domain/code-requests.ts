import type { Database } from '../db/client.js';
import { TooManyRequests } from '../errors.js';
import { CODE_RESEND_SECONDS, type CodePurpose } from './codes.js';
import { normaliseEmail } from './staff.js';
import { overAllowance } from './throttle.js';

/** What a throttled "send me a code" answers: the wait in whole minutes, so the person knows when to ask again. */
export function waitBeforeAnotherCode(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before asking for another code`;
}

/**
 * Refuses (429 with Retry-After) a second request for a code to the same typed address within
 * CODE_RESEND_SECONDS, instead of answering "sent" for a code that would not go. Counted by what was
 * typed, never by whether an account exists: an unknown address is refused exactly alike.
 */
export async function refuseEarlyCodeRequest(db: Database, secret: string, purpose: CodePurpose, email: string): Promise<void> {
  const { over, retryAfterSeconds } = await overAllowance(db, secret, [
    { name: `code-request:${purpose}`, value: normaliseEmail(email), max: 1, windowMinutes: CODE_RESEND_SECONDS / 60 },
  ]);
  if (over) throw new TooManyRequests(waitBeforeAnotherCode(retryAfterSeconds), retryAfterSeconds);
}
