// Guessing limits (OWASP ASVS 6.3.1). Per address they are enforced by @fastify/rate-limit;
// per account by counters on the account and on each code.

export const ACCOUNT_MAX_FAILED_LOGINS = 5;
export const ACCOUNT_LOCK_MINUTES = 15;

/** Requests per minute from one address to the sign-in and code routes. */
export const ADDRESS_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
