import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A visitor's place in a canary: a number 0–99 kept in a cookie, so a visitor stays on the same side
// of every canary across loads (a canary at 10% serves buckets 0–9; raised to 50%, those same visitors
// and more). It says nothing of who the visitor is, and is set only while a canary runs.

export const BUCKET_COOKIE = 'troo-bucket';
const A_YEAR_S = 365 * 24 * 3600;

/** The visitor's bucket, or null when the cookie is absent or not one (a made-up value gets a new one). */
export function bucketOf(cookies: Record<string, string | undefined>): number | null {
  const raw = cookies[BUCKET_COOKIE];
  return raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

/** The visitor's bucket, given one (in the answer's cookie) when they have none yet. */
export function visitorBucket(request: FastifyRequest, reply: FastifyReply): number {
  const known = bucketOf(request.cookies);
  if (known !== null) return known;
  const bucket = randomInt(100);
  reply.setCookie(BUCKET_COOKIE, String(bucket), {
    path: '/',
    maxAge: A_YEAR_S,
    sameSite: 'lax',
    httpOnly: true,
    secure: request.protocol === 'https',
  });
  return bucket;
}
