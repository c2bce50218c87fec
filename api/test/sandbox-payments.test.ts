import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { OpenDatabase } from '../src/db/client.js';
import { sandboxTransactions } from '../src/db/schema.js';
import { confirmsPayment, PaymentError, platformShareKobo, type ChargeSuccessEvent } from '../src/payments/index.js';
import { signWebhookBody } from '../src/payments/webhook-signature.js';
import { buildTestApp, freshDatabase, type TestApp } from './helpers/app.js';

const CALLBACK = 'http://troo.test/checkout/payment-return?branch=b1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof PaymentError, `expected a PaymentError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the call to fail');
}

/** The pay page's path from an authorization URL on PUBLIC_URL (http://troo.test). */
const pagePath = (authorizationUrl: string) => new URL(authorizationUrl).pathname;

describe('sandbox payment provider (no Paystack key)', () => {
  let database: OpenDatabase;
  let t: TestApp;
  const events: ChargeSuccessEvent[] = [];
  let arrived: () => void = () => undefined;
  const nextEvent = () => new Promise<void>((resolve) => (arrived = resolve));
  let counter = 0;
  const reference = () => `sbx-${Date.now()}-${++counter}`;

  before(async () => {
    database = await freshDatabase();
    t = await buildTestApp(
      {},
      {
        database,
        onChargeSuccess: async (event) => {
          events.push(event);
          arrived();
        },
      },
    );
  });
  after(async () => {
    await t.close();
    await database.close();
  });

  it('is the provider when no secret key is set', () => {
    assert.equal(t.app.payments.kind, 'sandbox');
  });

  it('initialize → pay page → Pay → callback with the reference → verify says success with the amount and split', async () => {
    const subaccount = await t.app.payments.createSubaccount({
      businessName: 'Mama <Put> Kitchen',
      bankCode: '058',
      accountNumber: '0123456789',
      platformFeePercent: 2,
    });
    assert.match(subaccount.subaccountCode, /^ACCT_\w+$/);
    assert.equal(subaccount.settlementBank, 'Guaranty Trust Bank');

    const ref = reference();
    const share = platformShareKobo(1_250_050, 2);
    const started = await t.app.payments.initialize({
      reference: ref,
      amountKobo: 1_250_050,
      email: 'diner@example.com',
      callbackUrl: CALLBACK,
      split: { subaccountCode: subaccount.subaccountCode, platformShareKobo: share },
      metadata: { basket: 'b-1' },
    });
    assert.equal(started.reference, ref);
    assert.match(started.authorizationUrl, /^http:\/\/troo\.test\/sandbox\/pay\/[a-z0-9]+$/);
    assert.equal(started.authorizationUrl.endsWith(started.accessCode), true);
    assert.equal((await t.app.payments.verify(ref)).status, 'abandoned');

    const page = await t.app.inject({ url: pagePath(started.authorizationUrl) });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.equal(page.headers['cache-control'], 'no-store');
    const csp = String(page.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /form-action 'self'/);
    assert.equal(/<script/i.test(page.body), false, 'no script: the CSP allows none inline');
    assert.match(page.body, /₦12,500\.50/);
    assert.match(page.body, /Mama &lt;Put&gt; Kitchen/, 'the business, escaped');
    assert.equal(page.body.includes('<Put>'), false);
    assert.match(page.body, new RegExp(`<form method="post" action="/sandbox/pay/${started.accessCode}">`));
    assert.match(page.body, /<button[^>]*name="outcome" value="pay"[^>]*>Pay ₦12,500\.50<\/button>/);
    assert.match(page.body, /<button[^>]*name="outcome" value="decline"[^>]*>Decline<\/button>/);

    const delivered = nextEvent();
    const paid = await t.app.inject({ method: 'POST', url: pagePath(started.authorizationUrl), headers: FORM, payload: 'outcome=pay' });
    assert.equal(paid.statusCode, 303);
    const back = new URL(String(paid.headers.location));
    assert.equal(`${back.origin}${back.pathname}`, 'http://troo.test/checkout/payment-return');
    assert.equal(back.searchParams.get('branch'), 'b1', 'the callback URL is kept as given');
    assert.equal(back.searchParams.get('reference'), ref);
    assert.equal(back.searchParams.get('trxref'), ref);

    const verification = await t.app.payments.verify(ref);
    assert.equal(verification.status, 'success');
    assert.equal(verification.amountKobo, 1_250_050);
    assert.equal(verification.currency, 'NGN');
    assert.ok(verification.paidAt instanceof Date);
    assert.equal(verification.email, 'diner@example.com');
    assert.equal(verification.subaccountCode, subaccount.subaccountCode);
    assert.deepEqual(verification.metadata, { basket: 'b-1' });
    assert.equal(confirmsPayment(verification, 1_250_050), true);
    assert.equal(confirmsPayment(verification, 1_250_051), false);

    const [row] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, ref));
    assert.equal(row!.platformShareKobo, 25_001);
    assert.equal(row!.bearer, 'subaccount');

    // The sandbox tells our own webhook route, signed, as Paystack would.
    await delivered;
    const event = events.at(-1)!;
    assert.equal(event.transaction.reference, ref);
    assert.equal(event.transaction.amountKobo, 1_250_050);
    assert.deepEqual(event.data.fees_split, {
      paystack: 0,
      integration: 25_001,
      subaccount: 1_225_049,
      params: { bearer: 'subaccount', transaction_charge: '25001' },
    });

    // Pressing Pay again changes nothing and announces nothing new.
    const again = await t.app.inject({
      method: 'POST',
      url: pagePath(started.authorizationUrl),
      headers: FORM,
      payload: 'outcome=decline',
    });
    assert.equal(again.statusCode, 303);
    assert.equal((await t.app.payments.verify(ref)).status, 'success');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(events.filter((e) => e.transaction.reference === ref).length, 1);
    const donePage = await t.app.inject({ url: pagePath(started.authorizationUrl) });
    assert.match(donePage.body, /This payment is complete/);
    assert.equal(donePage.body.includes('value="pay"'), false);
  });

  it('Decline → callback with the reference → verify says failed, and no webhook', async () => {
    const ref = reference();
    const before = events.length;
    const started = await t.app.payments.initialize({
      reference: ref,
      amountKobo: 5_000,
      email: 'diner@example.com',
      callbackUrl: CALLBACK,
    });
    const declined = await t.app.inject({
      method: 'POST',
      url: pagePath(started.authorizationUrl),
      headers: FORM,
      payload: 'outcome=decline',
    });
    assert.equal(declined.statusCode, 303);
    assert.equal(new URL(String(declined.headers.location)).searchParams.get('reference'), ref);
    const verification = await t.app.payments.verify(ref);
    assert.equal(verification.status, 'failed');
    assert.equal(verification.paidAt, null);
    assert.equal(verification.gatewayResponse, 'Declined');
    assert.equal(confirmsPayment(verification, 5_000), false);

    const payAfter = await t.app.inject({ method: 'POST', url: pagePath(started.authorizationUrl), headers: FORM, payload: 'outcome=pay' });
    assert.equal(payAfter.statusCode, 303);
    assert.equal((await t.app.payments.verify(ref)).status, 'failed', 'a declined payment stays declined');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(events.length, before);
    assert.match((await t.app.inject({ url: pagePath(started.authorizationUrl) })).body, /This payment was declined/);
  });

  it('refuses a reused reference like Paystack', async () => {
    const ref = reference();
    await t.app.payments.initialize({ reference: ref, amountKobo: 5_000, email: 'a@example.com', callbackUrl: CALLBACK });
    const error = await rejection(
      t.app.payments.initialize({ reference: ref, amountKobo: 9_000, email: 'b@example.com', callbackUrl: CALLBACK }),
    );
    assert.equal(error.code, 'duplicate_reference');
    assert.equal(error.message, 'Duplicate Transaction Reference');
    assert.equal((await t.app.payments.verify(ref)).amountKobo, 5_000, 'the first transaction is untouched');
  });

  it("accepts only a callback URL on PUBLIC_URL's origin (no open redirect)", async () => {
    for (const callbackUrl of [
      'https://evil.example/back',
      'http://troo.test.evil.example/back',
      'https://troo.test/back',
      'http://user:pw@troo.test/back',
      '//evil.example/back',
      'javascript:alert(1)',
    ]) {
      const error = await rejection(
        t.app.payments.initialize({ reference: reference(), amountKobo: 5_000, email: 'a@example.com', callbackUrl }),
      );
      assert.equal(error.code, 'invalid_input', callbackUrl);
    }
  });

  it('refuses a split to a subaccount that does not exist, and a subaccount at an unknown bank', async () => {
    const split = await rejection(
      t.app.payments.initialize({
        reference: reference(),
        amountKobo: 5_000,
        email: 'a@example.com',
        callbackUrl: CALLBACK,
        split: { subaccountCode: 'ACCT_nobody', platformShareKobo: 100 },
      }),
    );
    assert.equal(split.code, 'rejected');
    const bank = await rejection(
      t.app.payments.createSubaccount({ businessName: 'X', bankCode: '000', accountNumber: '0123456789', platformFeePercent: 2 }),
    );
    assert.equal(bank.code, 'rejected');
  });

  it('refunds a paid transaction in part, then in full (reversed), and no more', async () => {
    const ref = reference();
    const started = await t.app.payments.initialize({ reference: ref, amountKobo: 30_000, email: 'a@example.com', callbackUrl: CALLBACK });
    assert.equal((await rejection(t.app.payments.refund(ref))).code, 'rejected', 'nothing to refund before payment');
    await t.app.inject({ method: 'POST', url: pagePath(started.authorizationUrl), headers: FORM, payload: 'outcome=pay' });
    const part = await t.app.payments.refund(ref, 10_000);
    assert.equal(part.amountKobo, 10_000);
    assert.equal(part.status, 'processed');
    assert.equal((await t.app.payments.verify(ref)).status, 'success');
    assert.equal((await rejection(t.app.payments.refund(ref, 20_001))).code, 'rejected');
    const rest = await t.app.payments.refund(ref);
    assert.equal(rest.amountKobo, 20_000);
    assert.equal((await t.app.payments.verify(ref)).status, 'reversed');
    assert.equal((await rejection(t.app.payments.refund(ref, 1))).code, 'rejected');
    assert.equal((await rejection(t.app.payments.refund('no-such-ref'))).code, 'not_found');
  });

  it('answers 404 to an unknown pay page and 400 to an unknown choice', async () => {
    const unknown = await t.app.inject({ url: '/sandbox/pay/abcdef0123456789' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /Payment not found/);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/sandbox/pay/abcdef0123456789', headers: FORM, payload: 'outcome=pay' })).statusCode,
      404,
    );
    const started = await t.app.payments.initialize({
      reference: reference(),
      amountKobo: 5_000,
      email: 'a@example.com',
      callbackUrl: CALLBACK,
    });
    assert.equal(
      (await t.app.inject({ method: 'POST', url: pagePath(started.authorizationUrl), headers: FORM, payload: 'outcome=free' })).statusCode,
      400,
    );
    assert.equal((await t.app.inject({ method: 'POST', url: pagePath(started.authorizationUrl), headers: FORM })).statusCode, 400);
  });

  it('says not_found for a reference it never saw', async () => {
    assert.equal((await rejection(t.app.payments.verify('never-seen'))).code, 'not_found');
  });

  it('refuses webhooks not signed by the sandbox', async () => {
    const body = '{"event":"charge.success","data":{"reference":"fake","status":"success","amount":100,"currency":"NGN"}}';
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhookBody(body, 'sk_test_guess') },
      payload: body,
    });
    assert.equal(forged.statusCode, 401);
  });

  it('survives a restart: a new server on the same database still verifies and serves the pay page', async () => {
    const ref = reference();
    const started = await t.app.payments.initialize({ reference: ref, amountKobo: 77_700, email: 'a@example.com', callbackUrl: CALLBACK });
    const paidRef = reference();
    const paidStart = await t.app.payments.initialize({
      reference: paidRef,
      amountKobo: 12_300,
      email: 'a@example.com',
      callbackUrl: CALLBACK,
    });
    await t.app.inject({ method: 'POST', url: pagePath(paidStart.authorizationUrl), headers: FORM, payload: 'outcome=pay' });

    const restarted = await buildTestApp({}, { database });
    try {
      const paid = await restarted.app.payments.verify(paidRef);
      assert.equal(paid.status, 'success');
      assert.equal(paid.amountKobo, 12_300);
      assert.equal((await restarted.app.inject({ url: pagePath(started.authorizationUrl) })).statusCode, 200);
      const pay = await restarted.app.inject({
        method: 'POST',
        url: pagePath(started.authorizationUrl),
        headers: FORM,
        payload: 'outcome=pay',
      });
      assert.equal(new URL(String(pay.headers.location)).searchParams.get('reference'), ref);
      assert.equal((await restarted.app.payments.verify(ref)).status, 'success');
      await assert.rejects(
        restarted.app.payments.initialize({ reference: ref, amountKobo: 1, email: 'a@example.com', callbackUrl: CALLBACK }),
        /Duplicate Transaction Reference/,
      );
    } finally {
      await restarted.close();
    }
  });
});

describe('sandbox pages when Paystack is configured', () => {
  it('do not exist', async () => {
    const t = await buildTestApp({ PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    try {
      assert.equal(t.app.payments.kind, 'paystack');
      const response = await t.app.inject({ method: 'POST', url: '/sandbox/pay/abcdef', headers: FORM, payload: 'outcome=pay' });
      assert.equal(response.statusCode, 404);
    } finally {
      await t.close();
    }
  });
});
