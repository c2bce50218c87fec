import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Scope } from '../../data/scope.js';
import { businesses } from '../../db/schema.js';

// The claim on making a business's subaccount, in its own row: whoever sets it asks the provider,
// everyone else (this process or another) waits for the code. One UPDATE decides: two at once on
// the same row are taken in turn, and the second no longer matches.

/**
 * How long a claim holds before another process may take it over (its maker died): well past the
 * provider's own time limit for the one call made under it (10 s, payments/paystack-client.ts).
 */
export const CLAIM_SECONDS = 30;

/** Claims the making of the subaccount; answers the claim's token, or null when it is made or claimed. */
export async function claimSubaccount(scope: Scope): Promise<string | null> {
  const token = randomUUID();
  const won = await scope.db
    .update(businesses)
    .set({
      paymentSubaccountClaim: token,
      // The database's clock, not this machine's: every process compares against the same one.
      paymentSubaccountClaimExpiresAt: sql`now() + ${sql.raw(`interval '${CLAIM_SECONDS} seconds'`)}`,
    })
    .where(
      and(
        eq(businesses.id, scope.businessId),
        isNull(businesses.paymentSubaccountCode),
        or(isNull(businesses.paymentSubaccountClaimExpiresAt), lt(businesses.paymentSubaccountClaimExpiresAt, sql`now()`)),
      ),
    )
    .returning({ id: businesses.id });
  return won.length > 0 ? token : null;
}

export type SubaccountState =
  | { code: string }
  /**
   * held: someone is making it, within their time; lapsed: its maker's time ran out (the process
   * died), so it may be claimed again; none: no one is (the last maker failed, and gave it up).
   */
  | { claim: 'held' | 'lapsed' | 'none' };

export async function subaccountState(scope: Scope): Promise<SubaccountState> {
  const [row] = await scope.db
    .select({
      code: businesses.paymentSubaccountCode,
      held: sql<boolean | null>`${businesses.paymentSubaccountClaimExpiresAt} >= now()`,
    })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (row?.code) return { code: row.code };
  return { claim: row?.held === true ? 'held' : row?.held === false ? 'lapsed' : 'none' };
}

/** Stores the code the claimant got and ends the claim; answers the code stored (the first, if two were made). */
export async function storeSubaccount(scope: Scope, code: string): Promise<string> {
  await scope.db
    .update(businesses)
    .set({ paymentSubaccountCode: code, paymentSubaccountClaim: null, paymentSubaccountClaimExpiresAt: null })
    .where(and(eq(businesses.id, scope.businessId), isNull(businesses.paymentSubaccountCode)));
  const state = await subaccountState(scope);
  return 'code' in state ? state.code : code;
}

/** Gives the claim up (the provider refused or failed), so the next payment may try again at once. */
export async function releaseSubaccountClaim(scope: Scope, token: string): Promise<void> {
  await scope.db
    .update(businesses)
    .set({ paymentSubaccountClaim: null, paymentSubaccountClaimExpiresAt: null })
    .where(and(eq(businesses.id, scope.businessId), eq(businesses.paymentSubaccountClaim, token)));
}
