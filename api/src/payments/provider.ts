import type { Bank } from '../data/banks-ng.js';

/**
 * Paystack's transaction statuses. Only success, failed and reversed are final: an abandoned
 * transaction can still be paid if the customer goes back to the checkout page.
 */
export const TRANSACTION_STATUSES = ['abandoned', 'failed', 'ongoing', 'pending', 'processing', 'queued', 'reversed', 'success'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Who pays Paystack's own fee on a split payment: Troo's main account or the restaurant's subaccount. */
export type FeeBearer = 'account' | 'subaccount';

/** How one payment settles: the restaurant's subaccount gets the amount less Troo's share. */
export interface Split {
  /** The restaurant's subaccount, e.g. ACCT_8f4s1eq7ml6rlzj. */
  subaccountCode: string;
  /** Troo's share of this payment in kobo (Paystack's `transaction_charge`). */
  platformShareKobo: number;
  /** Default 'subaccount': the restaurant pays Paystack's fee, as it would with its own account. */
  bearer?: FeeBearer;
}

export interface InitializeInput {
  /** Ours, unique forever: letters, digits, '-', '.', '='. A reused one is refused. */
  reference: string;
  /** Integer kobo, at least 1. */
  amountKobo: number;
  email: string;
  /** Where the customer comes back to, with ?trxref=…&reference=…; must be on PUBLIC_URL's origin. */
  callbackUrl: string;
  split?: Split;
  metadata?: Record<string, unknown>;
}

export interface InitializeResult {
  /** Send the customer's browser here. */
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

/** What the provider says about a transaction. Check status **and** amount before giving value. */
export interface Verification {
  reference: string;
  status: TransactionStatus;
  amountKobo: number;
  currency: string;
  paidAt: Date | null;
  email: string | null;
  /** The bank's or gateway's words, e.g. "Approved" or "Declined". */
  gatewayResponse: string | null;
  subaccountCode: string | null;
  metadata: Record<string, unknown> | null;
  /** The provider's own id of the transaction. */
  providerTransactionId: string | null;
}

export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed';

export interface RefundResult {
  refundId: string;
  reference: string;
  amountKobo: number;
  currency: string;
  status: RefundStatus;
}

export interface SubaccountInput {
  businessName: string;
  /** The bank's code from the bank list (Paystack's `settlement_bank`). */
  bankCode: string;
  /** 10-digit NUBAN. */
  accountNumber: string;
  /** Troo's default share of this subaccount's payments, in percent (Paystack's `percentage_charge`). */
  platformFeePercent: number;
  contactEmail?: string;
  contactName?: string;
  contactPhone?: string;
}

export interface Subaccount {
  subaccountCode: string;
  businessName: string;
  /** The bank's name as the provider knows it. */
  settlementBank: string;
  accountNumber: string;
  percentageCharge: number;
}

/** A verified `charge.success` webhook event, in the same terms as a verification. */
export interface ChargeSuccessEvent {
  event: 'charge.success';
  transaction: Verification;
  /** The event's `data` as the provider sent it. */
  data: Record<string, unknown>;
}

/** A payout to a bank account (Paystack's settlement), amounts in kobo. */
export interface ProviderSettlement {
  id: string;
  status: string;
  /** When it was paid out. */
  settledAt: Date;
  /** The subaccount it paid (the restaurant's bank account); null for the main account. */
  subaccountCode: string | null;
  /** What customers paid (Paystack's total_processed), the fees, and what reached the bank (total_amount). */
  processedKobo: number;
  feesKobo: number;
  settledKobo: number;
}

/** One payment inside a settlement, with the provider's fee on it. */
export interface SettledTransaction {
  reference: string;
  amountKobo: number;
  feesKobo: number;
  paidAt: Date | null;
}

export interface SettlementQuery {
  from: Date;
  to: Date;
  /** Only this subaccount's settlements. */
  subaccountCode?: string;
}

/**
 * One payment provider: Paystack, or the sandbox that behaves like it without moving money.
 * Errors are PaymentError (see errors.ts) with a code saying what went wrong.
 */
export interface PaymentProvider {
  readonly kind: 'paystack' | 'sandbox';
  initialize(input: InitializeInput): Promise<InitializeResult>;
  /** Throws PaymentError 'not_found' for a reference the provider never saw. */
  verify(reference: string): Promise<Verification>;
  /** Full refund without an amount; partial with one (integer kobo). */
  refund(reference: string, amountKobo?: number): Promise<RefundResult>;
  /**
   * How much of the transaction the provider has refunded (or is refunding) in all, in kobo: how a
   * refund interrupted by a crash learns whether the provider heard of it.
   */
  refundedKobo(reference: string): Promise<number>;
  createSubaccount(input: SubaccountInput): Promise<Subaccount>;
  /** The banks a business can be paid into (Paystack's list with a key, else the shipped one). */
  listBanks(): Promise<readonly Bank[]>;
  /** Payouts made between `from` and `to` (Paystack's GET /settlement, every page). */
  listSettlements(query: SettlementQuery): Promise<ProviderSettlement[]>;
  /** The payments a payout is made of (Paystack's GET /settlement/:id/transactions, every page). */
  settlementTransactions(settlementId: string): Promise<SettledTransaction[]>;
  /** Whether `signature` (x-paystack-signature) is the provider's HMAC-SHA512 of exactly these bytes. */
  verifyWebhookSignature(rawBody: Buffer, signature: string | undefined): boolean;
}
