import { INVALID_EMAIL, isEmailAddress } from '@troo/shared/contract';
import { BadRequest } from '../errors.js';

// Checks shared by the routes that take typed-in details. The rules and texts themselves are the
// contract's (@troo/shared/contract); this file only turns them into 400 answers.

/** A code typed into six boxes arrives as "012345" or as the number 12345; both mean 012345. */
export function sixDigitCode(token: string | number): string | null {
  if (typeof token === 'number') {
    return Number.isInteger(token) && token >= 0 && token <= 999_999 ? String(token).padStart(6, '0') : null;
  }
  const trimmed = token.trim();
  return /^\d{6}$/.test(trimmed) ? trimmed : null;
}

/** The trimmed address of a body that carries one, or the spec's message for a malformed one. */
export function emailOf(body: { email: string }): string {
  const email = body.email.trim();
  if (!isEmailAddress(email)) throw new BadRequest(INVALID_EMAIL);
  return email;
}
