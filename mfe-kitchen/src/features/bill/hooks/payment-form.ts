import {
  formatNaira,
  koboOf,
  koboToNaira,
  parseNaira,
  PAYMENT_AMOUNT_INVALID,
  paymentTooLarge,
  ROOM_FOLIO_REQUIRED,
  TRANSFER_REFERENCE_REQUIRED,
  type PaymentMethod,
} from '@troo/shared/contract';

// The Record payment form's arithmetic: what is typed, what would be left, and what is wrong with it.

/** The methods staff record by hand: the outlet's enabled ones but Paystack (its own link below). */
export const recordedMethods = (enabled: readonly PaymentMethod[]) => enabled.filter((method) => method !== 'paystack');

/** The amount field's first value: the whole balance, as typed naira ('7375', '7375.5'). */
export const amountText = (balance: number) => String(Math.max(balance, 0));

/** What the bill would still owe after a payment of `typed` (naira), or null while the amount is not one. */
export function remainingAfter(balance: number, typed: string): number | null {
  const amount = parseNaira(typed);
  if (amount === null) return null;
  return koboToNaira(koboOf(balance) - koboOf(amount));
}

/** Why the payment cannot be sent yet, else null. */
export function paymentProblem(balance: number, typed: string, method: PaymentMethod, reference: string): string | null {
  const amount = parseNaira(typed);
  if (amount === null || amount <= 0) return PAYMENT_AMOUNT_INVALID;
  if (koboOf(amount) > koboOf(balance)) return paymentTooLarge(formatNaira(Math.max(balance, 0)));
  if (method === 'transfer' && !reference.trim()) return TRANSFER_REFERENCE_REQUIRED;
  if (method === 'room_charge' && !reference.trim()) return ROOM_FOLIO_REQUIRED;
  return null;
}

/** A new key for one payment being recorded: the server records a retry of it once. */
export const newClientKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
