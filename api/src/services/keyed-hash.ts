import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An HMAC of a short secret (a six-digit code, a BVN) under the server's key. A plain hash of a
 * value with a million possibilities is reversed in a moment; without the key this one is not.
 * `label` separates uses, so a hash made for one purpose never matches another.
 */
export function keyedHash(key: string, label: string, value: string): string {
  return createHmac('sha256', key).update(`${label}\0${value}`).digest('base64url');
}

/** Compares two keyed hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
