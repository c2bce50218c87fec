import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls } from '@troo/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import { controlCharacterMessage, findBadText } from '../../plugins/control-characters.js';
import { PaymentError } from '../../payments/errors.js';
import { transactionFromPaystack } from '../../payments/paystack-transaction.js';
import type { ChargeSuccessEvent } from '../../payments/provider.js';
import { callRoute } from '../call-route.js';

/**
 * Does the work a paid charge calls for (issue 12: create the order). It runs after Paystack has
 * had its 200, so it must be safe to run twice: Paystack retries and duplicates events.
 */
export type ChargeSuccessHandler = (event: ChargeSuccessEvent, log: FastifyBaseLogger) => Promise<void>;

export interface PaystackWebhookOptions {
  onChargeSuccess: ChargeSuccessHandler;
}

/** Paystack's events are a few kilobytes; nothing legitimate comes near this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /paystack/webhook (under /api): accepts an event only when x-paystack-signature is the
 * HMAC-SHA512 of the body's exact bytes, answers 200 at once, then hands charge.success to the
 * injected handler. Other events are acknowledged and ignored.
 */
export const paystackWebhookRoutes: FastifyPluginAsyncTypebox<PaystackWebhookOptions> = async (app, { onChargeSuccess }) => {
  // Raw bytes, in this plugin only: parsing and re-serialising JSON would change what was signed.
  const keepRaw = (_request: unknown, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body);
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, keepRaw);
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, keepRaw);

  // Handlers still running when the server stops are waited for, not cut off.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  callRoute(app, calls.paystackWebhook, async (request, reply) => {
    const raw = request.body;
    const signature = request.headers['x-paystack-signature'];
    if (typeof signature !== 'string' || signature === '')
      return reply.status(401).send({ message: 'The x-paystack-signature header is missing.' });
    if (!Buffer.isBuffer(raw) || raw.length === 0) return reply.status(400).send({ message: 'The webhook has no body.' });
    if (!app.payments.verifyWebhookSignature(raw, signature)) {
      request.log.warn('webhook refused: the signature does not match the body');
      return reply.status(401).send({ message: 'The webhook signature is not valid.' });
    }

    let event: { event?: unknown; data?: unknown };
    try {
      event = JSON.parse(raw.toString('utf8')) as typeof event;
    } catch {
      return reply.status(400).send({ message: 'The webhook body is not valid JSON.' });
    }
    // The body is raw bytes here, out of reach of the check every parsed body gets (control-characters.ts).
    const badField = findBadText(event, '');
    if (badField !== null) return reply.status(400).send({ message: controlCharacterMessage(badField || 'The webhook') });
    if (typeof event !== 'object' || event === null || typeof event.event !== 'string') {
      return reply.status(400).send({ message: 'The webhook names no event.' });
    }
    if (event.event !== 'charge.success') {
      request.log.info({ event: event.event }, 'webhook event ignored');
      return reply.status(200).send({ received: true });
    }

    let chargeSuccess: ChargeSuccessEvent;
    try {
      chargeSuccess = {
        event: 'charge.success',
        transaction: transactionFromPaystack(event.data),
        data: event.data as Record<string, unknown>,
      };
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      request.log.error({ err: error }, 'signed charge.success event that cannot be read');
      return reply.status(400).send({ message: error.message });
    }

    const log = request.log;
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => onChargeSuccess(chargeSuccess, log))
      .catch((error: unknown) => log.error({ err: error, reference: chargeSuccess.transaction.reference }, 'charge.success handler failed'))
      .finally(() => running.delete(work));
    running.add(work);
    return reply.status(200).send({ received: true });
  });
};
