import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  ADJUSTMENT_NOT_ALLOWED,
  ADJUSTMENT_ORDER_PAID,
  ADJUSTMENT_REASON_REQUIRED,
  LINE_ALREADY_COMPED,
  REFUND_TOO_LARGE,
  lagosDate,
  type EndOfDay,
  type OrderTrail,
} from '@troo/shared/contract';
import { businesses, orderAdjustments, orders, sandboxRefunds, sandboxTransactions, tabPayments, tabs } from '../src/db/schema.js';
import { reconcilePartialRefunds } from '../src/domain/adjustments/partial-refund-reconciliation.js';
import { REFUND_SETTLED_AFTER_MS } from '../src/domain/kitchen/refund-reconciliation.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { openTabOrder, payTab } from './helpers/open-tab.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// Comps, discounts and partial refunds of orders (issue 48), their trail, and the end of day.
// The business charges a 10 % service fee, so every change of the food moves the fee with it.

describe('comps, discounts, partial refunds and the end of day', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    await t.db.update(businesses).set({ serviceFeeBasisPoints: 1000 }).where(eq(businesses.id, shop.businessId));
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  /** Each call a new press of the button (its own request key) unless the payload names one. */
  const press = (payload: Record<string, unknown>) => ({ request_key: randomUUID(), ...payload });
  const adjust = (payload: Record<string, unknown>, token = tokens.admin) => post('/api/order/adjustOrder', token, press(payload));
  const refundPart = (payload: Record<string, unknown>, token = tokens.admin) => post('/api/order/refundOrderPart', token, press(payload));
  const trail = async (orderId: string, token = tokens.admin) =>
    (await t.app.inject({ url: `/api/order/getOrderTrail/${orderId}`, headers: bearer(token) })).json().data as OrderTrail;
  const sales = async () =>
    (await t.app.inject({ url: '/api/getTotalSales?date_filter=today', headers: bearer(tokens.admin) })).json().data.total as number;
  /** Jollof ₦2,500 and Chapman ₦1,500 on an open bill: ₦4,000 of food, ₦400 fee, ₦4,400 in all. */
  const openOrder = () =>
    openTabOrder(
      t.db,
      shop,
      [
        { name: 'Jollof Rice', kobo: 250_000 },
        { name: 'Chapman', kobo: 150_000 },
      ],
      40_000,
    );

  it('a comp of a line with a reason lowers the total by the line and its fee, and shows on the trail', async () => {
    const order = await openOrder();
    const comped = await adjust({ order_id: order.id, kind: 'comp', line_index: 1, reason: 'Chapman came late' });
    assert.equal(comped.statusCode, 200, comped.body);
    const after = comped.json().data as OrderTrail;
    assert.equal(after.total, 2750, 'Jollof ₦2,500 and its 10 % fee');
    assert.equal(after.open, true);
    assert.deepEqual(
      after.adjustments.map((row) => [row.kind, row.line_name, row.amount, row.reason, row.by]),
      [['comp', 'Chapman', 1500, 'Chapman came late', 'Ada Obi']],
    );
    const again = await adjust({ order_id: order.id, kind: 'comp', line_index: 1, reason: 'Twice' });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, LINE_ALREADY_COMPED);
    assert.equal((await trail(order.id)).total, 2750, 'the refused comp changed nothing');
  });

  it('a comp that leaves nothing owed settles the bill, as the last payment would', async () => {
    const order = await openOrder();
    // ₦2,750 of the ₦4,400 paid in cash; the Chapman (₦1,500 and its fee) is then taken off.
    await t.db.insert(tabPayments).values({
      businessId: shop.businessId,
      branchId: shop.branchId,
      tabId: order.tabId,
      method: 'cash',
      amountKobo: 275_000,
      recordedByUserId: shop.employee.id,
    });
    const comped = await adjust({ order_id: order.id, kind: 'comp', line_index: 1, reason: 'Chapman came late' });
    assert.equal(comped.statusCode, 200, comped.body);
    const [bill] = await t.db.select().from(tabs).where(eq(tabs.id, order.tabId));
    assert.equal(bill!.status, 'paid');
    const [row] = await t.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order.id));
    assert.ok(row!.paidAt, 'its order is a sale now');
  });

  it('refuses a comp without a reason (400), and changes nothing', async () => {
    const order = await openOrder();
    const blank = await adjust({ order_id: order.id, kind: 'comp', line_index: 0, reason: '   ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, ADJUSTMENT_REASON_REQUIRED);
    assert.equal((await adjust({ order_id: order.id, kind: 'comp', line_index: 0 })).statusCode, 400);
    const unchanged = await trail(order.id);
    assert.equal(unchanged.total, 4400);
    assert.deepEqual(unchanged.adjustments, []);
  });

  it('an employee may discount only once the owner allows it', async () => {
    const order = await openOrder();
    const refused = await adjust({ order_id: order.id, kind: 'discount', percent: 10, reason: 'Regular guest' }, tokens.employee);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, ADJUSTMENT_NOT_ALLOWED);
    assert.equal((await trail(order.id, tokens.employee)).may_adjust, false);

    const allowed = await t.app.inject({
      method: 'PUT',
      url: '/api/employee/setEmployeeMayAdjust',
      headers: bearer(tokens.admin),
      payload: { employee_id: shop.employee.id, may_adjust_orders: true },
    });
    assert.equal(allowed.statusCode, 200, allowed.body);
    assert.equal(allowed.json().data.may_adjust_orders, true);
    const notTheirs = await t.app.inject({
      method: 'PUT',
      url: '/api/employee/setEmployeeMayAdjust',
      headers: bearer(tokens.otherAdmin),
      payload: { employee_id: shop.employee.id, may_adjust_orders: true },
    });
    assert.equal(notTheirs.statusCode, 404, "another business's owner cannot allow them");

    const discounted = await adjust({ order_id: order.id, kind: 'discount', percent: 10, reason: 'Regular guest' }, tokens.employee);
    assert.equal(discounted.statusCode, 200, discounted.body);
    // ₦4,000 less 10 % = ₦3,600 of food, ₦360 fee.
    assert.equal(discounted.json().data.total, 3960);
    assert.equal(discounted.json().data.adjustments[0].by, 'Tunde Bakare');
    await t.app.inject({
      method: 'PUT',
      url: '/api/employee/setEmployeeMayAdjust',
      headers: bearer(tokens.admin),
      payload: { employee_id: shop.employee.id, may_adjust_orders: false },
    });
  });

  it('a paid order is not comped: its money is changed by a refund', async () => {
    const paid = await payForOrder(t.app, shop, jollof);
    const refused = await adjust({ order_id: paid.id, kind: 'comp', line_index: 0, reason: 'Cold' });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, ADJUSTMENT_ORDER_PAID);
  });

  it('one press of Discount sent ten times at once discounts once', async () => {
    const order = await openOrder();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust({ order_id: order.id, kind: 'discount', amount: 500, reason: 'Birthday', request_key: key })),
    );
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    const after = await trail(order.id);
    assert.equal(after.adjustments.length, 1);
    assert.equal(after.total, 3850, '₦3,500 of food and its fee');
  });

  it('ten discounts at once never take the total below zero', async () => {
    const order = await openOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust({ order_id: order.id, kind: 'discount', amount: 1500, reason: 'Promotion' })),
    );
    // ₦4,000 of food holds two discounts of ₦1,500; the third would need ₦1,500 of the ₦1,000 left.
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 2);
    assert.ok(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 400));
    const after = await trail(order.id);
    assert.equal(after.total, 1100, '₦1,000 of food and its fee');
    const comp = await adjust({ order_id: order.id, kind: 'comp', reason: 'On the house' });
    assert.equal(comp.json().data.total, 0);
  });

  it('a partial refund of a Paystack order calls the provider once for 20 presses at once, and the figures drop by it', async () => {
    const paid = await payForOrder(t.app, shop, jollof, { quantity: 2 });
    assert.equal(paid.total, 5500, '₦5,000 of food and a 10 % fee');
    const before = await sales();
    // One press of Refund sent 20 times at once (a double tap, a flaky network's retries): one key.
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refundPart({ order_id: paid.id, amount: 1000, reason: 'One plate was cold', request_key: key })),
    );
    assert.ok(
      answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409),
      answers.map((a) => a.body).join('\n'),
    );
    const [transaction] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, paid.reference));
    const calls = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.transactionId, transaction!.id));
    assert.deepEqual(
      calls.map((call) => call.amountKobo),
      [100_000],
      'the provider refunded ₦1,000 once',
    );
    assert.equal(await sales(), before - 1000);
    const after = await trail(paid.id);
    assert.equal(after.refunded, 1000);
    assert.equal(after.refundable, 4500);
    assert.deepEqual(
      after.adjustments.map((row) => [row.kind, row.amount, row.reason, row.pending]),
      [['refund', 1000, 'One plate was cold', false]],
    );
  });

  it('refuses a refund larger than what was paid less earlier refunds; an employee cannot refund', async () => {
    const paid = await payForOrder(t.app, shop, jollof);
    assert.equal((await refundPart({ order_id: paid.id, amount: 2000, reason: 'Late' })).statusCode, 200);
    const tooMuch = await refundPart({ order_id: paid.id, amount: 1000, reason: 'Again' });
    assert.equal(tooMuch.statusCode, 400);
    assert.equal(tooMuch.json().message, REFUND_TOO_LARGE);
    assert.equal((await refundPart({ order_id: paid.id, amount: 750, reason: 'The rest' })).statusCode, 200);
    assert.equal((await trail(paid.id)).refundable, 0);
    assert.equal((await refundPart({ order_id: paid.id, amount: 1, reason: 'x' }, tokens.employee)).statusCode, 403);
  });

  it('a refund cut off by a crash is finished once by the reconciliation, which asks the provider first', async () => {
    const paid = await payForOrder(t.app, shop, jollof);
    // The claim as a process that died before asking the provider leaves it.
    const stale = new Date(Date.now() - REFUND_SETTLED_AFTER_MS - 1000);
    await t.db.insert(orderAdjustments).values({
      businessId: shop.businessId,
      branchId: shop.branchId,
      orderId: paid.id,
      kind: 'refund',
      amountKobo: 50_000,
      reason: 'Cut off',
      byUserId: shop.admin.id,
      state: 'pending',
      createdAt: stale,
    });
    const blocked = await refundPart({ order_id: paid.id, amount: 100, reason: 'Meanwhile' });
    assert.equal(blocked.statusCode, 409, 'no second refund while one is under way');
    const runs = await Promise.all([
      reconcilePartialRefunds(t.db, t.app.payments, t.app.log),
      reconcilePartialRefunds(t.db, t.app.payments, t.app.log),
    ]);
    assert.equal(
      runs.reduce((done, run) => done + run.done, 0),
      1,
    );
    const [transaction] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, paid.reference));
    assert.equal(transaction!.refundedKobo, 50_000, 'the provider refunded it once');
    // Run again: the provider's total already covers it, nothing is asked twice.
    assert.equal((await reconcilePartialRefunds(t.db, t.app.payments, t.app.log)).done, 0);
    assert.equal((await trail(paid.id)).adjustments[0]!.pending, false);
  });

  it('the end of day adds up the orders of the day by payment method, and lists every change with who', async () => {
    const day = lagosDate();
    const report = async () =>
      (await t.app.inject({ url: `/api/report/getEndOfDay?branch_id=${shop.branchId}&date=${day}`, headers: bearer(tokens.admin) })).json()
        .data as EndOfDay;
    const before = await report();
    const byPaystack = await payForOrder(t.app, shop, jollof);
    const cash = await openOrder();
    await payTab(t.db, shop, cash, [{ method: 'cash', kobo: cash.totalKobo }]);
    const split = await openOrder();
    await payTab(t.db, shop, split, [
      { method: 'cash', kobo: 200_000 },
      { method: 'pos', kobo: split.totalKobo - 200_000 },
    ]);
    const after = await report();
    const method = (figure: EndOfDay, name: string) => figure.takings.find((row) => row.method === name)!;
    assert.equal(method(after, 'paystack').amount - method(before, 'paystack').amount, byPaystack.total);
    assert.equal(method(after, 'cash').amount - method(before, 'cash').amount, 4400 + 2000);
    assert.equal(method(after, 'pos').amount - method(before, 'pos').amount, 4400 - 2000);
    assert.equal(after.cash_expected, method(after, 'cash').amount);
    assert.equal(after.orders - before.orders, 3);
    assert.equal(after.sales - before.sales, byPaystack.total + 4400 + 4400);
    assert.equal(
      after.takings_total,
      after.takings.reduce((sum, row) => sum + row.amount, 0),
    );
    assert.ok(after.refunds.count >= 3, 'the refunds made earlier today');
    assert.equal(after.comps.count, before.comps.count);
    assert.ok(after.adjustments.every((row) => row.by && row.reason));
    // The day's paid orders were priced with VAT inside their prices (the default), no consumption tax.
    assert.ok(after.taxes.vat > before.taxes.vat, "the VAT inside the day's sales");
    assert.equal(after.taxes.consumption_tax, 0);

    const employee = await t.app.inject({
      url: `/api/report/getEndOfDay?branch_id=${shop.branchId}&date=${day}`,
      headers: bearer(tokens.employee),
    });
    assert.equal(employee.statusCode, 403);
    const elsewhere = await t.app.inject({
      url: `/api/report/getEndOfDay?branch_id=${shop.branchId}&date=${day}`,
      headers: bearer(tokens.otherAdmin),
    });
    assert.equal(elsewhere.statusCode, 404);
  });
});
