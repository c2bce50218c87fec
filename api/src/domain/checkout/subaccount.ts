import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { accountDetails, businesses } from '../../db/schema.js';
import { subaccountName } from '../../payments/input.js';
import type { PaymentProvider, Split } from '../../payments/provider.js';
import { platformShareKobo } from '../../payments/split.js';

type BusinessRow = typeof businesses.$inferSelect;

/** Subaccounts being made in this process, by business: a burst of first payments asks the provider once. */
const subaccountsBeingMade = new Map<string, Promise<string | null>>();

/**
 * The business's subaccount with the provider, made from the bank account it registered the first
 * time it is paid. Null when it gave no bank account (or the bank is unknown): the payment then
 * settles to Troo's own account, and the log says so.
 */
function subaccountOf(business: BusinessRow, make: () => Promise<string | null>): Promise<string | null> {
  if (business.paymentSubaccountCode) return Promise.resolve(business.paymentSubaccountCode);
  let making = subaccountsBeingMade.get(business.id);
  if (!making) {
    making = make().finally(() => subaccountsBeingMade.delete(business.id));
    subaccountsBeingMade.set(business.id, making);
  }
  return making;
}

async function makeSubaccount(
  db: Database,
  payments: PaymentProvider,
  business: BusinessRow,
  platformFeePercent: number,
  log: FastifyBaseLogger,
): Promise<string | null> {
  // Another process may have made it since this business's row was read.
  const [current] = await db.select({ code: businesses.paymentSubaccountCode }).from(businesses).where(eq(businesses.id, business.id));
  if (current?.code) return current.code;
  const [account] = await db.select().from(accountDetails).where(eq(accountDetails.businessId, business.id)).limit(1);
  const bank = account && (await payments.listBanks()).find((known) => known.name.toLowerCase() === account.bankName.toLowerCase());
  if (!account || !bank) {
    log.warn({ business: business.uniqueIdentifier }, 'no bank account to settle to: this payment goes to the platform account');
    return null;
  }
  const created = await payments.createSubaccount({
    // Registration allows longer names than Paystack does: the subaccount's is only a label.
    businessName: subaccountName(business.name),
    bankCode: bank.code,
    accountNumber: account.accountNumber,
    platformFeePercent,
    contactEmail: business.email,
    contactName: business.contactPerson,
    contactPhone: business.phone,
  });
  // Two processes' first payments at once: the first code stored wins and both use it.
  await db
    .update(businesses)
    .set({ paymentSubaccountCode: created.subaccountCode })
    .where(and(eq(businesses.id, business.id), isNull(businesses.paymentSubaccountCode)));
  const [stored] = await db.select({ code: businesses.paymentSubaccountCode }).from(businesses).where(eq(businesses.id, business.id));
  return stored?.code ?? created.subaccountCode;
}

/** How a payment to this business settles: its subaccount gets the amount less Troo's share. */
export async function splitFor(
  db: Database,
  payments: PaymentProvider,
  business: BusinessRow,
  amountKobo: number,
  o: { platformFeePercent: number; log: FastifyBaseLogger },
): Promise<Split | undefined> {
  const code = await subaccountOf(business, () => makeSubaccount(db, payments, business, o.platformFeePercent, o.log));
  return code ? { subaccountCode: code, platformShareKobo: platformShareKobo(amountKobo, o.platformFeePercent) } : undefined;
}
