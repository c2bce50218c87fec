import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { branches, businesses, orderEvents, orders, sandboxTransactions } from '../src/db/schema.js';
import { DATE_FILTER_INVALID, lagosDate, lagosMidnight, ONLY_OWNER, type SalesFigure, type StaffOrder } from '@troo/shared/contract';
import { buildTestApp, bearer, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// The kitchen's calls on orders paid through the sandbox: lists, status changes checked on the
// server, refunds, and the owner's figures.

describe('kitchen orders and figures', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;
  let otherJollof: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    otherJollof = (await createTestMenu(t.db, other)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const update = (orderId: string, status: string, token = tokens.employee) =>
    t.app.inject({ method: 'PUT', url: '/api/order/updateOrder/', headers: bearer(token), payload: { order_id: orderId, status } });
  const byStatus = async (status: string, token = tokens.employee, branch = shop.branchId) =>
    (await get(`/api/order/getBranchOrderByStatus/?branch_id=${branch}&status=${status}`, token)).json().data as { _id: string }[];

  it('a paid order reaches the Order tab; accept moves it to Ready; serve ends it; nothing leaves served', async () => {
    const order = await payForOrder(t.app, shop, jollof, { quantity: 2, name: 'Ngozi Chioma Eze' });
    const ordered = await byStatus('Ordered');
    assert.equal(ordered[0]?._id, order.id);
    const first = (await get(`/api/order/getBranchOrderByStatus/?branch_id=${shop.branchId}&status=Ordered`, tokens.employee)).json()
      .data[0];
    assert.equal(first.note, 'No pepper');
    assert.equal(first.total_price, 5000);

    assert.equal((await update(order.id, 'accept')).json().data.status, 'Accepted');
    assert.deepEqual(
      (await byStatus('Accepted')).map((o) => o._id),
      [order.id],
    );
    assert.equal((await update(order.id, 'accept')).statusCode, 409, 'accepting twice is refused');
    assert.equal((await update(order.id, 'serve')).json().data.status, 'served');
    for (const action of ['accept', 'serve', 'cancel']) {
      const refused = await update(order.id, action);
      assert.equal(refused.statusCode, 409);
      assert.match(refused.json().message, /^An order that is served cannot be/);
    }
    // Open displays hear of each change: created, accepted, served.
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    assert.deepEqual(
      events.map((event) => event.kind),
      ['created', 'changed', 'changed'],
    );
    // The diner's receipt follows.
    const receipt = await t.app.inject({ url: `/api/order/getOrderByReference/?reference=${order.reference}` });
    assert.equal(receipt.json().data.status, 'served');
  });

  it('rejecting a paid order refunds it once through the provider', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    const rejected = await update(order.id, 'cancel');
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().data.status, 'cancel');
    assert.equal(rejected.json().data.refunded, true);
    const [payment] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, order.reference));
    assert.equal(payment!.refundedKobo, payment!.amountKobo);
    // The diner's receipt says so.
    const receipt = (await t.app.inject({ url: `/api/order/getOrderByReference/?reference=${order.reference}` })).json().data;
    assert.deepEqual([receipt.status, receipt.refunded], ['cancel', true]);
    assert.equal((await update(order.id, 'cancel')).statusCode, 409);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/order/refundOrder/',
      headers: bearer(tokens.admin),
      payload: { order_id: order.id },
    });
    assert.equal(again.statusCode, 409);
  });

  it('the owner refunds a served order; an employee cannot refund', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    await update(order.id, 'serve');
    const refund = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/order/refundOrder/', headers: bearer(token), payload: { order_id: order.id } });
    assert.equal((await refund(tokens.employee)).statusCode, 403);
    const refunded = await refund(tokens.admin);
    assert.equal(refunded.statusCode, 200, refunded.body);
    assert.equal(refunded.json().data.refunded, true);
  });

  it("the figures are the owner's: an employee is refused every figure call (403), as the shell refuses them the dashboard", async () => {
    const today = '?date_filter=today';
    for (const [call, query] of [
      ['getTotalSales', today],
      ['getOpenAndClosedTickets', today],
      ['averageOrderValue', today],
      ['order/getTopMenuItems/', today],
      ['salesGrowthRate', ''],
    ]) {
      const url = `/api/${call}${query}`;
      const refused = await get(url, tokens.employee);
      assert.equal(refused.statusCode, 403, `${call}: ${refused.body}`);
      assert.equal(refused.json().message, ONLY_OWNER);
      assert.equal((await get(url, tokens.admin)).statusCode, 200, call);
    }
  });

  it("another business's orders and outlet are invisible: 404, and never in lists or figures", async () => {
    const theirs = await payForOrder(t.app, other, otherJollof);
    assert.equal((await update(theirs.id, 'accept', tokens.admin)).statusCode, 404);
    assert.equal((await update('not-a-uuid', 'accept', tokens.admin)).statusCode, 404);
    assert.equal(
      (await get(`/api/order/getBranchOrderByStatus/?branch_id=${other.branchId}&status=Ordered`, tokens.admin)).statusCode,
      404,
    );
    const all = (await get('/api/order/getOrder', tokens.admin)).json().data as { _id: string }[];
    assert.equal(
      all.some((o) => o._id === theirs.id),
      false,
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, theirs.id));
    assert.equal(row!.status, 'Ordered', 'nothing changed');
    assert.equal((await get(`/api/getTotalSales?branch_id=${other.branchId}`, tokens.admin)).statusCode, 404);
  });

  it('figures for today, 7 and 30 days equal the orders made; cancelled and refunded ones are left out of sales', async () => {
    const fresh = await buildTestApp();
    try {
      const owner = await createTestBusiness(fresh.db, 'Figures Kitchen');
      const item = (await createTestMenu(fresh.db, owner)).jollof.id;
      const admin = (await signInStaff(fresh, owner, owner)).admin;
      const paid = [await payForOrder(fresh.app, owner, item, { quantity: 1 }), await payForOrder(fresh.app, owner, item, { quantity: 3 })];
      const cancelled = await payForOrder(fresh.app, owner, item, { quantity: 2 });
      await fresh.app.inject({
        method: 'PUT',
        url: '/api/order/updateOrder/',
        headers: bearer(admin),
        payload: { order_id: cancelled.id, status: 'cancel' },
      });
      await fresh.app.inject({
        method: 'PUT',
        url: '/api/order/updateOrder/',
        headers: bearer(admin),
        payload: { order_id: paid[0]!.id, status: 'serve' },
      });
      // An order of 10 days ago (Lagos) counts in 30 days only.
      const old = await payForOrder(fresh.app, owner, item, { quantity: 1 });
      const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
      await fresh.db.update(orders).set({ createdAt: tenDaysAgo }).where(eq(orders.id, old.id));

      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each figure has its own shape; the asserts name its fields
      const figure = async (path: string, query: string): Promise<any> =>
        (await fresh.app.inject({ url: `/api/${path}?${query}`, headers: bearer(admin) })).json<{ data: unknown }>().data;
      const today = 'date_filter=today';
      const week = 'date_filter=number_of_days&number_of_days=7';
      const month = 'date_filter=number_of_days&number_of_days=30';
      const todaySales = paid[0]!.total + paid[1]!.total;
      assert.equal((await figure('getTotalSales', today)).total, todaySales);
      assert.equal((await figure('getTotalSales', week)).total, todaySales);
      assert.equal((await figure('getTotalSales', month)).total, todaySales + old.total);
      assert.equal((await figure('getTotalSales', month)).days.length, 30);
      // Accepted counts every order the kitchen took on, the served one included.
      assert.deepEqual(await figure('getOpenAndClosedTickets', today), { open: 1, closed: 1, canceled: 1, total: 3, accepted: 1 });
      assert.deepEqual(await figure('averageOrderValue', today), { average: todaySales / 2, orders: 2 });
      assert.deepEqual((await figure('order/getTopMenuItems/', month))[0], { menu_item_name: 'Jollof Rice', quantity: 5, total: 12500 });
      const growth = await figure('salesGrowthRate', '');
      assert.equal(growth.this_week, todaySales);
      assert.equal((await fresh.app.inject({ url: '/api/getTotalSales?date_filter=date_range', headers: bearer(admin) })).statusCode, 400);
      // Days that do not exist are the caller's mistake (400 with the message), not a server error.
      for (const range of [
        'startDate=2026-99-99&endDate=2026-99-99',
        'startDate=2026-02-01&endDate=2026-02-30',
        'startDate=2026-13-01&endDate=2026-13-02',
        // Years the database cannot hold as instants (these answered 500).
        'startDate=0000-01-01&endDate=0000-01-02',
        'startDate=0001-01-01&endDate=0001-01-02',
        'startDate=0001-01-01&endDate=2026-01-01',
        'startDate=1999-12-31&endDate=2000-01-01',
      ]) {
        for (const call of ['getTotalSales', 'getOpenAndClosedTickets', 'averageOrderValue', 'order/getTopMenuItems/']) {
          const answer = await fresh.app.inject({ url: `/api/${call}?date_filter=date_range&${range}`, headers: bearer(admin) });
          assert.equal(answer.statusCode, 400, `${call} ${range}: ${answer.body}`);
          assert.equal(answer.json().message, DATE_FILTER_INVALID);
        }
      }
    } finally {
      await fresh.close();
    }
  });

  it("sales split food from service fees, delivery fees and tips, each the orders' own sum; a rejected order is out of all of them", async () => {
    const fresh = await buildTestApp();
    try {
      const owner = await createTestBusiness(fresh.db, 'Split Kitchen');
      const item = (await createTestMenu(fresh.db, owner)).jollof.id; // ₦2,500
      const admin = (await signInStaff(fresh, owner, owner)).admin;
      // A 5% service fee; the outlet delivers for ₦1,500.
      await fresh.db.update(businesses).set({ serviceFeeBasisPoints: 500 }).where(eq(businesses.id, owner.businessId));
      await fresh.db.update(branches).set({ deliveryEnabled: true, deliveryFeeKobo: 150_000 }).where(eq(branches.id, owner.branchId));
      const atTable = await payForOrder(fresh.app, owner, item, { quantity: 1, tip: 300 });
      const delivered = await payForOrder(fresh.app, owner, item, { quantity: 2, tip: 200, delivery: true });
      const rejected = await payForOrder(fresh.app, owner, item, { quantity: 2, tip: 100, delivery: true });
      const rejection = await fresh.app.inject({
        method: 'PUT',
        url: '/api/order/updateOrder/',
        headers: bearer(admin),
        payload: { order_id: rejected.id, status: 'cancel' },
      });
      assert.equal(rejection.statusCode, 200, rejection.body);

      const sales = (await fresh.app.inject({ url: '/api/getTotalSales?date_filter=today', headers: bearer(admin) })).json<{
        data: SalesFigure;
      }>().data;
      const sold = [atTable, delivered];
      const sumOf = (amount: (order: (typeof sold)[number]) => number) => sold.reduce((total, order) => total + amount(order), 0);
      assert.deepEqual(
        { total: sales.total, food: sales.food, service_fees: sales.service_fees, delivery_fees: sales.delivery_fees, tips: sales.tips },
        {
          total: sumOf((order) => order.total),
          food: sumOf((order) => order.food),
          service_fees: sumOf((order) => order.serviceFee),
          delivery_fees: sumOf((order) => order.deliveryFee),
          tips: sumOf((order) => order.tip),
        },
      );
      // The same in figures a waiter can check: 1 + 2 Jollof at ₦2,500, 5% of that, one delivery, two tips.
      assert.deepEqual([sales.food, sales.service_fees, sales.delivery_fees, sales.tips, sales.total], [7500, 375, 1500, 500, 9875]);
      // VAT 7.5 % inside the prices (the default), collected apart: ₦2,625 × 7.5/107.5 = ₦183.14, ₦5,250 → ₦366.28.
      assert.deepEqual([sales.vat, sales.consumption_tax, sales.taxes_in_prices], [549.42, 0, 549.42]);
      assert.deepEqual(
        sales.days.map((day) => [day.food, day.total]),
        [[7500, 9875]],
      );
    } finally {
      await fresh.close();
    }
  });

  it('Lagos days: an order at 23:30 UTC belongs to the next Lagos day', async () => {
    const order = await payForOrder(t.app, shop, jollof);
    const tomorrowLagos = new Date(Date.now() + 24 * 3600 * 1000 + 3600 * 1000).toISOString().slice(0, 10);
    // 23:30 UTC of the day before tomorrow's Lagos date is 00:30 in Lagos on that date.
    const lateUtc = new Date(lagosMidnight(tomorrowLagos).getTime() + 30 * 60 * 1000);
    await t.db.update(orders).set({ createdAt: lateUtc }).where(eq(orders.id, order.id));
    const range = `date_filter=date_range&startDate=${tomorrowLagos}&endDate=${tomorrowLagos}`;
    const sales = (await get(`/api/getTotalSales?${range}`, tokens.admin)).json().data;
    assert.equal(sales.total, order.total);
    assert.deepEqual(sales.days, [{ date: tomorrowLagos, total: order.total, food: order.food, orders: 1 }]);
  });

  it('staff see where, to whom and when a scheduled delivery goes: address, phone, Lagos day and time', async () => {
    await t.db
      .update(branches)
      .set({ deliveryEnabled: true, canScheduleDelivery: true, deliveryFeeKobo: 150_000 })
      .where(eq(branches.id, shop.branchId));
    const tomorrow = lagosDate(new Date(), 1);
    const order = await payForOrder(t.app, shop, jollof, { delivery: true, due: { date: tomorrow, time: '12:30' } });
    const seen = ((await get('/api/order/getOrder', tokens.employee)).json().data as StaffOrder[]).find((o) => o._id === order.id)!;
    assert.deepEqual(
      {
        type: seen.order_type,
        phone: seen.customer_phone,
        address: seen.delivery_address,
        day: seen.scheduled_for,
        time: seen.scheduled_time,
        status: seen.status,
      },
      { type: 'delivery', phone: '08031234567', address: '12 Awolowo Road, Ikoyi', day: tomorrow, time: '12:30', status: 'Pending' },
    );
    const atTable = ((await get('/api/order/getOrder', tokens.employee)).json().data as StaffOrder[]).find(
      (o) => o.order_type === 'table',
    )!;
    assert.deepEqual([atTable.scheduled_for, atTable.scheduled_time, atTable.customer_phone], [null, null, null]);
  });

  it("the display's Scheduled list: paid deliveries due on later days, soonest first, with day, time, phone and address", async () => {
    await t.db
      .update(branches)
      .set({ deliveryEnabled: true, canScheduleDelivery: true, deliveryFeeKobo: 150_000 })
      .where(eq(branches.id, shop.branchId));
    const inDays = (days: number) => lagosDate(new Date(), days);
    // Paid in another order than they are due: the list is by when they are due.
    const morning = await payForOrder(t.app, shop, jollof, { delivery: true, due: { date: inDays(2), time: '09:30' } });
    const last = await payForOrder(t.app, shop, jollof, { delivery: true, due: { date: inDays(3), time: '09:00' } });
    const evening = await payForOrder(t.app, shop, jollof, { delivery: true, due: { date: inDays(2), time: '18:00' } });
    const now = await payForOrder(t.app, shop, jollof, { delivery: true });
    const scheduled = async () =>
      (
        (await get(`/api/order/getBranchOrderByStatus/?branch_id=${shop.branchId}&status=Pending`, tokens.employee)).json()
          .data as StaffOrder[]
      ).filter((o) => [last.id, evening.id, morning.id, now.id].includes(o._id));

    assert.deepEqual(
      (await scheduled()).map((o) => [o._id, o.scheduled_for, o.scheduled_time, o.customer_phone, o.delivery_address]),
      [
        [morning.id, inDays(2), '09:30', '08031234567', '12 Awolowo Road, Ikoyi'],
        [evening.id, inDays(2), '18:00', '08031234567', '12 Awolowo Road, Ikoyi'],
        [last.id, inDays(3), '09:00', '08031234567', '12 Awolowo Road, Ikoyi'],
      ],
      'a delivery for now is not scheduled',
    );
    // Its day come, the order leaves the list for the Order tab, whichever list is read first.
    await t.db
      .update(orders)
      .set({ customer: sql`jsonb_set(${orders.customer}, '{scheduledDate}', to_jsonb(${lagosDate()}::text))` })
      .where(eq(orders.id, morning.id));
    assert.deepEqual(
      (await scheduled()).map((o) => o._id),
      [evening.id, last.id],
    );
    assert.ok((await byStatus('Ordered')).some((o) => o._id === morning.id));
  });

  it("a scheduled order joins the Order tab on its Lagos day, with an event for open displays; another business's stays", async () => {
    const due = await payForOrder(t.app, shop, jollof);
    const later = await payForOrder(t.app, shop, jollof);
    const othersDue = await payForOrder(t.app, other, otherJollof);
    // As the checkout leaves an order scheduled for a later day (settle.ts), with the day set here.
    const schedule = (id: string, date: string) =>
      t.db
        .update(orders)
        .set({ status: 'Pending', customer: sql`jsonb_set(${orders.customer}, '{scheduledDate}', to_jsonb(${date}::text))` })
        .where(eq(orders.id, id));
    await schedule(due.id, lagosDate());
    await schedule(later.id, lagosDate(new Date(), 1));
    await schedule(othersDue.id, lagosDate());
    const statusOf = async (id: string) => (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
    const eventsOf = async (id: string) => (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).length;
    const eventsBefore = await eventsOf(due.id);

    await byStatus('Accepted');
    assert.equal(await statusOf(due.id), 'Pending', 'a list the order would not join releases nothing');

    const ordered = (await byStatus('Ordered')).map((o) => o._id);
    assert.ok(ordered.includes(due.id), 'due today: on the Order tab');
    assert.ok(!ordered.includes(later.id), 'due tomorrow: not yet');
    assert.equal(await statusOf(due.id), 'Ordered');
    assert.equal(await statusOf(later.id), 'Pending');
    assert.equal(await eventsOf(due.id), eventsBefore + 1, 'open displays hear of it');
    assert.equal(await statusOf(othersDue.id), 'Pending', "one business's staff release none of another's orders");
  });
});
