import { PaymentError } from './errors.js';
import { TRANSACTION_STATUSES, type TransactionStatus, type Verification } from './provider.js';

type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Paystack sends metadata as an object, a JSON string, or an empty string. */
function metadataOf(value: unknown): Json | null {
  if (isObject(value)) return value;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return isObject(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return null;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Paystack's transaction object (the `data` of a verification and of a charge.* webhook event)
 * in our terms. Throws when the fields we rely on are missing or of the wrong type.
 */
export function transactionFromPaystack(data: unknown): Verification {
  if (!isObject(data)) throw new PaymentError('invalid_response', 'Paystack sent a transaction without data');
  const { reference, status, amount, currency } = data;
  if (typeof reference !== 'string' || !reference)
    throw new PaymentError('invalid_response', 'Paystack sent a transaction without a reference');
  if (typeof status !== 'string' || !(TRANSACTION_STATUSES as readonly string[]).includes(status)) {
    throw new PaymentError('invalid_response', `Paystack sent an unknown transaction status "${String(status)}"`);
  }
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new PaymentError('invalid_response', 'Paystack sent a transaction without a whole amount');
  const customer = isObject(data.customer) ? data.customer : {};
  const subaccount = isObject(data.subaccount) ? data.subaccount : {};
  return {
    reference,
    status: status as TransactionStatus,
    amountKobo: amount,
    currency: text(currency) ?? 'NGN',
    paidAt: dateOf(data.paid_at ?? data.paidAt),
    email: text(customer.email),
    gatewayResponse: text(data.gateway_response),
    subaccountCode: text(subaccount.subaccount_code),
    metadata: metadataOf(data.metadata),
    providerTransactionId: typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : null,
  };
}
