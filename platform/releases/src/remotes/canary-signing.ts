import { createHmac, timingSafeEqual } from 'node:crypto';

// What a canary believes comes signed by this server: a visitor's bucket cookie and the token written
// into each page (page-token.ts), so a made-up cookie or error report moves no verdict. One key,
// derived from TOKEN_SECRET (shared by every API process), used for nothing else; each use signs
// text with its own prefix, so a signature of one kind is never taken for another.

/** The canary's key, from TOKEN_SECRET. */
export const canaryKeyOf = (tokenSecret: string): Buffer =>
  createHmac('sha256', tokenSecret).update('troo canary: bucket cookies and page tokens').digest();

/** HMAC-SHA256 of `text`, base64url. */
export const signatureOf = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url');

/** Whether `signature` is this key's of `text` (compared in constant time). */
export function isSignedBy(key: Buffer, text: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(key, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
