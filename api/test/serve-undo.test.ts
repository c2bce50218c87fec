import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderEvents, orders } from '../src/db/schema.js';
import { SERVE_UNDO_SERVER_MS, SERVE_UNDO_TOO_LATE } from '@troo/shared/contract';
import { buildTestApp, bearer, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// The display's Undo of Serve is a server transition (served → Accepted), so every screen sees the
// serve and the undo, and a reload between them loses neither; it is open for seconds only.

describe('undoing a serve', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const update = (orderId: string, status: string, token = tokens.employee) =>
    t.app.inject({ method: 'PUT', url: '/api/order/updateOrder/', headers: bearer(token), payload: { order_id: orderId, status } });
  const servedAgo = (orderId: string, ms: number) =>
    t.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - ms) })
      .where(eq(orders.id, orderId));

  it('puts a just-served order back in progress for every screen (an event), as accepted', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    await update(order.id, 'accept');
    assert.equal((await update(order.id, 'serve')).json().data.status, 'served');
    const undone = await update(order.id, 'unserve');
    assert.equal(undone.statusCode, 200, undone.body);
    assert.equal(undone.json().data.status, 'Accepted');
    const listed = await t.app.inject({
      url: `/api/order/getBranchOrderByStatus/?branch_id=${shop.branchId}&status=Accepted`,
      headers: bearer(tokens.employee),
    });
    const accepted = listed.json<{ data: { _id: string }[] }>().data;
    assert.ok(accepted.some((o) => o._id === order.id));
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    assert.deepEqual(
      events.map((event) => event.kind),
      ['created', 'changed', 'changed', 'changed'],
    );
    // Served again, it can be undone again: each serve opens its own few seconds.
    assert.equal((await update(order.id, 'serve')).json().data.status, 'served');
    assert.equal((await update(order.id, 'unserve')).json().data.status, 'Accepted');
  });

  it('is refused once the few seconds are over, and the order stays served', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    await update(order.id, 'serve');
    await servedAgo(order.id, SERVE_UNDO_SERVER_MS + 1000);
    const late = await update(order.id, 'unserve');
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, SERVE_UNDO_TOO_LATE);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    assert.equal(row!.status, 'served');
  });

  it('is refused for an order that is not served, and for another business (404)', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    const notServed = await update(order.id, 'unserve');
    assert.equal(notServed.statusCode, 409);
    assert.equal(notServed.json().message, 'An order that is Ordered cannot be put back.');
    await update(order.id, 'serve');
    assert.equal((await update(order.id, 'unserve', tokens.otherAdmin)).statusCode, 404);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    assert.equal(row!.status, 'served');
  });
});
