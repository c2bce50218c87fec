import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Scope } from '../../data/scope.js';
import { accountDetails, type businesses } from '../../db/schema.js';
import { PaymentError } from '../../payments/errors.js';
import { subaccountName } from '../../payments/input.js';
import type { PaymentProvider, Split } from '../../payments/provider.js';
import { platformShareKobo } from '../../payments/split.js';
import { claimSubaccount, releaseSubaccountClaim, storeSubaccount, subaccountState } from './subaccount-claim.js';

type BusinessRow = typeof businesses.$inferSelect;

/** How often a payment waiting for another's subaccount looks for it. */
const WAIT_STEP_MS = 100;
/** A payment waits this long for another to make the subaccount, then is refused (the diner tries again). */
const WAIT_LIMIT_MS = 15_000;

/**
 * The business's subaccount with the provider, made from the bank account it registered the first
 * time it is paid, by one payment of all the processes' (see subaccount-claim.ts). Null when it gave
 * no bank account (or the bank is unknown): the payment then settles to Troo's own account, and the
 * log says so.
 */
async function subaccountOf(
  scope: Scope,
  payments: PaymentProvider,
  business: BusinessRow,
  platformFeePercent: number,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (business.paymentSubaccountCode) return business.paymentSubaccountCode;
  const [account] = await scope.db.select().from(accountDetails).where(scope.owned(accountDetails)).limit(1);
  const bank = account && (await payments.listBanks()).find((known) => known.name.toLowerCase() === account.bankName.toLowerCase());
  if (!account || !bank) {
    log.warn({ business: business.uniqueIdentifier }, 'no bank account to settle to: this payment goes to the platform account');
    return null;
  }
  const giveUpAt = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const token = await claimSubaccount(scope);
    if (token) {
      let created;
      try {
        created = await payments.createSubaccount({
          // Registration allows longer names than Paystack does: the subaccount's is only a label.
          businessName: subaccountName(business.name),
          bankCode: bank.code,
          accountNumber: account.accountNumber,
          platformFeePercent,
          contactEmail: business.email,
          contactName: business.contactPerson,
          contactPhone: business.phone,
        });
      } catch (error) {
        await releaseSubaccountClaim(scope, token);
        throw error;
      }
      return storeSubaccount(scope, created.subaccountCode).catch((error: unknown) => {
        // Made but not kept: its claim runs out and the next payment makes another; this one is the provider's to tidy.
        log.error({ business: business.uniqueIdentifier, subaccount: created.subaccountCode }, 'a subaccount was made but not stored');
        throw error;
      });
    }
    // Made or being made by another payment (here or on another process): wait for its code.
    for (;;) {
      const state = await subaccountState(scope);
      if ('code' in state) return state.code;
      if (state.claim === 'lapsed') break; // its maker died: claim it again
      // Its maker failed: this payment is refused as that one was, rather than ask the provider again at once.
      if (state.claim === 'none') throw new PaymentError('unavailable', `the subaccount of ${business.uniqueIdentifier} was not made`);
      if (Date.now() > giveUpAt)
        throw new PaymentError('unavailable', `the subaccount of ${business.uniqueIdentifier} is still being made`);
      await sleep(WAIT_STEP_MS);
    }
  }
}

/** How a payment to this business settles: its subaccount gets the amount less Troo's share. */
export async function splitFor(
  scope: Scope,
  payments: PaymentProvider,
  business: BusinessRow,
  amountKobo: number,
  o: { platformFeePercent: number; log: FastifyBaseLogger },
): Promise<Split | undefined> {
  const code = await subaccountOf(scope, payments, business, o.platformFeePercent, o.log);
  return code ? { subaccountCode: code, platformShareKobo: platformShareKobo(amountKobo, o.platformFeePercent) } : undefined;
}
