// Guessing limits (OWASP ASVS 6.3.1). Per address they are enforced by @fastify/rate-limit;
// per account by counters on the account and on each code.

export const ACCOUNT_MAX_FAILED_LOGINS = 5;
export const ACCOUNT_LOCK_MINUTES = 15;

/** Wrong tries one e-mailed code survives; after them it is dead and a new code is needed. */
export const CODE_MAX_WRONG_TRIES = 5;

/** Requests per minute from one address to the sign-in and code routes. */
export const ADDRESS_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
