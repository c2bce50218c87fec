import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { OpenDatabase } from '../src/db/client.js';
import { branches, orderEvents } from '../src/db/schema.js';
import { STREAMS_PER_SESSION, STREAMS_PER_USER } from '../src/services/stream-sessions.js';
import { bearer, buildTestApp, freshDatabase, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { EventStreamClient, listening, type StreamMessage } from './helpers/event-stream.js';
import { payForOrder } from './helpers/paid-order.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// The kitchen display's live feed: an order paid through the sandbox checkout reaches every open
// stream of its outlet (on any API process of the database), nothing of another outlet does, and a
// stream that reconnects with the last id it saw gets exactly what it missed.

describe('the live order stream', () => {
  let database: OpenDatabase;
  let t: TestApp;
  let second: TestApp;
  let url: string;
  let secondUrl: string;
  let shop: TestBusiness;
  let other: TestBusiness;
  let annex: TestBusiness;
  let tokens: StaffTokens;
  const open: EventStreamClient[] = [];

  before(async () => {
    database = await freshDatabase();
    t = await buildTestApp({}, { database });
    // A second API process on the same database, as behind one address.
    second = await buildTestApp({}, { database });
    url = await listening(t.app);
    secondUrl = await listening(second.app);
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Other Place');
    const [annexBranch] = await t.db.insert(branches).values({ businessId: shop.businessId, name: 'Annex' }).returning();
    annex = { ...shop, branchId: annexBranch!.id };
    for (const outlet of [shop, other, annex]) {
      await createTestMenu(t.db, outlet);
    }
    await addBankAccount(t.db, shop);
    await addBankAccount(t.db, other);
    tokens = await signInStaff(t, shop, other);
  });
  // Each test's streams close after it, as a display's do when it is shut.
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  after(async () => {
    await second.close();
    await t.close();
    await database.close();
  });

  const streamUrl = (base: string, branchId: string) => `${base}/api/events/orders?branch_id=${branchId}`;
  const openStream = async (branchId: string, token: string, options: { base?: string; lastEventId?: string } = {}) => {
    const stream = await EventStreamClient.open(streamUrl(options.base ?? url, branchId), {
      ...bearer(token),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    });
    open.push(stream);
    assert.equal(stream.response.status, 200);
    assert.match(stream.response.headers.get('content-type') ?? '', /^text\/event-stream/);
    return stream;
  };

  /** Asks until a place is free (the server notices a closed stream within moments, not at once). */
  const servedOnceFreed = async (streamAt: string, headers: Record<string, string> = {}) => {
    let answer = await fetch(streamAt, { headers });
    for (let tries = 0; answer.status === 429 && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await fetch(streamAt, { headers });
    }
    return answer;
  };

  /** A diner pays for one Jollof Rice at the outlet through the sandbox; answers the new order (id, reference). */
  const paidOrder = async (outlet: TestBusiness, app = t.app) => {
    const [item] = await t.db.query.menuItems.findMany({
      where: (m, { and, eq }) => and(eq(m.branchId, outlet.branchId), eq(m.name, 'Jollof Rice')),
    });
    return payForOrder(app, outlet, item!.id);
  };
  const payOrder = async (outlet: TestBusiness, app = t.app): Promise<string> => (await paidOrder(outlet, app)).id;

  const orderMessage = (message: StreamMessage) => {
    assert.equal(message.event, 'order');
    assert.match(message.id, /^\d+$/);
    return JSON.parse(message.data) as { order_id: string; kind: string; branch_id: string };
  };

  it('sends an order paid through the checkout to the open stream of its outlet, once', async () => {
    const stream = await openStream(shop.branchId, tokens.employee);
    const orderId = await payOrder(shop);
    const message = await stream.next();
    assert.deepEqual(orderMessage(message), { order_id: orderId, kind: 'created', branch_id: shop.branchId });
    const [events] = await t.db.select({ n: count() }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
    assert.equal(events!.n, 1);
  });

  it("never sends another outlet's or another business's orders", async () => {
    const stream = await openStream(shop.branchId, tokens.admin);
    await payOrder(other);
    await payOrder(annex);
    const mine = await payOrder(shop);
    // Notifications arrive in commit order: had the others been sent, they would come first.
    assert.equal(orderMessage(await stream.next()).order_id, mine);
  });

  it('refuses a stream without a token (401) and for an outlet that is not theirs (404)', async () => {
    const anonymous = await fetch(streamUrl(url, shop.branchId));
    assert.equal(anonymous.status, 401);
    const otherBusiness = await fetch(streamUrl(url, shop.branchId), { headers: bearer(tokens.otherAdmin) });
    assert.equal(otherBusiness.status, 404);
    // An employee sees only their own outlet.
    const otherOutlet = await fetch(streamUrl(url, annex.branchId), { headers: bearer(tokens.employee) });
    assert.equal(otherOutlet.status, 404);
    const owner = await openStream(annex.branchId, tokens.admin);
    const orderId = await payOrder(annex);
    assert.equal(orderMessage(await owner.next()).order_id, orderId);
  });

  it('replays exactly the events missed since Last-Event-ID, then goes on live without duplicates', async () => {
    const first = await openStream(shop.branchId, tokens.employee);
    await payOrder(shop);
    const seen = await first.next();
    first.close();
    const missed = [await payOrder(shop), await payOrder(annex), await payOrder(shop)];
    const resumed = await openStream(shop.branchId, tokens.employee, { lastEventId: seen.id });
    const replayed = [orderMessage(await resumed.next()).order_id, orderMessage(await resumed.next()).order_id];
    assert.deepEqual(replayed, [missed[0], missed[2]]);
    const live = await payOrder(shop);
    assert.equal(orderMessage(await resumed.next()).order_id, live);
    // The same resume through the query (a client that cannot set the header).
    const byQuery = await EventStreamClient.open(`${streamUrl(url, shop.branchId)}&last_event_id=${seen.id}`, bearer(tokens.employee));
    open.push(byQuery);
    const again = [await byQuery.next(), await byQuery.next(), await byQuery.next()].map((m) => orderMessage(m).order_id);
    assert.deepEqual(again, [missed[0], missed[2], live]);
  });

  const receiptUrl = (reference: string) => `${url}/api/events/order-status?reference=${reference}`;
  const accept = (orderId: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/order/updateOrder/',
      headers: bearer(tokens.employee),
      payload: { order_id: orderId, status: 'accept' },
    });

  it("gives a diner's receipt, without a token, the changes of its own order and of no other", async () => {
    const mine = await paidOrder(shop);
    const receipt = await EventStreamClient.open(receiptUrl(mine.reference), {});
    open.push(receipt);
    assert.equal(receipt.response.status, 200);
    assert.match(receipt.response.headers.get('content-type') ?? '', /^text\/event-stream/);
    const neighbour = await payOrder(shop);
    assert.equal((await accept(neighbour)).statusCode, 200);
    assert.equal((await accept(mine.id)).statusCode, 200);
    // Events come in commit order: had the neighbour's been sent, they would come first.
    assert.deepEqual(orderMessage(await receipt.next()), { order_id: mine.id, kind: 'changed', branch_id: shop.branchId });
  });

  it('sends the security headers on the streams like every other answer', async () => {
    const staff = await openStream(shop.branchId, tokens.employee);
    const receipt = await EventStreamClient.open(receiptUrl((await paidOrder(shop)).reference), {});
    open.push(receipt);
    for (const stream of [staff, receipt]) {
      assert.equal(stream.response.headers.get('x-content-type-options'), 'nosniff');
      assert.match(stream.response.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      assert.equal(stream.response.headers.get('cache-control'), 'no-store');
    }
  });

  it('refuses an unknown reference (404) and a malformed one (400) without opening a stream', async () => {
    assert.equal((await fetch(receiptUrl('troo-nothing-here'))).status, 404);
    for (const bad of ['troo%00x', 'x'.repeat(101), '..%2F..%2Fetc', '']) {
      const answer = await fetch(receiptUrl(bad));
      assert.equal(answer.status, 400, bad);
      assert.match(answer.headers.get('content-type') ?? '', /json/);
    }
  });

  it('keeps at most 5 streams open per order (429), and frees a place when one closes', async () => {
    const { reference } = await paidOrder(shop);
    const five = await Promise.all(Array.from({ length: 5 }, () => EventStreamClient.open(receiptUrl(reference), {})));
    open.push(...five);
    assert.ok(five.every((stream) => stream.response.status === 200));
    const sixth = await fetch(receiptUrl(reference));
    assert.equal(sixth.status, 429);
    five[0]!.close();
    const again = await servedOnceFreed(receiptUrl(reference));
    assert.equal(again.status, 200);
    await again.body?.cancel();
  });

  const signIn = async (who: { email: string; password: string }) =>
    (await t.app.inject({ method: 'POST', url: '/api/login', payload: who })).json().data.token as string;

  it('ends the streams of a session that logs out, on this process and on another, and leaves other sessions streaming', async () => {
    const leaving = await signIn(shop.employee);
    const here = await openStream(shop.branchId, leaving);
    const there = await openStream(shop.branchId, leaving, { base: secondUrl });
    const staying = await openStream(shop.branchId, tokens.employee);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(leaving) });
    assert.equal(logout.statusCode, 200, logout.body);
    assert.equal(await here.endedWithin(6_000), true);
    assert.equal(await there.endedWithin(6_000), true);
    const orderId = await payOrder(shop);
    assert.equal(orderMessage(await staying.next()).order_id, orderId);
    assert.equal((await fetch(streamUrl(url, shop.branchId), { headers: bearer(leaving) })).status, 401);
  });

  it('keeps at most 20 streams open per sign-in (429), and frees a place when one closes', async () => {
    const token = await signIn(shop.admin);
    const all = await Promise.all(Array.from({ length: STREAMS_PER_SESSION }, () => openStream(shop.branchId, token)));
    const oneMore = await fetch(streamUrl(url, shop.branchId), { headers: bearer(token) });
    assert.equal(oneMore.status, 429);
    assert.match(((await oneMore.json()) as { message: string }).message, /Too many order displays/);
    // Another sign-in of the same owner is not affected.
    await openStream(shop.branchId, await signIn(shop.admin));
    all[0]!.close();
    const again = await servedOnceFreed(streamUrl(url, shop.branchId), bearer(token));
    assert.equal(again.status, 200);
    await again.body?.cancel();
  });

  it(`keeps at most ${STREAMS_PER_USER} streams open per person across sign-ins (429): signing in again gives no fresh places`, async () => {
    const sessions = [await signIn(shop.employee), await signIn(shop.employee), await signIn(shop.employee)];
    const open = [];
    for (const token of sessions.slice(0, 2)) {
      open.push(...(await Promise.all(Array.from({ length: STREAMS_PER_USER / 2 }, () => openStream(shop.branchId, token)))));
    }
    const oneMore = await fetch(streamUrl(url, shop.branchId), { headers: bearer(sessions[2]!) });
    assert.equal(oneMore.status, 429);
    assert.match(((await oneMore.json()) as { message: string }).message, /across your devices/);
    // Someone else of the business is not held back by it.
    await openStream(shop.branchId, await signIn(shop.admin));
    for (const stream of open) stream.close();
    // The places are counted for every process: the next tests need them back.
    await (await servedOnceFreed(streamUrl(url, shop.branchId), bearer(sessions[2]!))).body?.cancel();
  });

  it('reaches the streams of both API processes, whichever process the order was paid through', async () => {
    const onSecond = await openStream(shop.branchId, tokens.employee, { base: secondUrl });
    const onFirst = await openStream(shop.branchId, tokens.employee);
    const orderId = await payOrder(shop);
    assert.equal(orderMessage(await onSecond.next()).order_id, orderId);
    assert.equal(orderMessage(await onFirst.next()).order_id, orderId);
    const throughSecond = await payOrder(shop, second.app);
    assert.equal(orderMessage(await onFirst.next()).order_id, throughSecond);
    assert.equal(orderMessage(await onSecond.next()).order_id, throughSecond);
  });

  it(
    'catches up, without a gap or a duplicate, after the listening connection drops',
    { skip: !process.env.TEST_DATABASE_URL },
    async () => {
      const stream = await openStream(shop.branchId, tokens.employee);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = (await t.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
        const name = rows[0]!.name;
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN%'`,
          [name],
        );
        assert.equal(ended.rowCount, 2, 'one LISTEN connection per process');
      } finally {
        await admin.end();
      }
      const during = await payOrder(shop);
      assert.equal(orderMessage(await stream.next()).order_id, during);
      const afterwards = await payOrder(shop);
      assert.equal(orderMessage(await stream.next()).order_id, afterwards);
    },
  );

  it('ends open streams when the server closes', async () => {
    const extra = await buildTestApp({}, { database });
    const base = await listening(extra.app);
    const stream = await openStream(shop.branchId, tokens.employee, { base });
    await extra.close();
    assert.equal(await stream.endedWithin(), true);
  });
});
