import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { OpenTab, PlacedOrder, QrAsset, Tab } from '@troo/shared/contract';
import { branches, orders, tabPayments, tabs } from '../src/db/schema.js';
import { settleChargeEvent } from '../src/domain/checkout/settle.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { newAddress } from './helpers/onboarding.js';
import { checkoutBody } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// Bills: a table's rounds left open ("pay at the end"), settled by staff in cash, by POS or by a
// Paystack checkout for the balance; exactly once, however often or at once anything is pressed.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('bills (tabs) and their payments', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;
  let tables: QrAsset[];

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    const other = await createTestBusiness(t.db, 'Rival Kitchen');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/asset/generateBusinessAsset',
      headers: bearer(tokens.admin),
      payload: { branch_id: shop.branchId, type: 'table', group_name: 'Terrace', number: 12 },
    });
    assert.equal(made.statusCode, 201, made.body);
    tables = made.json().data as QrAsset[];
    await t.db
      .update(branches)
      .set({ paymentMethods: ['paystack', 'cash', 'pos'], dinerPayLater: true })
      .where(eq(branches.id, shop.branchId));
  });
  after(() => t.close());

  let nextTable = 0;
  /** A diner at a fresh table of its own orders `quantity` Jollof and pays at the end: the order and its bill's id. */
  async function openOrder(o: { table?: QrAsset; quantity?: number } = {}) {
    const table = o.table ?? tables[nextTable++]!;
    const { callback_url: _unused, ...body } = checkoutBody(shop, jollof, { quantity: o.quantity ?? 2, place: { asset_id: table._id } });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/order/placeOpenTableOrder',
      remoteAddress: newAddress(),
      payload: body,
    });
    assert.equal(placed.statusCode, 200, placed.body);
    const order = placed.json().data as PlacedOrder;
    const [row] = await t.db.select({ tabId: orders.tabId, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order._id));
    return { order, tabId: row!.tabId!, table, paidAt: row!.paidAt };
  }
  const readTab = async (tabId: string, token = tokens.admin) => {
    const answer = await t.app.inject({ url: `/api/tab/getTab/${tabId}`, headers: bearer(token) });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json().data as Tab;
  };
  const pay = (tabId: string, method: string, amount: number, o: { token?: string; key?: string; reference?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tab/recordTabPayment',
      headers: bearer(o.token ?? tokens.employee),
      payload: { tab_id: tabId, method, amount, client_key: o.key ?? randomUUID(), ...(o.reference ? { reference: o.reference } : {}) },
    });
  const voidIt = (tabId: string, paymentId: string, reason: string | undefined, token = tokens.admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tab/voidTabPayment',
      headers: bearer(token),
      payload: { tab_id: tabId, payment_id: paymentId, ...(reason === undefined ? {} : { reason }) },
    });
  const paymentsOf = (tabId: string) => t.db.select().from(tabPayments).where(eq(tabPayments.tabId, tabId));

  it('a second round at the same table joins its open bill; the order goes to the kitchen unpaid', async () => {
    const first = await openOrder();
    assert.equal(first.paidAt, null);
    assert.equal(first.order.status, 'Ordered');
    const second = await openOrder({ table: first.table, quantity: 1 });
    assert.equal(second.tabId, first.tabId);
    const bill = await readTab(first.tabId, tokens.employee);
    assert.equal(bill.place, 'Terrace · Table 1');
    assert.equal(bill.orders.length, 2);
    assert.equal(bill.status, 'open');
    assert.equal(bill.total, first.order.total_price + second.order.total_price);
    assert.equal(bill.balance, bill.total);
    const open = (await t.app.inject({ url: `/api/tab/getOpenTabs?branch_id=${shop.branchId}`, headers: bearer(tokens.employee) })).json()
      .data as OpenTab[];
    assert.ok(open.some((tab) => tab.id === first.tabId && tab.balance === bill.total && tab.order_count === 2));
  });

  it('pay at the end only where the owner allows it, and only from a scanned table code', async () => {
    const { callback_url: _unused, ...noCode } = checkoutBody(shop, jollof, { place: { table_number: '3' } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/order/placeOpenTableOrder',
      remoteAddress: newAddress(),
      payload: noCode,
    });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /only for orders from a table's or room's QR code/);
    await t.db.update(branches).set({ dinerPayLater: false }).where(eq(branches.id, shop.branchId));
    try {
      const { callback_url: _u, ...body } = checkoutBody(shop, jollof, { place: { asset_id: tables[11]!._id } });
      const off = await t.app.inject({ method: 'POST', url: '/api/order/placeOpenTableOrder', remoteAddress: newAddress(), payload: body });
      assert.equal(off.statusCode, 400);
      assert.match(off.json().message, /asks you to pay now/);
    } finally {
      await t.db.update(branches).set({ dinerPayLater: true }).where(eq(branches.id, shop.branchId));
    }
  });

  it('50 settle attempts for the same balance at once: one payment, balance 0, the bill paid once', async () => {
    const { tabId } = await openOrder();
    const { balance } = await readTab(tabId);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(tabId, i % 2 ? 'cash' : 'pos', balance)));
    const codes = answers.map((answer) => answer.statusCode);
    assert.equal(codes.filter((code) => code === 200).length, 1, answers.map((a) => a.body).join(' | '));
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      assert.ok([400, 409].includes(refused.statusCode), refused.body);
      assert.match(refused.json().message, /already paid|more than the ₦0\.00 still owed/);
    }
    assert.equal((await paymentsOf(tabId)).length, 1);
    const bill = await readTab(tabId);
    assert.equal(bill.balance, 0);
    assert.equal(bill.status, 'paid');
    const [row] = await t.db.select().from(tabs).where(eq(tabs.id, tabId));
    assert.ok(row!.paidAt);
    const onTab = await t.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.tabId, tabId));
    assert.ok(onTab.every((order) => order.paidAt?.getTime() === row!.paidAt!.getTime()));
  });

  it('the same payment sent 20 times at once (one client key) is recorded once', async () => {
    const { tabId } = await openOrder();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(tabId, 'cash', 1000, { key })));
    assert.ok(
      answers.every((answer) => answer.statusCode === 200),
      answers.map((a) => a.body).join(' | '),
    );
    const recorded = await paymentsOf(tabId);
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0]!.amountKobo, 100_000);
  });

  it('split: ₦5,000 cash then the rest by POS; a payment more than the balance is refused', async () => {
    const { tabId } = await openOrder({ quantity: 3 });
    const { total } = await readTab(tabId);
    assert.equal((await pay(tabId, 'cash', 5000)).statusCode, 200);
    const tooMuch = await pay(tabId, 'pos', total);
    assert.equal(tooMuch.statusCode, 400);
    const owed = total - 5000;
    assert.equal(
      tooMuch.json().message,
      `This payment is more than the ₦${owed.toLocaleString('en-NG', { minimumFractionDigits: 2 })} still owed.`,
    );
    const settled = await pay(tabId, 'pos', owed);
    assert.equal(settled.statusCode, 200, settled.body);
    const bill = settled.json().data as Tab;
    assert.equal(bill.status, 'paid');
    assert.deepEqual(
      bill.payments.map((p) => [p.method, p.amount, p.recorded_by]),
      [
        ['cash', 5000, 'Tunde Bakare'],
        ['pos', owed, 'Tunde Bakare'],
      ],
    );
  });

  it('refuses a method the outlet has not enabled, nothing or less, and a transfer without its reference', async () => {
    const { tabId } = await openOrder();
    const transfer = await pay(tabId, 'transfer', 100, { reference: 'FT2611290001' });
    assert.equal(transfer.statusCode, 400);
    assert.match(transfer.json().message, /does not take this payment method/);
    assert.match((await pay(tabId, 'paystack', 100)).json().message, /does not take this payment method/);
    for (const amount of [0, -5, 1.234]) {
      const answer = await pay(tabId, 'cash', amount);
      assert.equal(answer.statusCode, 400, String(amount));
      assert.match(answer.json().message, /more than ₦0/);
    }
    await t.db
      .update(branches)
      .set({ paymentMethods: ['paystack', 'cash', 'pos', 'transfer'] })
      .where(eq(branches.id, shop.branchId));
    try {
      assert.match((await pay(tabId, 'transfer', 100)).json().message, /transfer reference/);
      assert.equal((await pay(tabId, 'transfer', 100, { reference: 'FT2611290001' })).statusCode, 200);
    } finally {
      await t.db
        .update(branches)
        .set({ paymentMethods: ['paystack', 'cash', 'pos'] })
        .where(eq(branches.id, shop.branchId));
    }
    assert.equal((await paymentsOf(tabId)).length, 1);
  });

  it('void: the owner only, with a reason; the payment stops counting and the paid bill re-opens', async () => {
    const { tabId } = await openOrder();
    const { balance } = await readTab(tabId);
    const paid = (await pay(tabId, 'cash', balance)).json().data as Tab;
    assert.equal(paid.status, 'paid');
    const paymentId = paid.payments[0]!.id;
    const byEmployee = await voidIt(tabId, paymentId, 'Counted twice', tokens.employee);
    assert.equal(byEmployee.statusCode, 403);
    assert.equal((await voidIt(tabId, paymentId, undefined)).statusCode, 400);
    const blank = await voidIt(tabId, paymentId, '   ');
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, 'Say why this payment is voided.');
    assert.equal((await voidIt(tabId, paymentId, 'Counted twice', tokens.otherAdmin)).statusCode, 404);
    const voided = await voidIt(tabId, paymentId, 'Counted twice');
    assert.equal(voided.statusCode, 200, voided.body);
    const bill = voided.json().data as Tab;
    assert.equal(bill.status, 'open');
    assert.equal(bill.balance, balance);
    assert.equal(bill.payments[0]!.void_reason, 'Counted twice');
    assert.equal(bill.payments[0]!.voided_by, 'Ada Obi');
    const onTab = await t.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.tabId, tabId));
    assert.ok(onTab.every((order) => order.paidAt === null));
    assert.equal((await voidIt(tabId, paymentId, 'Again')).statusCode, 409);
  });

  it('a Paystack checkout for the balance, paid, confirmed twice and reported by webhook: one payment', async () => {
    const { tabId, order } = await openOrder();
    await pay(tabId, 'cash', 1000);
    const { balance } = await readTab(tabId);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/tab/startTabCheckout',
      headers: bearer(tokens.employee),
      payload: { tab_id: tabId },
    });
    assert.equal(started.statusCode, 200, started.body);
    const checkout = started.json().data as { reference: string; amount: number; authorization_url: string };
    assert.equal(checkout.amount, balance);
    const paid = await t.app.inject({
      method: 'POST',
      url: new URL(checkout.authorization_url).pathname,
      headers: FORM,
      payload: 'outcome=pay',
    });
    assert.equal(paid.statusCode, 303, paid.body);
    // The diner's phone comes back to the receipt of the bill's order.
    assert.ok(
      paid.headers.location?.toString().includes(`/demo/receipt/orderandpay/${order.reference}`),
      paid.headers.location?.toString(),
    );
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/order/confirmOrderPayment/', payload: { reference: checkout.reference } });
    const confirms = await Promise.all([confirm(), confirm()]);
    for (const answer of confirms) assert.equal(answer.json().status, true, answer.body);
    await settleChargeEvent(t.db, await t.app.payments.verify(checkout.reference), t.app.log);
    const recorded = (await paymentsOf(tabId)).filter((p) => p.method === 'paystack');
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0]!.amountKobo, Math.round(balance * 100));
    const bill = await readTab(tabId);
    assert.equal(bill.status, 'paid');
    assert.equal(bill.balance, 0);
    // No order was made of the balance checkout.
    assert.equal((await t.db.select().from(orders).where(eq(orders.tabId, tabId))).length, 1);
  });

  it('a Paystack payment for a balance that shrank meanwhile is still recorded: the bill shows it overpaid', async () => {
    const { tabId } = await openOrder();
    const { balance } = await readTab(tabId);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/tab/startTabCheckout',
      headers: bearer(tokens.employee),
      payload: { tab_id: tabId },
    });
    const checkout = started.json().data as { reference: string; authorization_url: string };
    // Cash came first, after the link was handed over.
    assert.equal((await pay(tabId, 'cash', 1000)).statusCode, 200);
    await t.app.inject({ method: 'POST', url: new URL(checkout.authorization_url).pathname, headers: FORM, payload: 'outcome=pay' });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/order/confirmOrderPayment/',
      payload: { reference: checkout.reference },
    });
    assert.equal(confirmed.json().status, true, confirmed.body);
    const bill = await readTab(tabId);
    assert.equal(bill.status, 'paid');
    assert.equal(bill.paid, balance + 1000);
    assert.equal(bill.balance, -1000);
  });

  it('the diner reads the bill by their order and pays it by Paystack; staff names are left out', async () => {
    const { tabId, order } = await openOrder();
    await pay(tabId, 'cash', 500);
    const bill = await t.app.inject({ url: `/api/order/getTableBill/?reference=${order.reference}` });
    assert.equal(bill.statusCode, 200, bill.body);
    assert.equal((bill.json().data as Tab).payments[0]!.recorded_by, null);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/order/payTableBill',
      remoteAddress: newAddress(),
      payload: { reference: order.reference, callback_url: 'http://troo.test/demo/receipt/orderandpay/x' },
    });
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(started.json().data.amount, (bill.json().data as Tab).balance);
  });

  it('room charge may be enabled only by a hotel or an outlet with rooms', async () => {
    const settings = (await t.app.inject({ url: `/api/branch/getOrderingSettings/${shop.branchId}`, headers: bearer(tokens.admin) })).json()
      .data;
    assert.deepEqual(settings.payment_methods, ['paystack', 'cash', 'pos']);
    assert.equal(settings.room_charge_available, false);
    const { branch_id, branch_name: _n, ordering: _o, room_charge_available: _r, ...input } = settings;
    const save = (methods: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/branch/updateOrderingSettings',
        headers: bearer(tokens.admin),
        payload: { ...input, branch_id, payment_methods: methods },
      });
    assert.match((await save(['cash', 'room_charge'])).json().message, /only for hotels/);
    assert.match((await save([])).json().message, /at least one payment method/);
    const saved = await save(['pos', 'cash']);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json().data.payment_methods, ['cash', 'pos']);
    await t.db
      .update(branches)
      .set({ paymentMethods: ['paystack', 'cash', 'pos'] })
      .where(eq(branches.id, shop.branchId));
  });
});
