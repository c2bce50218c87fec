import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyBaseLogger } from 'fastify';
import { confirmsPayment, PaymentError, platformShareKobo, type PaymentProvider } from '../src/payments/index.js';
import { paystackProvider } from '../src/payments/paystack-provider.js';
import { bankDirectory } from '../src/services/banks.js';
import { buildTestApp } from './helpers/app.js';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack.js';

const PUBLIC_URL = 'http://troo.test';
const CALLBACK = `${PUBLIC_URL}/checkout/payment-return`;

/** A logger that keeps every line, to prove what it never contains. */
function recordingLog() {
  const lines: unknown[] = [];
  const record = (...args: unknown[]) => void lines.push(args);
  const log = {
    info: record,
    warn: record,
    error: record,
    debug: record,
    trace: record,
    fatal: record,
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof PaymentError, `expected a PaymentError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the call to fail');
}

describe('Paystack adapter against a local fake of Paystack', () => {
  let paystack: FakePaystack;
  let provider: PaymentProvider;
  let logged: ReturnType<typeof recordingLog>;
  let counter = 0;
  const reference = () => `troo-test-${Date.now()}-${++counter}`;

  before(async () => {
    paystack = await startFakePaystack({ secretKey: 'sk_test_adapter0123456789' });
  });
  after(() => paystack.close());
  beforeEach(() => {
    paystack.fail(null);
    paystack.delay(0);
    paystack.requests.length = 0;
    logged = recordingLog();
    provider = paystackProvider({
      secretKey: paystack.secretKey,
      baseUrl: paystack.url,
      publicUrl: PUBLIC_URL,
      banks: bankDirectory({ secretKey: paystack.secretKey, baseUrl: paystack.url, log: logged.log }),
      log: logged.log,
      timeoutMs: 500,
    });
  });

  it("initializes with Paystack's fields and verifies a paid transaction with its amount", async () => {
    const ref = reference();
    const started = await provider.initialize({
      reference: ref,
      amountKobo: 250_000,
      email: 'diner@example.com',
      callbackUrl: CALLBACK,
      metadata: { branch: 'b1' },
    });
    assert.equal(started.reference, ref);
    assert.match(started.authorizationUrl, /^https:\/\/checkout\.paystack\.com\/\w+$/);
    assert.ok(started.authorizationUrl.endsWith(started.accessCode));

    const sent = paystack.requests[0]!;
    assert.equal(sent.method, 'POST');
    assert.equal(sent.url, '/transaction/initialize');
    assert.equal(sent.headers.authorization, `Bearer ${paystack.secretKey}`);
    assert.match(String(sent.headers['content-type']), /^application\/json/);
    assert.deepEqual(sent.body, {
      reference: ref,
      amount: 250_000,
      email: 'diner@example.com',
      currency: 'NGN',
      callback_url: CALLBACK,
      metadata: '{"branch":"b1"}',
    });

    const before = await provider.verify(ref);
    assert.equal(before.status, 'abandoned');
    assert.equal(confirmsPayment(before, 250_000), false, 'an unpaid transaction proves nothing');

    paystack.complete(ref, { status: 'success' });
    const paid = await provider.verify(ref);
    assert.equal(paystack.requests.at(-1)!.url, `/transaction/verify/${ref}`);
    assert.equal(paid.status, 'success');
    assert.equal(paid.amountKobo, 250_000);
    assert.equal(paid.currency, 'NGN');
    assert.ok(paid.paidAt instanceof Date);
    assert.equal(paid.email, 'diner@example.com');
    assert.equal(paid.gatewayResponse, 'Approved');
    assert.deepEqual(paid.metadata, { branch: 'b1' });
    assert.equal(confirmsPayment(paid, 250_000), true);
  });

  it('reports a different amount paid, which does not confirm the payment', async () => {
    const ref = reference();
    await provider.initialize({ reference: ref, amountKobo: 500_000, email: 'diner@example.com', callbackUrl: CALLBACK });
    paystack.complete(ref, { status: 'success', amountKobo: 100 });
    const verification = await provider.verify(ref);
    assert.equal(verification.status, 'success');
    assert.equal(verification.amountKobo, 100);
    assert.equal(confirmsPayment(verification, 500_000), false);
  });

  it('reports a failed payment as failed', async () => {
    const ref = reference();
    await provider.initialize({ reference: ref, amountKobo: 10_000, email: 'diner@example.com', callbackUrl: CALLBACK });
    paystack.complete(ref, { status: 'failed' });
    const verification = await provider.verify(ref);
    assert.equal(verification.status, 'failed');
    assert.equal(confirmsPayment(verification, 10_000), false);
  });

  it('refuses a reused reference like Paystack', async () => {
    const ref = reference();
    await provider.initialize({ reference: ref, amountKobo: 10_000, email: 'a@example.com', callbackUrl: CALLBACK });
    const error = await rejection(
      provider.initialize({ reference: ref, amountKobo: 10_000, email: 'b@example.com', callbackUrl: CALLBACK }),
    );
    assert.equal(error.code, 'duplicate_reference');
    assert.equal(error.message, 'Duplicate Transaction Reference');
  });

  it('says not_found for a reference Paystack never saw', async () => {
    const error = await rejection(provider.verify('never-initialized'));
    assert.equal(error.code, 'not_found');
  });

  it("names the subaccount, Troo's share in kobo and who bears Paystack's fee", async () => {
    const subaccount = await provider.createSubaccount({
      businessName: 'Mama Put',
      bankCode: '058',
      accountNumber: '0123456789',
      platformFeePercent: 2.5,
    });
    const ref = reference();
    const share = platformShareKobo(1_000_000, 2.5);
    assert.equal(share, 25_000);
    await provider.initialize({
      reference: ref,
      amountKobo: 1_000_000,
      email: 'diner@example.com',
      callbackUrl: CALLBACK,
      split: { subaccountCode: subaccount.subaccountCode, platformShareKobo: share },
    });
    const sent = paystack.requests.at(-1)!.body!;
    assert.equal(sent.subaccount, subaccount.subaccountCode);
    assert.equal(sent.transaction_charge, 25_000);
    assert.equal(sent.bearer, 'subaccount');
    paystack.complete(ref, { status: 'success' });
    assert.equal((await provider.verify(ref)).subaccountCode, subaccount.subaccountCode);
  });

  it("creates a subaccount with Paystack's field names", async () => {
    const subaccount = await provider.createSubaccount({
      businessName: ' Bukka Hut ',
      bankCode: '044',
      accountNumber: '0987654321',
      platformFeePercent: 2,
      contactEmail: 'owner@bukka.ng',
    });
    const sent = paystack.requests.at(-1)!;
    assert.equal(sent.url, '/subaccount');
    assert.deepEqual(sent.body, {
      business_name: 'Bukka Hut',
      settlement_bank: '044',
      account_number: '0987654321',
      percentage_charge: 2,
      primary_contact_email: 'owner@bukka.ng',
    });
    assert.match(subaccount.subaccountCode, /^ACCT_\w+$/);
    assert.equal(subaccount.settlementBank, 'Access Bank');
    assert.equal(subaccount.percentageCharge, 2);

    const bad = await rejection(
      provider.createSubaccount({ businessName: 'X', bankCode: '123', accountNumber: '0987654321', platformFeePercent: 2 }),
    );
    assert.equal(bad.code, 'rejected');
    assert.equal(bad.message, 'Invalid bank code');
  });

  it('refunds in part and then in full', async () => {
    const ref = reference();
    await provider.initialize({ reference: ref, amountKobo: 30_000, email: 'diner@example.com', callbackUrl: CALLBACK });
    const unpaid = await rejection(provider.refund(ref));
    assert.equal(unpaid.code, 'rejected');

    paystack.complete(ref, { status: 'success' });
    const part = await provider.refund(ref, 10_000);
    assert.deepEqual(paystack.requests.at(-1)!.body, { transaction: ref, amount: 10_000 });
    assert.equal(part.amountKobo, 10_000);
    assert.equal(part.status, 'pending');
    assert.equal(part.reference, ref);

    // What a refund cut off by a crash asks: Paystack's refunds of the transaction, by its id.
    assert.equal(await provider.refundedKobo(ref), 10_000);
    assert.match(paystack.requests.at(-1)!.url, /^\/refund\?transaction=\d+&perPage=100$/);

    const rest = await provider.refund(ref);
    assert.deepEqual(paystack.requests.at(-1)!.body, { transaction: ref });
    assert.equal(rest.amountKobo, 20_000);
    assert.equal((await provider.verify(ref)).status, 'reversed');
    assert.equal(await provider.refundedKobo(ref), 30_000);
    assert.equal((await rejection(provider.refund(ref, 1))).code, 'rejected');
  });

  it('lists the banks through the existing bank directory', async () => {
    const banks = await provider.listBanks();
    assert.deepEqual(
      banks.map((bank) => bank.code),
      ['044', '058', '057'],
    );
    assert.equal(paystack.requests.at(-1)!.url, '/bank?country=nigeria');
  });

  it('refuses bad input before calling Paystack', async () => {
    const cases = [
      { reference: 'has space', amountKobo: 100, email: 'a@example.com', callbackUrl: CALLBACK },
      { reference: 'ok-1', amountKobo: 100.5, email: 'a@example.com', callbackUrl: CALLBACK },
      { reference: 'ok-2', amountKobo: 0, email: 'a@example.com', callbackUrl: CALLBACK },
      { reference: 'ok-3', amountKobo: 100, email: 'not-an-email', callbackUrl: CALLBACK },
      { reference: 'ok-4', amountKobo: 100, email: 'a@example.com', callbackUrl: 'https://evil.example/steal' },
      {
        reference: 'ok-5',
        amountKobo: 100,
        email: 'a@example.com',
        callbackUrl: CALLBACK,
        split: { subaccountCode: 'ACCT_x', platformShareKobo: 100 },
      },
    ];
    for (const input of cases) {
      const error = await rejection(provider.initialize(input));
      assert.equal(error.code, 'invalid_input', JSON.stringify(input));
    }
    assert.equal(paystack.requests.length, 0);
  });

  it('turns an outage, a timeout and a refused key into clear errors without the key', async () => {
    paystack.fail(503);
    const outage = await rejection(provider.verify('any-ref'));
    assert.equal(outage.code, 'unavailable');
    assert.equal(outage.retryable, true);
    assert.match(outage.message, /503/);
    paystack.fail(null);

    paystack.delay(1_500);
    const slow = await rejection(provider.verify('any-ref'));
    assert.equal(slow.code, 'unavailable');
    assert.match(slow.message, /within 500 ms/);
    paystack.delay(0);

    const wrongKey = paystackProvider({
      secretKey: 'sk_test_wrong_key_123',
      baseUrl: paystack.url,
      publicUrl: PUBLIC_URL,
      banks: bankDirectory({ secretKey: null, baseUrl: paystack.url, log: logged.log }),
      log: logged.log,
    });
    const refused = await rejection(wrongKey.verify('any-ref'));
    assert.equal(refused.code, 'unauthorized');

    const unreachable = paystackProvider({
      secretKey: paystack.secretKey,
      baseUrl: 'http://127.0.0.1:9',
      publicUrl: PUBLIC_URL,
      banks: bankDirectory({ secretKey: null, baseUrl: paystack.url, log: logged.log }),
      log: logged.log,
    });
    assert.equal((await rejection(unreachable.verify('any-ref'))).code, 'unavailable');

    for (const error of [outage, slow, refused]) {
      assert.equal(error.message.includes(paystack.secretKey), false);
      assert.equal(error.message.includes('sk_test_wrong_key_123'), false);
    }
    const everything = JSON.stringify(logged.lines);
    assert.equal(everything.includes(paystack.secretKey), false, 'the secret key is never logged');
    assert.equal(everything.includes('sk_test_wrong_key_123'), false);
  });
});

describe('provider from configuration', () => {
  it('is Paystack with a secret key, pointed at PAYSTACK_BASE_URL', async () => {
    const paystack = await startFakePaystack();
    const t = await buildTestApp({ PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.url });
    try {
      assert.equal(t.app.payments.kind, 'paystack');
      await t.app.payments.initialize({
        reference: 'from-config-1',
        amountKobo: 5_000,
        email: 'a@example.com',
        callbackUrl: 'http://troo.test/back',
      });
      assert.equal(paystack.transactions.get('from-config-1')?.amount, 5_000);
    } finally {
      await t.close();
      await paystack.close();
    }
  });
});
