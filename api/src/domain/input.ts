// Checks and texts shared by the routes that take typed-in details.

export const ALL_FIELDS_REQUIRED = 'All fields are required.';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORDS_DIFFER = 'Passwords do not match';

/** Long enough for any passphrase; short enough that hashing it costs nothing unusual. */
export const MAX_PASSWORD_LENGTH = 256;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;

/** The spec's "simple address pattern", within the 254 characters an address may have. */
export const isEmailAddress = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

/** Digits with an optional leading +, spaces, dashes and brackets: 0803 123 4567, +234 803 123 4567. */
export const isPhoneNumber = (value: string) => PHONE_PATTERN.test(value);

export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** A code typed into six boxes arrives as "012345" or as the number 12345; both mean 012345. */
export function sixDigitCode(token: string | number): string | null {
  if (typeof token === 'number') {
    return Number.isInteger(token) && token >= 0 && token <= 999_999 ? String(token).padStart(6, '0') : null;
  }
  const trimmed = token.trim();
  return /^\d{6}$/.test(trimmed) ? trimmed : null;
}
