import { hash, verify } from '@node-rs/argon2';

// OWASP ASVS 11.4.2: argon2id with m = 19 MiB, t = 2, p = 1.
const ARGON2ID = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_RULE_MESSAGE = 'Password must be alphanumeric and have a minimum length of 8 characters';

/** At least 8 characters, with letters and digits. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

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
