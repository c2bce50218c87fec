import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sandboxRefunds, sandboxSubaccounts, sandboxTransactions } from '../db/schema.js';
import { isUniqueViolation } from '../domain/unique-violation.js';
import type { BankDirectory } from '../services/banks.js';
import { DUPLICATE_REFERENCE, PaymentError, REFERENCE_NOT_FOUND } from './errors.js';
import { checkAmount, checkInitializeInput, checkReference, checkSubaccountInput } from './input.js';
import { transactionFromPaystack } from './paystack-transaction.js';
import type { PaymentProvider } from './provider.js';
import { sandboxSettlementTransactions, sandboxSettlements } from './sandbox-settlements.js';
import { isValidWebhookSignature, signWebhookBody } from './webhook-signature.js';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
type Subaccount = typeof sandboxSubaccounts.$inferSelect;

/** Where the sandbox's pay page lives (outside /api: a page, not a call). */
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** Access codes are randomCode(18): lower-case letters and digits. */
const ACCESS_CODE = /^[a-z0-9]{1,64}$/;

/** Statuses a customer's choice on the pay page may still change. */
const OPEN_STATUSES = ['abandoned', 'ongoing', 'pending'] as const;

/** The customer's choice on the pay page. */
export type SandboxOutcome = 'success' | 'failed';

export interface SandboxProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The transaction behind a pay page, with the business it pays (its subaccount), if any. */
  findByAccessCode(accessCode: string): Promise<{ transaction: SandboxTransaction; businessName: string | null } | null>;
  /** Records Pay or Decline once; later calls change nothing. `changed` says whether this call decided it. */
  complete(accessCode: string, outcome: SandboxOutcome): Promise<{ transaction: SandboxTransaction; changed: boolean } | null>;
  /** The transaction as Paystack would describe it (verification and webhook `data`). */
  paystackData(transaction: SandboxTransaction): Promise<Record<string, unknown>>;
  /** x-paystack-signature for a body the sandbox sends to our own webhook route. */
  signWebhook(rawBody: Buffer | string): string;
}

export interface SandboxProviderOptions {
  db: Database;
  publicUrl: string;
  banks: BankDirectory;
  /** The sandbox's webhooks are signed with a key derived from this (there is no Paystack key). */
  tokenSecret: string;
}

const randomCode = (bytes: number) =>
  randomBytes(bytes)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0');

/**
 * A payment provider with Paystack's contract that moves no money: transactions live in the
 * database, and the authorization URL is a page of Troo with 'Pay' and 'Decline'.
 */
