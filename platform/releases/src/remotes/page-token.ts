import { isSignedBy, signatureOf } from './canary-signing.js';

// The token the server writes into each page it serves (the registry island): its bucket and the
// versions it served, signed, expiring. A phone's error report counts toward a canary's verdict only
// with one that names the version reported (routes/remote-errors.ts), so a report from nowhere moves
// nothing. /remotes.json never carries one: a token comes only with a page the server served.

/**
 * Tokens are made per window, not per page: every page of a bucket and window is the same body, so
 * its ETag and compressed copy are still shared. A token works for an hour from its window's start.
 */
export const PAGE_TOKEN_WINDOW_MS = 10 * 60_000;
export const PAGE_TOKEN_LIFETIME_MS = 60 * 60_000;

export interface PageTokenClaims {
  /** The visitor's bucket while a canary ran, else null. */
  bucket: number | null;
  /** Each remote's version the page was served, by name. */
  versions: Record<string, string>;
  /** When it stops working (ms since the epoch). */
  expires: number;
}

/** The token for a page served to `bucket` with these remotes. */
export function pageTokenFor(key: Buffer, bucket: number | null, remotes: { name: string; version: string }[], now = Date.now()): string {
  const claims: PageTokenClaims = {
    bucket,
    versions: Object.fromEntries(remotes.map(({ name, version }) => [name, version])),
    expires: Math.floor(now / PAGE_TOKEN_WINDOW_MS) * PAGE_TOKEN_WINDOW_MS + PAGE_TOKEN_LIFETIME_MS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signatureOf(key, `page:${payload}`)}`;
}

/** What a token this server signed says, or null when it is not one or has expired. */
export function pageTokenClaims(key: Buffer, token: string, now = Date.now()): PageTokenClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length || !isSignedBy(key, `page:${payload}`, signature)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as PageTokenClaims;
    return claims.expires > now ? claims : null;
  } catch {
    return null;
  }
}
