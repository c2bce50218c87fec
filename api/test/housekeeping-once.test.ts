import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { OpenDatabase } from '../src/db/client.js';
import { LOCKS } from '../src/db/locks.js';
import { businesses, checkouts, orders, users } from '../src/db/schema.js';
import { keepHouse } from '../src/domain/housekeeping.js';
import { buildTestApp, freshDatabase, openedElsewhere, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { startFakePaystack, type FakePaystack, type RecordedRequest } from './helpers/fake-paystack.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { startCheckout } from './helpers/paid-order.js';

// What every process does when it starts (expire old registrations and unpaid checkouts, ask Paystack
// about payments whose confirmation was lost) is done by one process at a time; the others skip it.
// On PostgreSQL the second process has connections of its own; PGlite is one process's anyway.

const SECRET = 'sk_test_housekeeping0123456789';
const DAY = 24 * 3600_000;

/** An app's log lines, as JSON. */
function capturedLog() {
  const lines: { msg?: string; registrations?: number }[] = [];
  return { lines, logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } };
}

describe('start-up work with several processes on one database', () => {
  let database: OpenDatabase;
  let elsewhere: OpenDatabase;
  let paystack: FakePaystack;
  const env = () => ({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url });

  before(async () => {
    database = await freshDatabase();
    elsewhere = await openedElsewhere(database);
    paystack = await startFakePaystack({ secretKey: SECRET });
  });
  after(async () => {
    await elsewhere.close();
    await database.close();
    await paystack.close();
  });

  it('two processes starting at once ask Paystack about a lost confirmation once, and it becomes one order', async () => {
    const earlier = await buildTestApp(env(), { database });
    const shop = await createTestBusiness(database.db, 'Mama Put');
    const { jollof } = await createTestMenu(database.db, shop);
    await addBankAccount(database.db, shop);
    const started = await startCheckout(earlier.app, shop, jollof.id);
    assert.equal(started.statusCode, 200, started.body);
    const reference = started.json().transaction.ref as string;
    await earlier.close();
    // Paid while no process was running: only reconciliation at start-up can find out.
    paystack.complete(reference, { status: 'success' });
    const isVerify = (request: RecordedRequest) => request.method === 'GET' && request.url === `/transaction/verify/${reference}`;

    // Paystack answers only when told to: the process that asked is still at it while the other starts.
    const release = paystack.hold();
    const apps: TestApp[] = [];
    try {
      apps.push(...(await Promise.all([buildTestApp(env(), { database }), buildTestApp(env(), { database: elsewhere })])));
      const first = await paystack.received(isVerify);
      // Either the other process's start-up work ends (it skipped), or it asks Paystack a second time.
      await Promise.race([
        Promise.any(apps.map((t) => t.app.background.idle())),
        paystack.received((request) => isVerify(request) && request !== first),
      ]);
      assert.equal(paystack.requests.filter(isVerify).length, 1, 'one process asked Paystack');
      release();
      await Promise.all(apps.map((t) => t.app.background.idle()));

      assert.equal(paystack.requests.filter(isVerify).length, 1);
      assert.equal((await database.db.select({ n: count() }).from(orders).where(eq(orders.reference, reference)))[0]!.n, 1);
      const [checkout] = await database.db.select().from(checkouts).where(eq(checkouts.reference, reference));
      assert.equal(checkout!.status, 'paid');
    } finally {
      release();
      for (const t of apps) await t.close();
    }
  });

  it('a process starting while another is housekeeping skips its round; an expired registration goes once', async () => {
    const stale = await createTestBusiness(database.db, 'Never Verified');
    await database.db.update(users).set({ emailVerified: false }).where(eq(users.businessId, stale.businessId));
    await database.db
      .update(businesses)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(businesses.id, stale.businessId));
    const exists = async () =>
      (await database.db.select({ n: count() }).from(businesses).where(eq(businesses.id, stale.businessId)))[0]!.n === 1;

    // Another process is housekeeping, and is not done until told.
    let finish!: () => void;
    const told = new Promise<void>((resolve) => (finish = resolve));
    const other = elsewhere.runAlone(LOCKS.housekeeping, async () => {
      await told;
      return keepHouse(elsewhere.db);
    });
    const log = capturedLog();
    const t = await buildTestApp(env(), { database, logger: log.logger });
    try {
      assert.ok(log.lines.some((line) => line.msg === 'housekeeping: another process is at it, skipped this round'));
      assert.equal(await exists(), true, 'the starting process left it to the other');

      finish();
      const done = await other;
      assert.ok(done.ran);
      assert.equal(done.value.registrations, 1);
      assert.equal(await exists(), false);

      // The next round runs here, and finds nothing left to expire.
      await t.app.housekeeping.run();
      assert.ok(!log.lines.some((line) => (line.registrations ?? 0) > 0), 'expired by one process only');
      assert.equal(log.lines.filter((line) => line.msg?.includes('skipped this round')).length, 1);
    } finally {
      finish();
      await t.close();
    }
  });
});
