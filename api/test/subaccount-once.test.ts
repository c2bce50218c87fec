import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import type { OpenDatabase } from '../src/db/client.js';
import { businesses, checkouts } from '../src/db/schema.js';
import { PAYMENT_UNAVAILABLE } from '../src/domain/checkout/payment-failure.js';
import { buildTestApp, databaseUrlOf, freshDatabase, openedElsewhere, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { CHECKOUT_URL, checkoutBody, startCheckout } from './helpers/paid-order.js';
import { startServer } from './helpers/server-process.js';

// A new restaurant's first payments, arriving at several API processes on one database at once:
// Paystack is asked for its subaccount once, and every payment settles to that one. Several apps in
// this process (on PostgreSQL each with connections of its own), and on PostgreSQL also real server
// processes, which share nothing but the database.

const SECRET = 'sk_test_subaccount0123456789';
const APPS = 3;
const FIRST_PAYMENTS = 20;

describe("a restaurant's subaccount, made once across processes", () => {
  let database: OpenDatabase;
  const elsewhere: OpenDatabase[] = [];
  let paystack: FakePaystack;
  const apps: TestApp[] = [];

  before(async () => {
    database = await freshDatabase();
    paystack = await startFakePaystack({ secretKey: SECRET });
    const env = { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url };
    for (let i = 1; i < APPS; i++) elsewhere.push(await openedElsewhere(database));
    for (const opened of [database, ...elsewhere]) apps.push(await buildTestApp(env, { database: opened }));
  });
  after(async () => {
    for (const t of apps) await t.close();
    for (const opened of elsewhere) await opened.close();
    await database.close();
    await paystack.close();
  });

  async function newRestaurant(name: string) {
    const restaurant = await createTestBusiness(database.db, name);
    const { jollof } = await createTestMenu(database.db, restaurant);
    await addBankAccount(database.db, restaurant);
    return { restaurant, jollof };
  }
  /** The first payments of a restaurant, spread over every app, all at once. */
  const firstPayments = (restaurant: TestBusiness, itemId: string, n = FIRST_PAYMENTS) =>
    Promise.all(Array.from({ length: n }, (_, i) => startCheckout(apps[i % APPS]!.app, restaurant, itemId)));
  const subaccountCalls = () => paystack.requests.filter((request) => request.method === 'POST' && request.url === '/subaccount');
  const stored = async (restaurant: TestBusiness) =>
    (await database.db.select().from(businesses).where(eq(businesses.id, restaurant.businessId)))[0]!;
  const checkoutsOf = async (restaurant: TestBusiness) =>
    (await database.db.select({ n: count() }).from(checkouts).where(eq(checkouts.businessId, restaurant.businessId)))[0]!.n;
  /** The subaccount each payment's initialize call settled to. */
  const settledTo = (references: string[]) =>
    references.map(
      (reference) =>
        (
          paystack.requests.find((request) => request.url === '/transaction/initialize' && request.body?.reference === reference)?.body as
            { subaccount?: string } | undefined
        )?.subaccount,
    );

  /** Every payment started, Paystack was asked for one subaccount, and each payment settles to it. */
  async function assertOneSubaccount(restaurant: TestBusiness, answers: { status: number; body: string }[], callsBefore: number) {
    for (const answer of answers) assert.equal(answer.status, 200, answer.body);
    assert.equal(subaccountCalls().length - callsBefore, 1, 'Paystack was asked for one subaccount');
    const row = await stored(restaurant);
    assert.match(row.paymentSubaccountCode ?? '', /^ACCT_/);
    assert.ok(paystack.subaccounts.has(row.paymentSubaccountCode!));
    const references = answers.map((answer) => (JSON.parse(answer.body) as { transaction: { ref: string } }).transaction.ref);
    assert.deepEqual(settledTo(references), Array(answers.length).fill(row.paymentSubaccountCode));
    assert.equal(row.paymentSubaccountClaim, null, 'the claim is over');
  }

  it(`${FIRST_PAYMENTS} first payments at once on ${APPS} apps: one subaccount, and every payment settles to it`, async () => {
    const { restaurant, jollof } = await newRestaurant('Buka Newcomer');
    const callsBefore = subaccountCalls().length;
    // Each Paystack answer takes a while, so every app's first payment is under way while the subaccount is made.
    paystack.delay(200);
    const answers = await firstPayments(restaurant, jollof.id).finally(() => paystack.delay(0));
    await assertOneSubaccount(
      restaurant,
      answers.map((answer) => ({ status: answer.statusCode, body: answer.body })),
      callsBefore,
    );
  });

  it(`the same on ${APPS} server processes of their own (PostgreSQL)`, async (t) => {
    if (database.kind !== 'postgres') {
      console.log('# skipped: processes share a PostgreSQL server only; set TEST_DATABASE_URL to run this');
      return t.skip('needs TEST_DATABASE_URL (a PostgreSQL server)');
    }
    const { restaurant, jollof } = await newRestaurant('Buka Crowd');
    const env = {
      DATABASE_URL: await databaseUrlOf(database),
      TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing',
      PUBLIC_URL: 'http://troo.test',
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      // Every diner here comes from 127.0.0.1.
      CHECKOUTS_PER_ADDRESS_PER_MINUTE: '1000',
    };
    const servers = await Promise.all(Array.from({ length: APPS }, () => startServer(env)));
    try {
      const callsBefore = subaccountCalls().length;
      paystack.delay(200);
      const answers = await Promise.all(
        Array.from({ length: FIRST_PAYMENTS }, async (_, i) => {
          const response = await fetch(`${servers[i % APPS]!.url}${CHECKOUT_URL}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(checkoutBody(restaurant, jollof.id)),
          });
          return { status: response.status, body: await response.text() };
        }),
      ).finally(() => paystack.delay(0));
      await assertOneSubaccount(restaurant, answers, callsBefore);
    } finally {
      await Promise.all(servers.map((server) => server.remove()));
    }
  });

  it('a failed Paystack call refuses those payments cleanly, writes nothing, and does not block the next payment', async () => {
    const { restaurant, jollof } = await newRestaurant('Buka Unlucky');
    const release = paystack.hold();
    const refusing = firstPayments(restaurant, jollof.id);
    // The subaccount is being asked for; Paystack then fails.
    await paystack.received((request) => request.url === '/subaccount' && request.body?.business_name === 'Buka Unlucky');
    paystack.fail(503);
    release();
    const answers = await refusing.finally(() => paystack.fail(null));

    for (const answer of answers) {
      assert.equal(answer.statusCode, 503, answer.body);
      assert.equal(answer.json().message, PAYMENT_UNAVAILABLE);
    }
    const row = await stored(restaurant);
    assert.equal(row.paymentSubaccountCode, null);
    assert.equal(row.paymentSubaccountClaim, null, 'the claim was given up');
    assert.equal(await checkoutsOf(restaurant), 0, 'no checkout kept for a payment that never started');

    const callsBefore = subaccountCalls().length;
    const next = await startCheckout(apps[1]!.app, restaurant, jollof.id);
    assert.equal(next.statusCode, 200, next.body);
    assert.equal(subaccountCalls().length - callsBefore, 1);
    const made = (await stored(restaurant)).paymentSubaccountCode;
    assert.match(made ?? '', /^ACCT_/);
    assert.deepEqual(settledTo([next.json().transaction.ref]), [made]);
  });

  it('a claim whose process died is taken over once its time is up, and the payment waiting for it goes through', async () => {
    const { restaurant, jollof } = await newRestaurant('Buka Orphan');
    // What a process that died while asking Paystack leaves: its claim, a second from running out.
    await database.db
      .update(businesses)
      .set({ paymentSubaccountClaim: 'a-process-that-died', paymentSubaccountClaimExpiresAt: sql`now() + interval '1 second'` })
      .where(eq(businesses.id, restaurant.businessId));
    const callsBefore = subaccountCalls().length;

    const answer = await startCheckout(apps[2]!.app, restaurant, jollof.id);

    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(subaccountCalls().length - callsBefore, 1);
    const row = await stored(restaurant);
    assert.match(row.paymentSubaccountCode ?? '', /^ACCT_/);
    assert.deepEqual(settledTo([answer.json().transaction.ref]), [row.paymentSubaccountCode]);
    assert.equal(row.paymentSubaccountClaim, null);
  });
});
