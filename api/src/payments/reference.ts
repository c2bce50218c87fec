import { randomBytes } from 'node:crypto';

/** Paystack accepts letters, digits, '-', '.' and '='; we also cap the length. */
const REFERENCE_PATTERN = /^[A-Za-z0-9.=-]{1,100}$/;

export function isValidReference(reference: string): boolean {
  return REFERENCE_PATTERN.test(reference);
}

/** A fresh reference nobody can guess, e.g. `troo-3q0x7k2m9v4c8b1n5z6a`. */
export function newReference(prefix = 'troo'): string {
  return `${prefix}-${randomBytes(15)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')}`;
}
