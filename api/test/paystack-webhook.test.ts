import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChargeSuccessEvent } from '../src/payments/index.js';
import { signWebhookBody } from '../src/payments/webhook-signature.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

const SECRET = 'sk_test_webhook0123456789';
const WEBHOOK = '/api/paystack/webhook';

/** A charge.success body as Paystack writes it: its own spacing and key order, which JSON.stringify would not keep. */
const chargeSuccess = (reference: string, amount = 250_000) =>
  `{"event":"charge.success",  "data": {"id": 302961, "domain": "test", "status": "success", "reference": "${reference}",
 "amount": ${amount}, "gateway_response": "Successful", "paid_at": "2026-02-01T10:42:20.000Z", "channel": "card",
 "currency": "NGN", "metadata": {"order": "kept", "note": "caf\\u00e9"}, "customer": {"email": "diner@example.com"}, "subaccount": {}}}`;

const post = (t: TestApp, body: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: WEBHOOK, payload: body, headers: { 'content-type': 'application/json', ...headers } });

describe('POST /api/paystack/webhook (Paystack configured)', () => {
  let t: TestApp;
  const received: ChargeSuccessEvent[] = [];
  let arrived: () => void = () => undefined;
  const nextEvent = () => new Promise<void>((resolve) => (arrived = resolve));

  before(async () => {
    t = await buildTestApp(
      { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' },
      {
        onChargeSuccess: async (event) => {
          received.push(event);
          arrived();
        },
      },
    );
  });
  after(() => t.close());

  it('accepts a correctly signed charge.success at once and hands it to the handler', async () => {
    const body = chargeSuccess('ref-valid-1');
    const delivered = nextEvent();
    const response = await post(t, body, { 'x-paystack-signature': signWebhookBody(body, SECRET) });
    assert.equal(response.statusCode, 200);
    await delivered;
    const event = received.at(-1)!;
    assert.equal(event.event, 'charge.success');
    assert.equal(event.transaction.reference, 'ref-valid-1');
    assert.equal(event.transaction.status, 'success');
    assert.equal(event.transaction.amountKobo, 250_000);
    assert.equal(event.transaction.currency, 'NGN');
    assert.deepEqual(event.transaction.metadata, { order: 'kept', note: 'café' });
    assert.equal(event.transaction.paidAt?.toISOString(), '2026-02-01T10:42:20.000Z');
  });

  it('refuses a missing signature with 401 and never calls the handler', async () => {
    const before = received.length;
    const response = await post(t, chargeSuccess('ref-unsigned'));
    assert.equal(response.statusCode, 401);
    assert.match(response.json().message, /x-paystack-signature/);
    assert.equal(received.length, before);
  });

  it('refuses forged signatures with 401', async () => {
    const body = chargeSuccess('ref-forged');
    const forgeries = [
      signWebhookBody(body, 'sk_test_someone_else'),
      signWebhookBody(body, SECRET).replace(/^./, (c) => (c === '0' ? '1' : '0')),
      signWebhookBody(body, SECRET).slice(0, 64),
      'not-hex',
      reversedSignature(body),
    ];
    const before = received.length;
    for (const signature of forgeries) {
      const response = await post(t, body, { 'x-paystack-signature': signature });
      assert.equal(response.statusCode, 401, signature);
    }
    // A body changed after signing: a richer amount with the original signature.
    const tampered = await post(t, chargeSuccess('ref-forged', 999_999_00), { 'x-paystack-signature': signWebhookBody(body, SECRET) });
    assert.equal(tampered.statusCode, 401);
    assert.equal(received.length, before);
  });

  it('checks the raw body: a signature over the re-serialised JSON is refused', async () => {
    const body = chargeSuccess('ref-reserialised');
    const reserialised = JSON.stringify(JSON.parse(body));
    assert.notEqual(reserialised, body);
    const response = await post(t, body, { 'x-paystack-signature': signWebhookBody(reserialised, SECRET) });
    assert.equal(response.statusCode, 401);
  });

  it('answers 400 to a signed body that is not a readable event', async () => {
    for (const body of [
      '{"event": "charge.success", "data": ',
      '[1,2]',
      '{"event":"charge.success","data":{"reference":"x","status":"paid","amount":1}}',
    ]) {
      const response = await post(t, body, { 'x-paystack-signature': signWebhookBody(body, SECRET) });
      assert.equal(response.statusCode, 400, body);
    }
    const empty = await t.app.inject({ method: 'POST', url: WEBHOOK, headers: { 'x-paystack-signature': signWebhookBody('', SECRET) } });
    assert.equal(empty.statusCode, 400);
  });

  it('acknowledges other signed events without calling the handler', async () => {
    const before = received.length;
    const body = '{"event":"transfer.success","data":{"reference":"tr-1","amount":100}}';
    const response = await post(t, body, { 'x-paystack-signature': signWebhookBody(body, SECRET) });
    assert.equal(response.statusCode, 200);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(received.length, before);
  });

  it('leaves every other route parsing JSON as before', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com' } });
    assert.equal(response.statusCode, 400);
    assert.notEqual(response.json().message, 'The request body is not valid JSON.');
  });
});

describe('POST /api/paystack/webhook with the default handler', () => {
  it('answers 200 to a signed charge.success even though nothing but a log line handles it yet', async () => {
    const t = await buildTestApp({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    try {
      const body = chargeSuccess('ref-default');
      assert.equal((await post(t, body, { 'x-paystack-signature': signWebhookBody(body, SECRET) })).statusCode, 200);
      assert.equal((await post(t, body, { 'x-paystack-signature': signWebhookBody(body, 'sk_test_other') })).statusCode, 401);
    } finally {
      await t.close();
    }
  });

  it('keeps answering 200 when the handler fails (the failure is logged, Paystack is not kept waiting)', async () => {
    let failed: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (failed = resolve));
    const t = await buildTestApp(
      { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: 'http://127.0.0.1:9' },
      {
        onChargeSuccess: async () => {
          setImmediate(failed);
          throw new Error('database down');
        },
      },
    );
    try {
      const body = chargeSuccess('ref-handler-fails');
      assert.equal((await post(t, body, { 'x-paystack-signature': signWebhookBody(body, SECRET) })).statusCode, 200);
      await done;
    } finally {
      await t.close();
    }
  });
});

/** A well-formed signature (128 hex characters) that is still wrong. */
function reversedSignature(body: string): string {
  return signWebhookBody(body, SECRET).split('').reverse().join('');
}
