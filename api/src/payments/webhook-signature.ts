import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's x-paystack-signature: hex HMAC-SHA512 of the raw request body, keyed with the secret key. */
export function signWebhookBody(rawBody: Buffer | string, key: string): string {
  return createHmac('sha512', key).update(rawBody).digest('hex');
}

/**
 * Whether the signature is right for exactly these bytes. Hashing a re-serialised JSON body would
 * fail whenever key order or spacing differ, so callers must pass the body as it arrived.
 * The comparison takes the same time wherever the first wrong character is.
 */
export function isValidWebhookSignature(rawBody: Buffer, signature: string | undefined, key: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhookBody(rawBody, key), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
