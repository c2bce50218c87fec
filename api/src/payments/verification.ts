import type { TransactionStatus, Verification } from './provider.js';

/** Success, failed and reversed never change again; every other status may still become success. */
export function isFinalStatus(status: TransactionStatus): boolean {
  return status === 'success' || status === 'failed' || status === 'reversed';
}

/**
 * Whether a verification proves the customer paid exactly what we asked: status success **and**
 * the same amount in naira. A callback visit alone proves nothing; a different amount is not a payment.
 */
export function confirmsPayment(verification: Verification, expectedKobo: number): boolean {
  return verification.status === 'success' && verification.amountKobo === expectedKobo && verification.currency === 'NGN';
}
