import { isEmailAddress } from '@troo/shared/contract';

export const RECEIPT_EMAIL_INVALID = 'Please enter a valid email address (like name@example.com), or leave it empty.';

/** What is wrong with the optional receipt e-mail, or null (empty is fine). */
export function receiptEmailProblem(email: string): string | null {
  const given = email.trim();
  return given && !isEmailAddress(given) ? RECEIPT_EMAIL_INVALID : null;
}
