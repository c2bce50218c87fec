import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DATE_FILTER_INVALID, lagosWallClock, ONLY_OWNER, type SalesReport } from '@troo/shared/contract';
import { orders, tabs } from '../src/db/schema.js';
import { buildTestApp, bearer, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { csvRecords } from '@troo/shared/testing/csv';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { tableGuest } from './helpers/open-tab.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// The owner's sales report (issue 49): sales are paid orders only, every view adds up to the same
// total, and the CSV export says what the screen says.

describe('sales report and its CSV export', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let paid: Awaited<ReturnType<typeof payForOrder>>[];
  let openTabOrder: string;

  const get = (url: string, token = tokens.admin) => t.app.inject({ url, headers: bearer(token) });
  const update = (orderId: string, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/order/updateOrder/',
      headers: bearer(tokens.employee),
      payload: { order_id: orderId, status },
    });
  const report = async (query = 'date_filter=today') => {
    const answer = await get(`/api/report/getSalesReport?${query}`);
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<{ data: SalesReport }>().data;
  };

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Books Kitchen');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    const jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
    paid = [
      await payForOrder(t.app, shop, jollof, { quantity: 1 }),
      await payForOrder(t.app, shop, jollof, { quantity: 2, tip: 500 }),
      await payForOrder(t.app, shop, jollof, { quantity: 1, place: { order_type: 'room', table_number: '12' } }),
    ];
    // The employee accepts and serves one; another is rejected (refunded): no longer a sale.
    assert.equal((await update(paid[0]!.id, 'accept')).statusCode, 200);
    assert.equal((await update(paid[0]!.id, 'serve')).statusCode, 200);
    const rejected = await payForOrder(t.app, shop, jollof, { quantity: 3 });
    assert.equal((await update(rejected.id, 'cancel')).statusCode, 200);
    // A waiter's order on a table's open bill: taken, not paid yet, so not a sale.
    const [tab] = await t.db
      .insert(tabs)
      .values({
        businessId: shop.businessId,
        branchId: shop.branchId,
        orderType: 'table',
        placeNumber: '9',
        openedByUserId: shop.employee.id,
      })
      .returning();
    const [order] = await t.db
      .insert(orders)
      .values({
        businessId: shop.businessId,
        branchId: shop.branchId,
        tabId: tab!.id,
        takenByUserId: shop.employee.id,
        reference: `open-tab-${Date.now()}`,
        number: 900,
        status: 'Ordered',
        product: 'OrderAndPay',
        orderType: 'table',
        lines: [],
        customer: tableGuest('Table 9', '9'),
        subtotalKobo: 700_000,
        serviceFeeKobo: 0,
        deliveryFeeKobo: 0,
        tipKobo: 0,
        amountPaidKobo: 700_000,
      })
      .returning();
    openTabOrder = order!.id;
  });
  after(() => t.close());

  it('sales are the paid orders only: an open tab and a rejected order are left out; the figures agree', async () => {
    const sales = await report();
    assert.deepEqual(sales.orders.map((o) => o.id).sort(), paid.map((o) => o.id).sort());
    assert.equal(
      sales.orders.some((o) => o.id === openTabOrder),
      false,
    );
    const taken = paid.reduce((sum, o) => sum + o.total, 0);
    const food = paid.reduce((sum, o) => sum + o.food, 0);
    assert.equal(sales.totals.orders, 3);
    assert.equal(sales.totals.taken, taken);
    assert.equal(sales.totals.food, food);
    assert.equal(sales.totals.tips, 500);
    assert.equal(sales.totals.average_taken, Math.round((taken / 3) * 100) / 100);
    assert.equal(sales.totals.average_food, Math.round((food / 3) * 100) / 100);

    // The dashboard's calls say the same.
    const total = (await get('/api/getTotalSales?date_filter=today')).json().data;
    assert.deepEqual([total.total, total.food, total.orders], [taken, food, 3]);
    assert.equal((await get('/api/averageOrderValue?date_filter=today')).json().data.average, sales.totals.average_taken);

    // Every view adds up to the same sales.
    const hour = String(lagosWallClock(new Date()).getUTCHours()).padStart(2, '0');
    const sumOf = (slices: { orders: number; taken: number }[]) => [
      slices.reduce((s, x) => s + x.orders, 0),
      Math.round(slices.reduce((s, x) => s + x.taken, 0) * 100) / 100,
    ];
    for (const view of [sales.by_hour, sales.by_weekday, sales.by_channel]) assert.deepEqual(sumOf(view), [3, taken]);
    assert.equal(sales.by_hour.length, 24);
    assert.ok((sales.by_hour.find((h) => h.key === hour)?.orders ?? 0) >= 1, 'the hour the orders were placed has them');
    assert.deepEqual(
      sales.by_channel.map((c) => [c.key, c.orders]),
      [
        ['table', 2],
        ['room', 1],
        ['pickup', 0],
        ['delivery', 0],
      ],
    );
    assert.deepEqual(
      sales.by_category.map((c) => [c.label, c.quantity, c.food]),
      [['Rice', 4, food]],
    );
    assert.deepEqual(
      sales.by_station.map((s) => [s.label, s.quantity]),
      [['Kitchen', 4]],
    );
    assert.deepEqual(sales.by_item[0] && [sales.by_item[0].label, sales.by_item[0].category, sales.by_item[0].quantity], [
      'Jollof Rice',
      'Rice',
      4,
    ]);
    // Staff: diners ordered every sale by phone; the employee accepted and served one.
    const employee = sales.by_staff.find((s) => s.key === shop.employee.id);
    assert.ok(employee, JSON.stringify(sales.by_staff));
    assert.equal(employee.label, 'Tunde Bakare');
    assert.deepEqual([employee.accepted, employee.served, employee.taken], [1, 1, 0]);
    assert.equal(sales.by_staff.find((s) => s.key === 'diner')?.taken, 3);
    // Money received by method: the Paystack payments of the period, nothing in cash.
    assert.ok((sales.by_payment_method.find((p) => p.key === 'paystack')?.payments ?? 0) >= 3);
    assert.equal(sales.by_payment_method.find((p) => p.key === 'cash')?.amount, 0);
  });

  it("the CSV export is the report's: BOM, one row per paid order, amounts in naira adding up to the total", async () => {
    const sales = await report();
    const answer = await get('/api/report/exportSalesReport?date_filter=today&rows=orders');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(String(answer.headers['content-type']), /^text\/csv/);
    assert.match(String(answer.headers['content-disposition']), /attachment; filename="troo-orders-\d{4}-\d{2}-\d{2}\.csv"/);
    assert.ok(answer.body.startsWith('\uFEFF'), 'a byte-order mark first');
    const rows = csvRecords(answer.body);
    assert.deepEqual(rows.map((row) => row['Reference']).sort(), sales.orders.map((o) => o.reference).sort());
    for (const row of rows) assert.match(row['Taken in all (NGN)']!, /^\d+\.\d{2}$/);
    const sum = rows.reduce((total, row) => total + Math.round(Number(row['Taken in all (NGN)']) * 100), 0);
    assert.equal(sum / 100, sales.totals.taken);

    const lines = csvRecords((await get('/api/report/exportSalesReport?date_filter=today&rows=lines')).body);
    assert.equal(lines.length, sales.orders.flatMap((o) => o.lines).length);
    assert.equal(
      lines.reduce((total, row) => total + Number(row['Quantity']), 0),
      4,
    );

    const hours = csvRecords((await get('/api/report/exportSalesReport?date_filter=today&rows=by_hour')).body);
    assert.equal(hours.length, 24);
    assert.deepEqual(
      hours.map((h) => Number(h['Orders'])),
      sales.by_hour.map((h) => h.orders),
    );
  });

  it("another business's outlet is 404, impossible dates 400, and an employee is refused", async () => {
    for (const path of ['getSalesReport', 'exportSalesReport', 'getSettlements', 'exportSettlements']) {
      const rows = path.startsWith('export') ? (path === 'exportSalesReport' ? '&rows=orders' : '&rows=matched') : '';
      const theirs = await get(`/api/report/${path}?date_filter=today&branch_id=${other.branchId}${rows}`);
      assert.equal(theirs.statusCode, 404, `${path}: ${theirs.body}`);
      for (const range of [
        'startDate=2026-02-01&endDate=2026-02-30',
        'startDate=2026-13-01&endDate=2026-13-02',
        'startDate=1999-12-31&endDate=2000-01-01',
      ]) {
        const answer = await get(`/api/report/${path}?date_filter=date_range&${range}${rows}`);
        assert.equal(answer.statusCode, 400, `${path} ${range}`);
        assert.equal(answer.json().message, DATE_FILTER_INVALID);
      }
      const refused = await get(`/api/report/${path}?date_filter=today${rows}`, tokens.employee);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, ONLY_OWNER);
    }
  });
});
