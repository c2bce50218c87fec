import { eq } from 'drizzle-orm';
import {
  ALL_FIELDS_REQUIRED,
  BVN_SHORT,
  isAccountNumber,
  isBvn,
  isLongEnoughBvn,
  tooLongMessage,
  type CallBody,
} from '@troo/shared/contract';
import type { Scope } from '../data/scope.js';
import { accountDetails, users } from '../db/schema.js';
import { BadRequest, Conflict, NotFound } from '../errors.js';
import { keyedHash } from '../services/keyed-hash.js';
import { hasAccountDetails } from './staff.js';
import { isUniqueViolation } from './unique-violation.js';

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const DETAILS_ALREADY_SAVED = 'Account details have already been saved for this business.';
export const ALREADY_VERIFIED = 'This account is already verified. Sign in to manage your business.';

type AccountDetailsBody = CallBody<'POST /createAccountDetails'>;

export interface AccountDetailsInput {
  accountName: string;
  accountNumber: string;
  bankName: string;
  bvn: string;
  country: string;
}

/** Registration stage 3: bank, NUBAN account number, BVN and country. Throws the first problem. */
export function checkAccountDetails(body: AccountDetailsBody): AccountDetailsInput {
  const input = {
    accountName: (body.account_name ?? '').trim(),
    accountNumber: body.account_number.trim(),
    bankName: body.bank_name.trim(),
    bvn: body.bank_verification_number.trim(),
    country: body.country.trim(),
  };
  if (!input.accountNumber || !input.bankName || !input.bvn || !input.country) throw new BadRequest(ALL_FIELDS_REQUIRED);
  if (!isAccountNumber(input.accountNumber)) throw new BadRequest('Account number must be 10 digits');
  if (!isLongEnoughBvn(input.bvn)) throw new BadRequest(BVN_SHORT);
  if (!/^\d+$/.test(input.bvn)) throw new BadRequest('BVN must contain digits only');
  if (!isBvn(input.bvn)) throw new BadRequest('BVN must be 11 digits long');
  if (input.bankName.length > 120) throw new BadRequest(tooLongMessage('Bank name', 120));
  if (input.accountName.length > 120) throw new BadRequest(tooLongMessage('Account name', 120));
  if (input.country.length > 60) throw new BadRequest(tooLongMessage('Country', 60));
  return input;
}

/**
 * Saves the payout account of a business whose owner has not verified yet. The BVN is kept only
 * as its last four digits and a keyed hash: Troo never shows it back.
 */
export async function saveAccountDetails(
  scope: Scope,
  o: { userId: string; input: AccountDetailsInput; secret: string },
): Promise<typeof accountDetails.$inferSelect> {
  try {
    return await scope.transaction(async (txScope) => {
      const tx = txScope.db;
      const [user] = await tx
        .select({ emailVerified: users.emailVerified, removedAt: users.removedAt })
        .from(users)
        .where(txScope.owned(users, eq(users.id, o.userId)))
        .limit(1);
      if (!user || user.removedAt) throw new NotFound(ACCOUNT_NOT_FOUND);
      if (user.emailVerified) throw new Conflict(ALREADY_VERIFIED);
      if (await hasAccountDetails(txScope)) throw new Conflict(DETAILS_ALREADY_SAVED);
      const [saved] = await tx
        .insert(accountDetails)
        .values({
          businessId: txScope.businessId,
          userId: o.userId,
          accountName: o.input.accountName,
          accountNumber: o.input.accountNumber,
          bankName: o.input.bankName,
          bvnLast4: o.input.bvn.slice(-4),
          bvnHash: keyedHash(o.secret, 'bvn', o.input.bvn),
          country: o.input.country,
        })
        .returning();
      return saved!;
    });
  } catch (error) {
    // Two stage-3 submissions at once: the second meets the unique business_id.
    if (isUniqueViolation(error)) throw new Conflict(DETAILS_ALREADY_SAVED);
    throw error;
  }
}
