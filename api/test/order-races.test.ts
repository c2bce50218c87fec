import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { scopeOf } from '../src/data/scope.js';
import { checkouts, orders, sandboxRefunds, sandboxTransactions } from '../src/db/schema.js';
import { recordOrderEvent } from '../src/services/order-events.js';
import { buildTestApp, bearer, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// The attack: two staff phones (or one phone and a replayed request) change one order at the same
// moment. Exactly one change wins; the other is told 409; money goes back at most once.

describe('an order changed twice at once', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    const other = await createTestBusiness(t.db, 'Other Kitchen');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const update = (orderId: string, status: string) =>
    t.app.inject({ method: 'PUT', url: '/api/order/updateOrder/', headers: bearer(tokens.admin), payload: { order_id: orderId, status } });
  const refund = (orderId: string) =>
    t.app.inject({ method: 'POST', url: '/api/order/refundOrder/', headers: bearer(tokens.admin), payload: { order_id: orderId } });

  /** How many times the provider gave this payment's money back, and what our rows say. */
  async function outcome(order: { id: string; reference: string }) {
    const [payment] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, order.reference));
    const refunds = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.transactionId, payment!.id));
    const [row] = await t.db
      .select({ status: orders.status, checkout: checkouts.status })
      .from(orders)
      .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
      .where(eq(orders.id, order.id));
    return { refunds: refunds.length, ...row! };
  }

  it('serve and cancel at once, 20 rounds: one wins, the other gets 409, at most one refund, and the rows agree', async () => {
    const winners = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const order = await payForOrder(t.app, shop, jollof);
      // Alternate who is sent first, so neither always has the head start.
      const [first, second] = round % 2 ? (['serve', 'cancel'] as const) : (['cancel', 'serve'] as const);
      const answers = await Promise.all([update(order.id, first), update(order.id, second)]);
      const codes = answers.map((answer) => answer.statusCode);
      assert.deepEqual([...codes].sort(), [200, 409], `round ${round}: ${answers.map((answer) => answer.body).join(' | ')}`);
      const winner = codes[0] === 200 ? first : second;
      winners.add(winner);
      const after = await outcome(order);
      if (winner === 'cancel') assert.deepEqual(after, { refunds: 1, status: 'cancel', checkout: 'refunded' }, `round ${round}`);
      else assert.deepEqual(after, { refunds: 0, status: 'served', checkout: 'paid' }, `round ${round}`);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      assert.match(
        loser.json().message,
        winner === 'cancel' ? /^An order that is cancel cannot be served\.$/ : /^An order that is served cannot be cancelled\.$/,
      );
    }
    assert.ok(winners.size >= 1);
  });

  it('five refunds of one order at once: one refund, the others 409 (not 502)', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    assert.equal((await update(order.id, 'serve')).statusCode, 200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(order.id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(codes, [200, 409, 409, 409, 409], answers.map((answer) => answer.body).join(' | '));
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      assert.match(refused.json().message, /^(This order has already been refunded\.|A refund of this order is already under way\.)$/);
    }
    assert.deepEqual(await outcome(order), { refunds: 1, status: 'cancel', checkout: 'refunded' });
  });

  // PGlite has one connection, so only PostgreSQL can have a request wait on another's row lock.
  it(
    'a refund waiting for a checkout row does not deadlock the transaction holding it, which then records an event of the order',
    { skip: !process.env.TEST_DATABASE_URL },
    async () => {
      const order = await payForOrder(t.app, shop, jollof);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      let refunding: ReturnType<typeof refund> | undefined;
      // As a refund's last step does: hold the checkout row, then write an event naming the order.
      await t.db.transaction(async (tx) => {
        await tx.update(checkouts).set({ status: 'paid' }).where(eq(checkouts.id, row!.checkoutId!));
        refunding = refund(order.id);
        await untilSomeoneWaitsForALock(refunding);
        await scopeOf(tx, row!.businessId).transaction((scope) =>
          recordOrderEvent(scope, { branchId: row!.branchId, orderId: order.id, kind: 'changed' }),
        );
      });
      const answer = await refunding!;
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(await outcome(order), { refunds: 1, status: 'cancel', checkout: 'refunded' });
    },
  );

  /** Until a connection waits for a row lock (or the request is over, never having waited). */
  async function untilSomeoneWaitsForALock(request: Promise<unknown>) {
    let over = false;
    void request.finally(() => (over = true));
    while (!over) {
      const { rows } = (await t.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as { rows: { waiting: number }[] };
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('a refund the provider refuses puts the order back as it was, and a later refund still works', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    assert.equal((await update(order.id, 'accept')).statusCode, 200);
    // The provider refuses: this payment was already given back outside Troo (say, from the dashboard).
    const [payment] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, order.reference));
    await t.db.update(sandboxTransactions).set({ status: 'failed' }).where(eq(sandboxTransactions.id, payment!.id));
    const refused = await refund(order.id);
    assert.equal(refused.statusCode, 502, refused.body);
    assert.deepEqual(await outcome(order), { refunds: 0, status: 'Accepted', checkout: 'paid' });
    await t.db.update(sandboxTransactions).set({ status: 'success' }).where(eq(sandboxTransactions.id, payment!.id));
    assert.equal((await refund(order.id)).statusCode, 200);
    assert.deepEqual(await outcome(order), { refunds: 1, status: 'cancel', checkout: 'refunded' });
  });
});
