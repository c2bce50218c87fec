import { sameHash, keyedHash } from './keyed-hash.js';

// Registration stage 3 (bank details) happens before the owner can sign in, so it cannot carry a
// bearer token. This short-lived signed token proves the request comes from whoever finished stages
// 1–2 (or signed in with the right password) for that user. Its signature is labelled apart from
// session tokens, so neither can stand in for the other.

export const REGISTRATION_TOKEN_HOURS = 1;
const VERSION = 'reg1';
const LABEL = 'registration-token';

export function issueRegistrationToken(userId: string, secret: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + REGISTRATION_TOKEN_HOURS * 3600;
  const payload = Buffer.from(JSON.stringify({ sub: userId, exp })).toString('base64url');
  return `${VERSION}.${payload}.${keyedHash(secret, LABEL, payload)}`;
}

/** The user id a well-signed, unexpired registration token names; null for anything else. */
export function readRegistrationToken(token: string, secret: string, now = Date.now()): string | null {
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) return null;
  if (!sameHash(keyedHash(secret, LABEL, payload), signature)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? claims.sub : null;
  } catch {
    return null;
  }
}
