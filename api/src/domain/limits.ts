import type { ThrottlePolicy } from './throttle.js';

// Guessing and flooding limits (OWASP ASVS 6.3.1). Requests per address per minute are enforced by
// @fastify/rate-limit; guesses at secrets by the counters of throttle.ts (stored, so a restart
// gives no fresh guesses).

/**
 * Password guesses (sign-in, and the temporary password when it is replaced): five per account
 * and address in 15 minutes, twenty per address, and past twenty on one account only addresses
 * that have not been failing get through.
 */
export const PASSWORD_GUESSES: ThrottlePolicy = {
  name: 'password',
  windowMinutes: 15,
  perAccountAndRequester: 5,
  perRequester: 20,
  perAccount: 20,
};

/** Guesses at e-mailed six-digit codes, counted per account and purpose (a new code does not reset them). */
export const CODE_GUESSES: ThrottlePolicy = {
  name: 'code',
  windowMinutes: 15,
  perAccountAndRequester: 5,
  perRequester: 20,
  perAccount: 10,
};

/** Temporary-password mails: per address and per employee address, each day. */
export const TEMP_PASSWORD_MAILS = { perAddressPerDay: 20, perEmployeePerDay: 5, windowMinutes: 24 * 60 } as const;

/** Requests per minute from one address to the sign-in and code routes. */
export const ADDRESS_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * Registrations per address an hour. Registration alone says whether an e-mail is taken (the
 * spec's flow needs it), so this also bounds how fast one address can ask.
 */
export const REGISTRATION_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/**
 * Checkouts started a minute (CHECKOUTS_PER_ADDRESS_PER_MINUTE and CHECKOUTS_PER_OUTLET_PER_MINUTE
 * change them). Each is a real transaction at the provider on Troo's key, and a row kept for an
 * hour: a table of friends paying one by one, or a full house at lunch, stays far below them.
 */
export const DEFAULT_CHECKOUTS_PER_ADDRESS = 20;
export const DEFAULT_CHECKOUTS_PER_OUTLET = 120;
export const CHECKOUT_WINDOW_MS = 60_000;
export const OUTLET_BUSY = 'This restaurant is taking a lot of orders right now. Please try again in a minute.';

/**
 * Employees a business may try to add an hour. Adding one says whether an e-mail already has a
 * Troo account (e-mails are unique across businesses), so this bounds how fast an owner can ask.
 */
export const EMPLOYEE_ADDS = { max: 20, windowMs: 60 * 60_000 } as const;
export const EMPLOYEE_ADDS_EXCEEDED = 'You have added many employees in the last hour. Please try again later.';

/** A checkout not paid within this is given up (failed); a late payment still becomes its order. */
export const UNPAID_CHECKOUT_TTL_MS = 60 * 60_000;
