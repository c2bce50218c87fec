import type { FastifyBaseLogger } from 'fastify';
import type { BankDirectory } from '../services/banks.js';
import { PaymentError } from './errors.js';
import { checkAmount, checkInitializeInput, checkReference, checkSubaccountInput } from './input.js';
import { paystackClient } from './paystack-client.js';
import { paystackSettlements, paystackSettlementTransactions } from './paystack-settlement.js';
import { isObject, transactionFromPaystack } from './paystack-transaction.js';
import type { PaymentProvider, RefundStatus } from './provider.js';
import { isValidWebhookSignature } from './webhook-signature.js';

type Json = Record<string, unknown>;

const REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'processing', 'processed', 'failed'];

export interface PaystackProviderOptions {
  secretKey: string;
  baseUrl: string;
  publicUrl: string;
  banks: BankDirectory;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/** Paystack's HTTP API (https://paystack.com/docs/api/): amounts in kobo, split through subaccounts. */
export function paystackProvider(options: PaystackProviderOptions): PaymentProvider {
  const { secretKey, publicUrl, banks } = options;
  const call = paystackClient(options);

  return {
    kind: 'paystack',

    async initialize(input) {
      checkInitializeInput(input, publicUrl);
      const body: Json = {
        reference: input.reference,
        amount: input.amountKobo,
        email: input.email,
        currency: 'NGN',
        callback_url: input.callbackUrl,
      };
      if (input.split) {
        body.subaccount = input.split.subaccountCode;
        // A flat charge in kobo overrides the subaccount's percentage: the share is exactly what we computed.
        body.transaction_charge = input.split.platformShareKobo;
        body.bearer = input.split.bearer ?? 'subaccount';
      }
      // Paystack documents metadata as stringified JSON.
      if (input.metadata) body.metadata = JSON.stringify(input.metadata);
      const data = await call('POST', '/transaction/initialize', body);
      if (!isObject(data) || typeof data.authorization_url !== 'string' || typeof data.access_code !== 'string') {
        throw new PaymentError('invalid_response', 'Paystack did not send an authorization URL');
      }
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: typeof data.reference === 'string' ? data.reference : input.reference,
      };
    },

    async verify(reference) {
      checkReference(reference);
      const verification = transactionFromPaystack(await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`));
      if (verification.reference !== reference) throw new PaymentError('invalid_response', 'Paystack verified a different reference');
      return verification;
    },

    async refund(reference, amountKobo) {
      checkReference(reference);
      if (amountKobo !== undefined) checkAmount(amountKobo, 'refund amount');
      const data = await call(
        'POST',
        '/refund',
        amountKobo === undefined ? { transaction: reference } : { transaction: reference, amount: amountKobo },
      );
      if (!isObject(data) || typeof data.amount !== 'number')
        throw new PaymentError('invalid_response', 'Paystack did not describe the refund');
      const status = REFUND_STATUSES.find((known) => known === data.status) ?? 'pending';
      return {
        refundId: typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : '',
        reference,
        amountKobo: data.amount,
        currency: typeof data.currency === 'string' ? data.currency : 'NGN',
        status,
      };
    },

    async refundedKobo(reference) {
      checkReference(reference);
      // Paystack lists refunds by the transaction's own id, which verify answers.
      const transaction = transactionFromPaystack(await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`));
      if (!transaction.providerTransactionId) throw new PaymentError('invalid_response', 'Paystack did not name the transaction');
      const data = await call('GET', `/refund?transaction=${encodeURIComponent(transaction.providerTransactionId)}&perPage=100`);
      if (!Array.isArray(data)) throw new PaymentError('invalid_response', 'Paystack did not list the refunds');
      return data
        .filter((refund): refund is Json => isObject(refund) && refund.status !== 'failed')
        .reduce((total, refund) => total + (typeof refund.amount === 'number' ? refund.amount : 0), 0);
    },

    async createSubaccount(input) {
      checkSubaccountInput(input);
      const body: Json = {
        business_name: input.businessName.trim(),
        settlement_bank: input.bankCode,
        account_number: input.accountNumber,
        percentage_charge: input.platformFeePercent,
      };
      if (input.contactEmail) body.primary_contact_email = input.contactEmail;
      if (input.contactName) body.primary_contact_name = input.contactName;
      if (input.contactPhone) body.primary_contact_phone = input.contactPhone;
      const data = await call('POST', '/subaccount', body);
      if (!isObject(data) || typeof data.subaccount_code !== 'string')
        throw new PaymentError('invalid_response', 'Paystack did not send a subaccount code');
      return {
        subaccountCode: data.subaccount_code,
        businessName: typeof data.business_name === 'string' ? data.business_name : input.businessName,
        settlementBank: typeof data.settlement_bank === 'string' ? data.settlement_bank : input.bankCode,
        accountNumber: typeof data.account_number === 'string' ? data.account_number : input.accountNumber,
        percentageCharge: typeof data.percentage_charge === 'number' ? data.percentage_charge : input.platformFeePercent,
      };
    },

    listBanks: () => banks.list(),

    listSettlements: (query) => paystackSettlements(call, query),

    settlementTransactions: (settlementId) => paystackSettlementTransactions(call, settlementId),

    verifyWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, secretKey),
  };
}
