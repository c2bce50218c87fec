import { PaymentError } from './errors.js';
import type { InitializeInput, SubaccountInput } from './provider.js';
import { isValidReference } from './reference.js';

/** Larger than any bill Troo expects, and still exact in a double. */
const MAX_AMOUNT_KOBO = 100_000_000_000;

export function checkAmount(amountKobo: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amountKobo) || amountKobo < 1 || amountKobo > MAX_AMOUNT_KOBO) {
    throw new PaymentError('invalid_input', `The ${what} must be a whole number of kobo from 1 to ${MAX_AMOUNT_KOBO}`);
  }
}

export function checkReference(reference: string): void {
  if (!isValidReference(reference)) {
    throw new PaymentError('invalid_input', "A payment reference has 1 to 100 letters, digits, '-', '.' or '='");
  }
}

/**
 * The callback must be a page of Troo itself (PUBLIC_URL's origin): the provider redirects the
 * customer there, so anything else would be an open redirect.
 */
export function checkCallbackUrl(callbackUrl: string, publicUrl: string): void {
  let parsed: URL;
  try {
    parsed = new URL(callbackUrl);
  } catch {
    throw new PaymentError('invalid_input', 'The callback URL is not a URL');
  }
  if (parsed.origin !== new URL(publicUrl).origin || parsed.username || parsed.password) {
    throw new PaymentError('invalid_input', `The callback URL must be on ${new URL(publicUrl).origin}`);
  }
}

/** Everything both providers check before a transaction starts. */
export function checkInitializeInput(input: InitializeInput, publicUrl: string): void {
  checkReference(input.reference);
  checkAmount(input.amountKobo);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email) || input.email.length > 254) {
    throw new PaymentError('invalid_input', 'The customer e-mail address is not valid');
  }
  checkCallbackUrl(input.callbackUrl, publicUrl);
  if (input.split) {
    if (!/^ACCT_[A-Za-z0-9_]{1,64}$/.test(input.split.subaccountCode))
      throw new PaymentError('invalid_input', 'The subaccount code is not valid');
    const share = input.split.platformShareKobo;
    if (!Number.isSafeInteger(share) || share < 0 || share >= input.amountKobo) {
      throw new PaymentError('invalid_input', 'The platform share must be whole kobo, at least 0 and less than the amount');
    }
  }
}

/** Paystack's limit on a subaccount's business name (ours may be longer: subaccountName shortens it). */
export const SUBACCOUNT_NAME_MAX = 100;

/** A business name as a subaccount can carry it: whole characters, at most SUBACCOUNT_NAME_MAX. */
export const subaccountName = (name: string) => Array.from(name.trim()).slice(0, SUBACCOUNT_NAME_MAX).join('').trim();

export function checkSubaccountInput(input: SubaccountInput): void {
  if (!input.businessName.trim() || input.businessName.length > SUBACCOUNT_NAME_MAX)
    throw new PaymentError('invalid_input', `The business name is required (${SUBACCOUNT_NAME_MAX} characters at most)`);
  if (!/^\d{3,10}$/.test(input.bankCode)) throw new PaymentError('invalid_input', 'The bank code is not valid');
  if (!/^\d{10}$/.test(input.accountNumber)) throw new PaymentError('invalid_input', 'The account number must be 10 digits');
  const percent = input.platformFeePercent;
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100 || Math.abs(Math.round(percent * 100) - percent * 100) > 1e-6) {
    throw new PaymentError('invalid_input', 'The platform share must be a percentage from 0 to 99.99');
  }
}
