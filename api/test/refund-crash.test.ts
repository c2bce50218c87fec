import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { OpenDatabase } from '../src/db/client.js';
import { checkouts, orders } from '../src/db/schema.js';
import { REFUND_UNDER_WAY } from '../src/domain/kitchen/order-actions.js';
import { reconcileRefunds, REFUND_SETTLED_AFTER_MS } from '../src/domain/kitchen/refund-reconciliation.js';
import { PaymentError } from '../src/payments/errors.js';
import type { PaymentProvider } from '../src/payments/provider.js';
import { bearer, buildTestApp, freshDatabase, openedElsewhere, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { startFakePaystack, type FakePaystack, type RecordedRequest } from './helpers/fake-paystack.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { startCheckout } from './helpers/paid-order.js';
import { signInStaff } from './helpers/tokens.js';

// The attack's finding 8: the process dies while Paystack is asked for a refund. The checkout stayed
// 'refunding' for good and the owner's retry got 409. After a restart it must end refunded (or,
// when Paystack refuses, paid again and refundable), each refund settled once however many
// processes look at the same time.

const SECRET = 'sk_test_refundcrash0123456789';

/** The provider as a process that dies during the refund call: before Paystack hears of it, or after it answered. */
function dyingAtRefund(real: PaymentProvider, when: 'before' | 'after', reached: () => void): PaymentProvider {
  return Object.assign(Object.create(real) as PaymentProvider, {
    async refund(reference: string) {
      if (when === 'after') await real.refund(reference);
      reached();
      // The process is gone: nothing after this line of refundAndCancel ever runs.
      return new Promise<never>(() => {});
    },
  });
}

describe('a refund interrupted by a crash', () => {
  let database: OpenDatabase;
  let elsewhere: OpenDatabase;
  let paystack: FakePaystack;
  let t: TestApp;
  let shop: TestBusiness;
  let jollof: string;
  let owner: string;
  const env = () => ({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url });

  before(async () => {
    database = await freshDatabase();
    elsewhere = await openedElsewhere(database);
    paystack = await startFakePaystack({ secretKey: SECRET });
    t = await buildTestApp(env(), { database });
    shop = await createTestBusiness(t.db, 'Mama Put');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    owner = (await signInStaff(t, shop, shop)).admin;
  });
  after(async () => {
    await t.close();
    await elsewhere.close();
    await database.close();
    await paystack.close();
  });

  /** A diner's order paid at Paystack and confirmed: its id and reference. */
  async function paidOrder(): Promise<{ id: string; reference: string }> {
    const started = await startCheckout(t.app, shop, jollof);
    assert.equal(started.statusCode, 200, started.body);
    const reference = started.json().transaction.ref as string;
    paystack.complete(reference, { status: 'success' });
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/order/confirmOrderPayment/', payload: { reference } });
    assert.equal(confirmed.json().status, true, confirmed.body);
    return { id: confirmed.json().data._id as string, reference };
  }

  const refund = (app: TestApp['app'], orderId: string) =>
    app.inject({ method: 'POST', url: '/api/order/refundOrder/', headers: bearer(owner), payload: { order_id: orderId } });

  /** The owner presses Refund on a process that dies at `when`; answers once the process is gone. */
  async function refundOnDyingProcess(orderId: string, when: 'before' | 'after'): Promise<void> {
    let reached!: () => void;
    const died = new Promise<void>((resolve) => (reached = resolve));
    const dying = await buildTestApp(env(), { database, payments: dyingAtRefund(t.app.payments, when, reached) });
    void refund(dying.app, orderId); // never answered
    await died;
    await dying.close();
  }

  const stateOf = async (orderId: string) => {
    const [row] = await t.db
      .select({ order: orders.status, checkout: checkouts.status })
      .from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(eq(orders.id, orderId));
    return row!;
  };
  /** Minutes pass: the interrupted refund is older than any refund call still under way could be. */
  const later = (orderId: string) =>
    t.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - REFUND_SETTLED_AFTER_MS - 60_000) })
      .where(eq(orders.id, orderId));
  const refundsAsked = (reference: string) =>
    paystack.requests.filter((request: RecordedRequest) => request.url === '/refund' && request.body?.transaction === reference).length;

  it('stuck before the restart: the owner is told a refund is under way', async () => {
    const order = await paidOrder();
    await refundOnDyingProcess(order.id, 'before');
    assert.deepEqual(await stateOf(order.id), { order: 'cancel', checkout: 'refunding' });
    const retry = await refund(t.app, order.id);
    assert.equal(retry.statusCode, 409);
    assert.equal(retry.json().message, REFUND_UNDER_WAY);
  });

  for (const when of ['before', 'after'] as const) {
    it(`dying ${when} Paystack made the refund: after a restart the order is refunded, the money given back once`, async () => {
      const order = await paidOrder();
      await refundOnDyingProcess(order.id, when);
      await later(order.id);

      const restarted = await buildTestApp(env(), { database });
      try {
        await restarted.app.background.idle();
        assert.deepEqual(await stateOf(order.id), { order: 'cancel', checkout: 'refunded' });
        assert.equal(refundsAsked(order.reference), 1);
        assert.equal(paystack.transactions.get(order.reference)!.status, 'reversed');
        // The owner's ticket says refunded; a second Refund is refused as done.
        assert.equal((await refund(restarted.app, order.id)).statusCode, 409);
      } finally {
        await restarted.close();
      }
    });
  }

  it('two processes settling at once ask Paystack about each stuck refund once', async () => {
    const made = await paidOrder();
    const notMade = await paidOrder();
    await refundOnDyingProcess(made.id, 'after');
    await refundOnDyingProcess(notMade.id, 'before');
    await later(made.id);
    await later(notMade.id);
    const verified = (reference: string) => paystack.requests.filter((r) => r.url === `/transaction/verify/${reference}`).length;
    const verifiedBefore = [verified(made.reference), verified(notMade.reference)];

    const runs = await Promise.all([
      reconcileRefunds(database.db, t.app.payments, t.app.log),
      reconcileRefunds(elsewhere.db, t.app.payments, t.app.log),
    ]);
    assert.equal(runs[0].refunded + runs[1].refunded, 2);
    assert.deepEqual([verified(made.reference) - verifiedBefore[0]!, verified(notMade.reference) - verifiedBefore[1]!], [1, 1]);
    assert.equal(refundsAsked(made.reference), 1);
    assert.equal(refundsAsked(notMade.reference), 1);
    assert.deepEqual(await stateOf(made.id), { order: 'cancel', checkout: 'refunded' });
    assert.deepEqual(await stateOf(notMade.id), { order: 'cancel', checkout: 'refunded' });
  });

  it('a refund under way on another process is left alone', async () => {
    const order = await paidOrder();
    await refundOnDyingProcess(order.id, 'before');
    // Just now: as far as anyone can tell, the process is still waiting for Paystack.
    assert.deepEqual(await reconcileRefunds(database.db, t.app.payments, t.app.log), { refunded: 0, refused: 0, unknown: 0 });
    assert.equal((await stateOf(order.id)).checkout, 'refunding');
  });

  it('Paystack refusing the refund leaves the order cancelled and paid, and the owner can press Refund again', async () => {
    const order = await paidOrder();
    await refundOnDyingProcess(order.id, 'before');
    await later(order.id);
    const refusing = Object.assign(Object.create(t.app.payments) as PaymentProvider, {
      refund: () => Promise.reject(new PaymentError('rejected', 'Transaction is not refundable')),
    });
    assert.deepEqual(await reconcileRefunds(database.db, refusing, t.app.log), { refunded: 0, refused: 1, unknown: 0 });
    assert.deepEqual(await stateOf(order.id), { order: 'cancel', checkout: 'paid' });

    const again = await refund(t.app, order.id);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.refunded, true);
    assert.deepEqual(await stateOf(order.id), { order: 'cancel', checkout: 'refunded' });
  });
});
