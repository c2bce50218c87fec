import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a bearer token carries; the session row decides whether it still works. */
export interface TokenClaims {
  /** Session id. */
  sid: string;
  /** User id. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function issueToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `v1.${payload}.${sign(payload, secret)}`;
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function readToken(token: string, secret: string, now = Date.now()): TokenClaims | null {
  const [version, payload, signature] = token.split('.');
  if (version !== 'v1' || !payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
