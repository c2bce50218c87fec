/**
 * What went wrong talking to a payment provider:
 * - invalid_input: we asked for something the provider would refuse (bad reference, amount, URL…)
 * - duplicate_reference: the reference was used before ("Duplicate Transaction Reference")
 * - not_found: no transaction with that reference
 * - rejected: the provider refused the request and said why (message)
 * - unauthorized: the provider refused our secret key
 * - unavailable: timeout, network failure or 5xx; trying again later may work
 * - invalid_response: the provider answered something we cannot read
 */
export type PaymentErrorCode =
  'invalid_input' | 'duplicate_reference' | 'not_found' | 'rejected' | 'unauthorized' | 'unavailable' | 'invalid_response';

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentError';
  }

  /** Whether the same request may succeed later (the provider was unreachable or failing). */
  get retryable(): boolean {
    return this.code === 'unavailable';
  }
}

export const DUPLICATE_REFERENCE = 'Duplicate Transaction Reference';
export const REFERENCE_NOT_FOUND = 'Transaction reference not found';
