import { HttpError } from '../../errors.js';
import { PaymentError } from '../../payments/errors.js';

export const PAYMENT_UNAVAILABLE = 'Payment is not available right now. Please try again in a moment.';

/** A provider failure as the diner's answer: our own mistakes are 400s, the provider's are 502/503. */
export function paymentFailure(error: unknown): unknown {
  if (!(error instanceof PaymentError)) return error;
  if (error.code === 'invalid_input') return new HttpError(400, error.message);
  if (error.code === 'unavailable') return new HttpError(503, PAYMENT_UNAVAILABLE);
  return new HttpError(502, PAYMENT_UNAVAILABLE);
}
