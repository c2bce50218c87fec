import type { FastifyBaseLogger } from 'fastify';
import { DUPLICATE_REFERENCE, PaymentError } from './errors.js';

export interface PaystackClientOptions {
  secretKey: string;
  baseUrl: string;
  log: FastifyBaseLogger;
  /** How long one call may take before it counts as unavailable; a phone is waiting. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export type PaystackCall = (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => Promise<unknown>;

/**
 * One Paystack API call: bearer secret key, JSON both ways, `{ status, message, data }` unwrapped
 * to `data`. Failures become PaymentError with a code; the key never reaches a log or a message.
 */
export function paystackClient({ secretKey, baseUrl, log, timeoutMs = DEFAULT_TIMEOUT_MS }: PaystackClientOptions): PaystackCall {
  return async (method, path, body) => {
    const what = `${method} ${path.split('?')[0]}`;
    const started = Date.now();
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      log.warn({ call: what, ms: Date.now() - started, timedOut }, 'Paystack call failed');
      throw new PaymentError(
        'unavailable',
        timedOut ? `Paystack did not answer ${what} within ${timeoutMs} ms` : `Paystack could not be reached for ${what}`,
        { cause: error },
      );
    }

    const parsed = parseEnvelope(await response.text().catch(() => ''));
    const message = typeof parsed?.message === 'string' ? parsed.message : '';
    log.debug({ call: what, status: response.status, ms: Date.now() - started }, 'Paystack answered');

    if (response.status >= 500)
      throw new PaymentError('unavailable', `Paystack answered ${response.status} to ${what}${message ? `: ${message}` : ''}`);
    if (response.status === 401) throw new PaymentError('unauthorized', `Paystack refused the secret key for ${what}`);
    if (!parsed)
      throw new PaymentError('invalid_response', `Paystack answered ${what} with something other than JSON (${response.status})`);
    if (!response.ok || parsed.status !== true) {
      if (message.toLowerCase().includes(DUPLICATE_REFERENCE.toLowerCase()))
        throw new PaymentError('duplicate_reference', DUPLICATE_REFERENCE);
      if (response.status === 404 || /not found/i.test(message))
        throw new PaymentError('not_found', message || `Paystack found nothing for ${what}`);
      throw new PaymentError('rejected', message || `Paystack refused ${what} (${response.status})`);
    }
    return parsed.data;
  };
}

/** Paystack's `{ status, message, data }`, or null when the body is not a JSON object. */
function parseEnvelope(text: string): { status?: unknown; message?: unknown; data?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}