export function sandboxProvider({ db, publicUrl, banks, tokenSecret }: SandboxProviderOptions): SandboxProvider {
  const webhookKey = createHmac('sha256', tokenSecret).update('troo sandbox payment webhooks').digest('hex');

  async function subaccountOf(code: string | null): Promise<Subaccount | null> {
    if (!code) return null;
    const [subaccount] = await db.select().from(sandboxSubaccounts).where(eq(sandboxSubaccounts.subaccountCode, code)).limit(1);
    return subaccount ?? null;
  }

  async function paystackData(row: SandboxTransaction): Promise<Record<string, unknown>> {
    const subaccount = await subaccountOf(row.subaccountCode);
    return {
      id: row.id,
      domain: 'test',
      status: row.status,
      reference: row.reference,
      amount: row.amountKobo,
      currency: row.currency,
      gateway_response: row.gatewayResponse ?? (row.status === 'abandoned' ? 'The transaction was not completed' : null),
      paid_at: row.paidAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      channel: 'card',
      metadata: row.metadata ?? '',
      customer: { email: row.email },
      subaccount: subaccount
        ? {
            subaccount_code: subaccount.subaccountCode,
            business_name: subaccount.businessName,
            settlement_bank: subaccount.settlementBank,
            account_number: subaccount.accountNumber,
            percentage_charge: subaccount.percentageChargeBasisPoints / 100,
          }
        : {},
      // The split as Paystack reports it on a paid transaction: who gets what, in kobo; no fee moves here.
      fees_split:
        row.subaccountCode && row.status === 'success'
          ? {
              paystack: 0,
              integration: row.platformShareKobo ?? 0,
              subaccount: row.amountKobo - (row.platformShareKobo ?? 0),
              params: { bearer: row.bearer, transaction_charge: String(row.platformShareKobo ?? 0) },
            }
          : null,
    };
  }

  return {
    kind: 'sandbox',

    async initialize(input) {
      checkInitializeInput(input, publicUrl);
      if (input.split && !(await subaccountOf(input.split.subaccountCode))) {
        throw new PaymentError('rejected', `Subaccount ${input.split.subaccountCode} does not exist`);
      }
      const accessCode = randomCode(18);
      try {
        await db.insert(sandboxTransactions).values({
          reference: input.reference,
          accessCode,
          amountKobo: input.amountKobo,
          email: input.email,
          callbackUrl: input.callbackUrl,
          subaccountCode: input.split?.subaccountCode ?? null,
          platformShareKobo: input.split?.platformShareKobo ?? null,
          bearer: input.split ? (input.split.bearer ?? 'subaccount') : null,
          metadata: input.metadata ?? null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new PaymentError('duplicate_reference', DUPLICATE_REFERENCE);
        throw error;
      }
      return { authorizationUrl: `${publicUrl}${SANDBOX_PAY_PATH}/${accessCode}`, accessCode, reference: input.reference };
    },

    async verify(reference) {
      checkReference(reference);
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference)).limit(1);
      if (!row) throw new PaymentError('not_found', REFERENCE_NOT_FOUND);
      return transactionFromPaystack(await paystackData(row));
    },

    async refund(reference, amountKobo) {
      checkReference(reference);
      if (amountKobo !== undefined) checkAmount(amountKobo, 'refund amount');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxTransactions)
          .where(eq(sandboxTransactions.reference, reference))
          .for('no key update')
          .limit(1);
        if (!row) throw new PaymentError('not_found', REFERENCE_NOT_FOUND);
        if (row.status !== 'success') throw new PaymentError('rejected', 'Only a successful transaction can be refunded');
        const refundable = row.amountKobo - row.refundedKobo;
        const amount = amountKobo ?? refundable;
        if (amount > refundable) throw new PaymentError('rejected', 'Refund amount cannot be more than the amount not yet refunded');
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({ transactionId: row.id, amountKobo: amount })
          .returning({ id: sandboxRefunds.id });
        const fullyRefunded = row.refundedKobo + amount === row.amountKobo;
        await tx
          .update(sandboxTransactions)
          .set({
            refundedKobo: row.refundedKobo + amount,
            ...(fullyRefunded ? { status: 'reversed' as const } : {}),
            updatedAt: new Date(),
          })
          .where(eq(sandboxTransactions.id, row.id));
        return { refundId: refund!.id, reference, amountKobo: amount, currency: row.currency, status: 'processed' as const };
      });
    },

    async refundedKobo(reference) {
      checkReference(reference);
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference)).limit(1);
      if (!row) throw new PaymentError('not_found', REFERENCE_NOT_FOUND);
      return row.refundedKobo;
    },

    async createSubaccount(input) {
      checkSubaccountInput(input);
      const bank = (await banks.list()).find((known) => known.code === input.bankCode);
      if (!bank) throw new PaymentError('rejected', 'Invalid bank code');
      const [row] = await db
        .insert(sandboxSubaccounts)
        .values({
          subaccountCode: `ACCT_${randomCode(10)}`,
          businessName: input.businessName.trim(),
          bankCode: bank.code,
          settlementBank: bank.name,
          accountNumber: input.accountNumber,
          percentageChargeBasisPoints: Math.round(input.platformFeePercent * 100),
        })
        .returning();
      return {
        subaccountCode: row!.subaccountCode,
        businessName: row!.businessName,
        settlementBank: row!.settlementBank,
        accountNumber: row!.accountNumber,
        percentageCharge: row!.percentageChargeBasisPoints / 100,
      };
    },

    listBanks: () => banks.list(),

    listSettlements: (query) => sandboxSettlements(db, query),

    settlementTransactions: (settlementId) => sandboxSettlementTransactions(db, settlementId),

    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, webhookKey),

    signWebhook: (rawBody) => signWebhookBody(rawBody, webhookKey),

    async findByAccessCode(accessCode) {
      if (!ACCESS_CODE.test(accessCode)) return null;
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.accessCode, accessCode)).limit(1);
      if (!row) return null;
      return { transaction: row, businessName: (await subaccountOf(row.subaccountCode))?.businessName ?? null };
    },

    async complete(accessCode, outcome) {
      if (!ACCESS_CODE.test(accessCode)) return null;
      const now = new Date();
      // One conditional update: of two clicks racing, exactly one decides.
      const [decided] = await db
        .update(sandboxTransactions)
        .set(
          outcome === 'success'
            ? { status: 'success', gatewayResponse: 'Approved', paidAt: now, updatedAt: now }
            : { status: 'failed', gatewayResponse: 'Declined', updatedAt: now },
        )
        .where(and(eq(sandboxTransactions.accessCode, accessCode), inArray(sandboxTransactions.status, [...OPEN_STATUSES])))
        .returning();
      if (decided) return { transaction: decided, changed: true };
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.accessCode, accessCode)).limit(1);
      return row ? { transaction: row, changed: false } : null;
    },

    paystackData,
  };
}
