import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { checkouts, orders } from '../src/db/schema.js';
import { reconcilePendingCheckouts } from '../src/domain/checkout/settle.js';
import { DEFAULT_CHECKOUTS_PER_ADDRESS, DEFAULT_CHECKOUTS_PER_OUTLET, OUTLET_BUSY } from '../src/domain/limits.js';
import type { PaymentProvider, Verification } from '../src/payments/provider.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { CHECKOUT_URL, checkoutBody, startCheckout } from './helpers/paid-order.js';

// The attack: start checkouts as fast as possible (each one a real transaction at the provider on
// Troo's key), then make the server verify every one of them again after a restart.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ONE_ADDRESS = '10.9.8.7';

describe('checkout floods', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let jollof: string;
  let other: TestBusiness;
  let otherJollof: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    other = await createTestBusiness(t.db, 'Other Kitchen');
    otherJollof = (await createTestMenu(t.db, other)).jollof.id;
  });
  after(() => t.close());

  it(`100 checkout starts from one address: the first ${DEFAULT_CHECKOUTS_PER_ADDRESS} go through, the rest get 429 with Retry-After`, async () => {
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await startCheckout(t.app, shop, jollof, { remoteAddress: ONE_ADDRESS }));
    const started = answers.filter((answer) => answer.statusCode === 200).length;
    assert.equal(started, DEFAULT_CHECKOUTS_PER_ADDRESS);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 100 - DEFAULT_CHECKOUTS_PER_ADDRESS);
    assert.ok(refused.every((answer) => Number(answer.headers['retry-after']) > 0));
    // Only the ones that went through were kept (and only they reached the provider).
    const kept = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkouts)
      .where(eq(checkouts.branchId, shop.branchId));
    assert.equal(kept[0]!.n, DEFAULT_CHECKOUTS_PER_ADDRESS);
    // Another address is not held back by it.
    assert.equal((await startCheckout(t.app, shop, jollof)).statusCode, 200);
  });

  it(`from many addresses at once, one outlet starts at most ${DEFAULT_CHECKOUTS_PER_OUTLET} a minute; another outlet is not affected`, async () => {
    const answers = await Promise.all(
      Array.from({ length: DEFAULT_CHECKOUTS_PER_OUTLET + 10 }, () => startCheckout(t.app, other, otherJollof)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    assert.equal(refused.length, 10);
    assert.equal(refused[0]!.json().message, OUTLET_BUSY);
    assert.ok(Number(refused[0]!.headers['retry-after']) >= 1 && Number(refused[0]!.headers['retry-after']) <= 60);
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, DEFAULT_CHECKOUTS_PER_OUTLET);
  });

  it('an unpaid checkout expires after an hour; paying it late still makes its order', async () => {
    const started = await startCheckout(t.app, shop, jollof);
    assert.equal(started.statusCode, 200, started.body);
    const { transaction, paystack_data } = started.json();
    await t.db
      .update(checkouts)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(checkouts.reference, transaction.ref));
    await t.app.housekeeping.run();
    const [expired] = await t.db.select({ status: checkouts.status }).from(checkouts).where(eq(checkouts.reference, transaction.ref));
    assert.equal(expired!.status, 'failed');

    // The diner was slow, not gone: the payment still counts.
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(paystack_data.data.authorization_url).pathname,
      headers: FORM,
      payload: 'outcome=pay',
    });
    assert.equal(paid.statusCode, 303);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/order/confirmOrderPayment/',
      payload: { reference: transaction.ref },
    });
    assert.equal(confirmed.json().status, true, confirmed.body);
    assert.equal((await t.db.select().from(orders).where(eq(orders.reference, transaction.ref))).length, 1);
  });

  it('reconciliation after a restart asks about recent pending checkouts only, ten at a time', async () => {
    const recent = await t.db.select({ reference: checkouts.reference }).from(checkouts).where(eq(checkouts.status, 'pending'));
    // One pending checkout from two hours ago that housekeeping has not reached yet: not asked about.
    const [old] = recent;
    await t.db
      .update(checkouts)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(eq(checkouts.reference, old!.reference));
    let asking = 0;
    let mostAtOnce = 0;
    const asked: string[] = [];
    const provider = {
      async verify(reference: string): Promise<Verification> {
        asked.push(reference);
        mostAtOnce = Math.max(mostAtOnce, ++asking);
        await new Promise((resolve) => setTimeout(resolve, 5));
        asking -= 1;
        const stillPaying: Verification = {
          reference,
          status: 'ongoing',
          amountKobo: 0,
          currency: 'NGN',
          paidAt: null,
          email: null,
          gatewayResponse: null,
          subaccountCode: null,
          metadata: null,
          providerTransactionId: null,
        };
        return stillPaying;
      },
    } as unknown as PaymentProvider;
    await reconcilePendingCheckouts(t.db, provider, t.app.log);
    assert.equal(asked.length, recent.length - 1);
    assert.ok(!asked.includes(old!.reference));
    assert.ok(mostAtOnce <= 10 && mostAtOnce > 1, `at most ten at once, asked ${mostAtOnce} at once`);
  });
});

describe('junk checkout starts through the trusted proxy', () => {
  const PROXY = '10.0.0.5';
  let t: TestApp;
  let shop: TestBusiness;
  let jollof: string;

  before(async () => {
    t = await buildTestApp({ TRUST_PROXY: PROXY });
    shop = await createTestBusiness(t.db, 'Buka Junction');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
  });
  after(() => t.close());

  const throughProxy = (client: string, itemId: string) =>
    t.app.inject({
      method: 'POST',
      url: CHECKOUT_URL,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': client },
      payload: checkoutBody(shop, itemId),
    });

  it('130 starts of an unknown item from 7 addresses in a minute leave a real diner able to pay', async () => {
    const attackers = Array.from({ length: 7 }, (_, i) => `198.51.100.${i + 1}`);
    const junk = await Promise.all(Array.from({ length: 130 }, (_, i) => throughProxy(attackers[i % 7]!, randomUUID())));
    // Every one was refused as bad input (none was held back by the per-address limit, so all reached the outlet's count).
    assert.deepEqual([...new Set(junk.map((answer) => answer.statusCode))], [400]);

    const diner = await throughProxy('192.0.2.44', jollof);
    assert.equal(diner.statusCode, 200, diner.body);
  });
});
