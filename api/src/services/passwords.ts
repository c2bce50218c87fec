import { hash, verify } from '@node-rs/argon2';

// OWASP ASVS 11.4.2: argon2id with m = 19 MiB, t = 2, p = 1.
const ARGON2ID = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when no account exists, so both answers take the same time.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashSecret('troo-decoy-password-1');
  return decoy;
}

/**
 * A wrong password is answered no sooner than this after its check began. The work is already the
 * same for known and unknown accounts (a decoy hash stands in); this flattens what is left, the
 * jitter of a slow hash on a busy machine, so answer times say nothing about who has an account.
 * It must exceed the hash's time with room to spare (about 35 ms here, 100 ms on a busy machine).
 */
export const WRONG_PASSWORD_MIN_MS = 150;

/** Waits until `ms` have passed since `startedAt` (performance.now()). */
export async function notBefore(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
