import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
// request.cookies and reply.setCookie, which the API's @fastify/cookie adds.
import type {} from '@fastify/cookie';
import { isSignedBy, signatureOf } from './canary-signing.js';

// A visitor's place in a canary: a number 0–99 kept in a cookie, so a visitor stays on the same side
// of every canary across loads (a canary at 10% serves buckets 0–9; raised to 50%, those same visitors
// and more). It says nothing of who the visitor is, and is set only while a canary runs. The cookie
// is signed ("37.<signature>"): a visitor cannot pick a side, and a load with a made-up cookie counts
// for neither side (it would let anyone pad one side's page loads).

export const BUCKET_COOKIE = 'troo-bucket';
const A_YEAR_S = 365 * 24 * 3600;

/** The cookie's value for `bucket`, as this server signs it. */
export const bucketCookieValue = (key: Buffer, bucket: number) => `${bucket}.${signatureOf(key, `bucket:${bucket}`)}`;

/** The visitor's bucket; null when there is no cookie; 'forged' when there is one this server did not sign. */
export function bucketOf(key: Buffer, cookies: Record<string, string | undefined>): number | null | 'forged' {
  const raw = cookies[BUCKET_COOKIE];
  if (raw === undefined) return null;
  const [, bucket, signature] = /^(\d{1,2})\.([\w-]+)$/.exec(raw) ?? [];
  return bucket !== undefined && isSignedBy(key, `bucket:${bucket}`, signature!) ? Number(bucket) : 'forged';
}

/**
 * The visitor's bucket, given one (in the answer's cookie) when they have none or a forged one;
 * `counts` is false for a load that came with a forged cookie.
 */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply, key: Buffer): { bucket: number; counts: boolean } {
  const known = bucketOf(key, request.cookies);
  if (typeof known === 'number') return { bucket: known, counts: true };
  const bucket = randomInt(100);
  reply.setCookie(BUCKET_COOKIE, bucketCookieValue(key, bucket), {
    path: '/',
    maxAge: A_YEAR_S,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  return { bucket, counts: known === null };
}
