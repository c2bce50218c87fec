import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { INVALID_PHONE, lagosDate, SCHEDULE_INVALID, SCHEDULE_TOO_FAR } from '@troo/shared/contract';
import type { OpenDatabase } from '../src/db/client.js';
import { branches, businesses, checkouts, orders, sandboxSubaccounts, sandboxTransactions } from '../src/db/schema.js';
import { EMAIL_INVALID } from '../src/domain/checkout/customer-details.js';
import { ITEM_UNAVAILABLE, OPTION_UNAVAILABLE, DELIVERY_UNAVAILABLE } from '../src/domain/checkout/pricing.js';
import { signWebhookBody } from '../src/payments/webhook-signature.js';
import { buildTestApp, freshDatabase, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { newAddress } from './helpers/onboarding.js';
import { payForOrder } from './helpers/paid-order.js';

// Checkout against a local fake of Paystack's HTTP API: the amounts come from the menu, and every
// successful payment becomes exactly one order, whatever arrives in whatever order.

const SECRET = 'sk_test_checkout0123456789';
const CALLBACK = 'http://troo.test/demo/payment-type/online_ordering';

describe('checkout with Paystack', () => {
  let database: OpenDatabase;
  let paystack: FakePaystack;
  let t: TestApp;
  let business: TestBusiness;
  let menu: Awaited<ReturnType<typeof createTestMenu>>;
  const env = () => ({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url });

  before(async () => {
    database = await freshDatabase();
    paystack = await startFakePaystack({ secretKey: SECRET });
    t = await buildTestApp(env(), { database });
    business = await createTestBusiness(t.db, 'Mama Put');
    menu = await createTestMenu(t.db, business);
    await addBankAccount(t.db, business);
    // 5% service fee; the outlet delivers for ₦1,500.
    await t.db.update(businesses).set({ serviceFeeBasisPoints: 500 }).where(eq(businesses.id, business.businessId));
    await t.db.update(branches).set({ deliveryEnabled: true, deliveryFeeKobo: 150_000 }).where(eq(branches.id, business.branchId));
  });
  after(async () => {
    await t.close();
    await paystack.close();
    await database.close();
  });

  const line = (extra: Record<string, unknown> = {}) => ({
    menu_item_id: menu.jollof.id,
    quantity: 2,
    modifier_ids: [menu.plantain.id, menu.egg.id],
    complimentary: 'Water',
    special_instructions: 'No pepper',
    ...extra,
  });
  const basket = (extra: Record<string, unknown> = {}) => ({
    business_identifier: business.identifier,
    branch_id: business.branchId,
    product: 'OnlineOrdering',
    order_type: 'pickup',
    items: [line()],
    ...extra,
  });
  // Each call from a diner's phone of its own: checkouts are limited per address (checkout-flood.test.ts).
  const post = (app: TestApp['app'], url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: newAddress() });
  const initiate = (extra: Record<string, unknown> = {}) =>
    post(t.app, '/api/v1/transaction/initiate_paystack_transaction/', {
      ...basket(),
      customer: { name: 'Chidi' },
      tip: 500,
      callback_url: CALLBACK,
      ...extra,
    });
  const started = async (extra: Record<string, unknown> = {}) => {
    const response = await initiate(extra);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ transaction: { ref: string; amount: number }; paystack_data: { data: { authorization_url: string } } }>();
  };
  const confirm = (app: TestApp['app'], reference: string) => post(app, '/api/order/confirmOrderPayment/', { reference });
  const ordersOf = async (reference: string) =>
    (await t.db.select({ n: count() }).from(orders).where(eq(orders.reference, reference)))[0]!.n;

  it('prices a basket from the menu: items, modifiers, service fee and delivery fee; prices a browser sends are ignored', async () => {
    const priced = await post(t.app, '/api/order/calculateTotalAmount', basket({ items: [line({ menu_item_price: 1, totalPrice: 1 })] }));
    assert.equal(priced.statusCode, 200, priced.body);
    // 2 × (2,500 + 500 + 300) = 6,600; 5% = 330.
    // VAT 7.5 % is included in the prices by default: shown, not added (taxes.test.ts has the rest).
    const taxes = { vat: 483.49, vat_percent: 7.5, consumption_tax: 0, consumption_tax_percent: 0, taxes_included: true };
    assert.deepEqual(priced.json().data, { total: 6600, tax: 330, delivery_fee: 0, balance_due: 6930, ...taxes });
    const delivered = await post(t.app, '/api/order/calculateTotalAmount', basket({ order_type: 'delivery' }));
    assert.deepEqual(delivered.json().data, { total: 6600, tax: 330, delivery_fee: 1500, balance_due: 8430, ...taxes });
  });

  it("refuses sold-out items, another business's items, modifiers of another item and bad quantities, and writes nothing", async () => {
    const other = await createTestBusiness(t.db, 'Other Kitchen');
    const otherMenu = await createTestMenu(t.db, other);
    const before = (await t.db.select({ n: count() }).from(checkouts))[0]!.n;
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ items: [line({ menu_item_id: menu.soldOut.id, modifier_ids: [], complimentary: null })] }, 400, ITEM_UNAVAILABLE],
      [{ items: [line({ menu_item_id: otherMenu.jollof.id, modifier_ids: [], complimentary: null })] }, 400, ITEM_UNAVAILABLE],
      [{ items: [line({ modifier_ids: [otherMenu.plantain.id] })] }, 400, OPTION_UNAVAILABLE],
      [{ items: [line({ complimentary: 'Champagne' })] }, 400, OPTION_UNAVAILABLE],
      [{ items: [line({ quantity: 0 })] }, 400, null],
      [{ items: [line({ quantity: 'two' })] }, 400, null],
      [{ items: [] }, 400, null],
      [{ branch_id: other.branchId }, 404, null],
      [{ order_type: 'table' }, 400, null],
      [{ items: [line({ special_instructions: 'x'.repeat(257) })] }, 400, null],
      [{ items: [line({ special_instructions: 'no\u0000pepper' })] }, 400, null],
    ];
    for (const [change, status, message] of cases) {
      const response = await initiate(change);
      assert.equal(response.statusCode, status, `${JSON.stringify(change).slice(0, 120)} → ${response.body}`);
      if (message) assert.equal(response.json().message, message);
    }
    assert.equal((await t.db.select({ n: count() }).from(checkouts))[0]!.n, before);
  });

  it('refuses delivery where the outlet does not deliver, and delivery without phone, email and address', async () => {
    await t.db.update(branches).set({ deliveryEnabled: false }).where(eq(branches.id, business.branchId));
    const refused = await initiate({
      order_type: 'delivery',
      customer: { name: 'Chidi', phone: '0803', email: 'c@x.ng', address: '1 Road' },
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, DELIVERY_UNAVAILABLE);
    await t.db.update(branches).set({ deliveryEnabled: true }).where(eq(branches.id, business.branchId));
    assert.equal((await initiate({ order_type: 'delivery', customer: { name: 'Chidi' } })).statusCode, 400);
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const schedule = { name: 'Chidi', phone: '0803', email: 'c@x.ng', address: '1 Road', scheduled_date: today, scheduled_time: '12:00' };
    await t.db.update(branches).set({ canScheduleDelivery: true }).where(eq(branches.id, business.branchId));
    assert.equal((await initiate({ order_type: 'delivery', customer: schedule })).statusCode, 400, 'today cannot be scheduled');
  });

  it('refuses a scheduled delivery day that is no date, or more than a year ahead, and keeps nothing', async () => {
    await t.db.update(branches).set({ deliveryEnabled: true, canScheduleDelivery: true }).where(eq(branches.id, business.branchId));
    const kept = async () => (await t.db.select({ n: count() }).from(checkouts))[0]!.n;
    const before = await kept();
    const deliveredOn = (scheduled_date: string) =>
      initiate({
        order_type: 'delivery',
        customer: { name: 'Chidi', phone: '0803', email: 'c@x.ng', address: '1 Road', scheduled_date, scheduled_time: '12:00' },
      });
    for (const [date, message] of [
      ['2026-99-99', SCHEDULE_INVALID],
      ['2027-13-45', SCHEDULE_INVALID],
      ['2027-02-30', SCHEDULE_INVALID],
      ['9999-12-31', SCHEDULE_TOO_FAR],
      [lagosDate(new Date(), 366), SCHEDULE_TOO_FAR],
    ] as const) {
      const refused = await deliveredOn(date);
      assert.equal(refused.statusCode, 400, `${date}: ${refused.body}`);
      assert.equal(refused.json().message, message, date);
    }
    assert.equal(await kept(), before);
    // A year ahead to the day is still a date someone can plan for.
    assert.equal((await deliveredOn(lagosDate(new Date(), 365))).statusCode, 200);
  });

  it("asks the provider for one subaccount when a new restaurant's first payments come all at once", async () => {
    const newcomer = await createTestBusiness(t.db, 'Buka Newcomer');
    const newcomerMenu = await createTestMenu(t.db, newcomer);
    await addBankAccount(t.db, newcomer);
    const subaccountsBefore = paystack.subaccounts.size;
    const firstPayments = await Promise.all(
      Array.from({ length: 20 }, () =>
        initiate({
          business_identifier: newcomer.identifier,
          branch_id: newcomer.branchId,
          items: [line({ menu_item_id: newcomerMenu.jollof.id, modifier_ids: [newcomerMenu.plantain.id, newcomerMenu.egg.id] })],
        }),
      ),
    );
    for (const response of firstPayments) assert.equal(response.statusCode, 200, response.body);
    assert.equal(paystack.subaccounts.size, subaccountsBefore + 1);
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.id, newcomer.businessId));
    const references = new Set(firstPayments.map((response) => response.json().transaction.ref as string));
    const settledTo = paystack.requests
      .filter((request) => request.url === '/transaction/initialize' && references.has((request.body as { reference?: string }).reference!))
      .map((request) => (request.body as { subaccount?: string }).subaccount);
    assert.equal(settledTo.length, 20);
    assert.ok(settledTo.every((code) => code === stored!.paymentSubaccountCode));
  });

  it('a paused outlet takes no payment', async () => {
    await t.db.update(branches).set({ orderingPaused: true }).where(eq(branches.id, business.branchId));
    const refused = await initiate();
    await t.db.update(branches).set({ orderingPaused: false }).where(eq(branches.id, business.branchId));
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'Mama Put is not taking orders right now.');
  });

  it("sends the diner's e-mail to the provider for its receipt; without one the business's own, never an invented one", async () => {
    const initializedWith = (reference: string) =>
      (paystack.requests.find((r) => r.url === '/transaction/initialize' && (r.body as { reference?: string }).reference === reference)
        ?.body ?? {}) as { email?: string };
    const given = await started({ customer: { name: 'Chidi', email: ' chidi@example.com ' } });
    assert.equal(initializedWith(given.transaction.ref).email, 'chidi@example.com');

    const none = await started({ customer: { name: 'Chidi' } });
    const [owner] = await t.db.select({ email: businesses.email }).from(businesses).where(eq(businesses.id, business.businessId));
    assert.equal(initializedWith(none.transaction.ref).email, owner!.email);
    assert.ok(!JSON.stringify(paystack.requests).includes('diner@troo.ng'));
  });

  it('refuses a malformed e-mail with a clear message, and writes no checkout', async () => {
    const before = (await t.db.select({ n: count() }).from(checkouts))[0]!.n;
    for (const email of ['chidi', 'chidi@', 'chidi@example', 'chi di@example.com']) {
      const response = await initiate({ customer: { name: 'Chidi', email } });
      assert.equal(response.statusCode, 400, email);
      assert.equal(response.json().message, EMAIL_INVALID);
    }
    assert.equal((await t.db.select({ n: count() }).from(checkouts))[0]!.n, before);
  });

  it("refuses a pickup's malformed phone; a pickup's name and phone reach the diner's receipt", async () => {
    const refused = await initiate({ customer: { name: 'Tolu Bello', phone: '12' } });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, INVALID_PHONE);
    const payment = await started({ customer: { name: 'Tolu Bello', phone: '0803 123 4567' } });
    paystack.complete(payment.transaction.ref, { status: 'success' });
    const order = (await confirm(t.app, payment.transaction.ref)).json().data;
    assert.deepEqual([order.order_type, order.customer_name, order.customer_phone], ['pickup', 'Tolu Bello', '0803 123 4567']);
  });

  it('charges the balance due plus the tip, and a confirmed payment becomes one numbered order', async () => {
    const payment = await started();
    // 6,930 + 500 tip.
    assert.equal(payment.transaction.amount, 7430);
    const sent = paystack.requests.find(
      (r) => r.url === '/transaction/initialize' && JSON.stringify(r.body).includes(payment.transaction.ref),
    );
    assert.equal((sent?.body as { amount?: unknown }).amount, 743_000);
    // The money settles to the restaurant's subaccount (made from its bank account), Troo keeping 2%.
    const [stored] = await t.db.select().from(businesses).where(eq(businesses.id, business.businessId));
    assert.match(stored!.paymentSubaccountCode ?? '', /^ACCT_/);
    assert.equal(paystack.subaccounts.get(stored!.paymentSubaccountCode!)?.account_number, '0123456789');
    assert.equal((sent?.body as { subaccount?: unknown }).subaccount, stored!.paymentSubaccountCode);
    assert.equal((sent?.body as { transaction_charge?: unknown }).transaction_charge, 14_860);
    assert.match(payment.paystack_data.data.authorization_url, /^http/);

    const unpaid = await confirm(t.app, payment.transaction.ref);
    assert.deepEqual({ status: unpaid.json().status, data: unpaid.json().data }, { status: false, data: null });
    assert.equal(await ordersOf(payment.transaction.ref), 0);

    paystack.complete(payment.transaction.ref, { status: 'success' });
    const confirmed = await confirm(t.app, payment.transaction.ref);
    assert.equal(confirmed.json().status, true);
    const order = confirmed.json().data;
    assert.equal(order.status, 'Ordered');
    assert.equal(order.business_name, 'Mama Put');
    assert.equal(order.total_price, 7430);
    assert.equal(order.tip, 500);
    assert.equal(order.service_fee, 330);
    assert.deepEqual(order.menu_items[0].selectedOptions, [
      { name: 'Plantain', price: 500 },
      { name: 'Egg', price: 300 },
    ]);
    assert.equal(order.menu_items[0].complimentary, 'Water');
    assert.equal(order.menu_items[0].quantity, 2);

    const uploaded = await post(t.app, '/api/order/uploadOnlineOrderingBranchUserOrder', {
      transactionRef: payment.transaction.ref,
      total_price: 1,
    });
    assert.equal(uploaded.statusCode, 200);
    assert.equal(uploaded.json().data._id, order._id);
    const read = await t.app.inject({ url: `/api/order/getOrderByReference/?reference=${payment.transaction.ref}` });
    assert.equal(read.json().data.order_number, order.order_number);
    assert.equal(await ordersOf(payment.transaction.ref), 1);

    const next = await started();
    paystack.complete(next.transaction.ref, { status: 'success' });
    const second = (await confirm(t.app, next.transaction.ref)).json().data;
    assert.equal(Number(second.order_number), Number(order.order_number) + 1, 'order numbers count up per outlet');
  });

  it('a payment of another amount, or a declined one, makes no order', async () => {
    const short = await started();
    paystack.complete(short.transaction.ref, { status: 'success', amountKobo: 100 });
    assert.equal((await confirm(t.app, short.transaction.ref)).json().status, false);
    const declined = await started();
    paystack.complete(declined.transaction.ref, { status: 'failed' });
    assert.equal((await confirm(t.app, declined.transaction.ref)).json().status, false);
    const upload = await post(t.app, '/api/order/uploadOnlineOrderingBranchUserOrder', { transactionRef: declined.transaction.ref });
    assert.equal(upload.statusCode, 402);
    assert.equal(await ordersOf(short.transaction.ref), 0);
    assert.equal(await ordersOf(declined.transaction.ref), 0);
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.reference, short.transaction.ref));
    assert.equal(row!.status, 'failed');
    assert.equal((await confirm(t.app, 'troo-never-issued')).statusCode, 404);
  });

  const webhookBody = async (reference: string) => {
    const verify = await fetch(`${paystack.url}/transaction/verify/${reference}`, { headers: { authorization: `Bearer ${SECRET}` } });
    return JSON.stringify({ event: 'charge.success', data: ((await verify.json()) as { data: unknown }).data });
  };
  const webhook = (app: TestApp['app'], body: string, signature: string | null) =>
    app.inject({
      method: 'POST',
      url: '/api/paystack/webhook',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
      payload: body,
    });

  it('a forged or missing webhook signature makes no order; confirmation and webhooks fired 50 times at once make exactly one', async () => {
    const payment = await started();
    paystack.complete(payment.transaction.ref, { status: 'success' });
    const body = await webhookBody(payment.transaction.ref);
    assert.equal((await webhook(t.app, body, null)).statusCode, 401);
    assert.equal((await webhook(t.app, body, signWebhookBody(body, 'sk_test_wrong'))).statusCode, 401);
    assert.equal(await ordersOf(payment.transaction.ref), 0);

    // A second server process on the same database, as behind a load balancer.
    const twin = await buildTestApp(env(), { database });
    const signature = signWebhookBody(body, SECRET);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const app = i % 2 === 0 ? t.app : twin.app;
        return i % 3 === 0 ? webhook(app, body, signature) : confirm(app, payment.transaction.ref);
      }),
    );
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    await twin.close(); // waits for its webhook work
    const confirmations = answers.filter((a) => a.json().status !== undefined).map((a) => a.json().data._id as string);
    assert.equal(new Set(confirmations).size, 1, 'every confirmation answers the same order');
    // The webhook work of t.app finishes once the next confirmation sees the order.
    assert.equal((await confirm(t.app, payment.transaction.ref)).json().data._id, confirmations[0]);
    assert.equal(await ordersOf(payment.transaction.ref), 1);
  });

  it('a payment made while the server was down becomes its order after the restart', async () => {
    const payment = await started();
    await t.close();
    paystack.complete(payment.transaction.ref, { status: 'success' });
    t = await buildTestApp(env(), { database });
    await t.app.background.idle();
    assert.equal(await ordersOf(payment.transaction.ref), 1);
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.reference, payment.transaction.ref));
    assert.equal(row!.status, 'paid');
  });
});

describe('checkout through the sandbox (no Paystack key)', () => {
  let t: TestApp;
  let business: TestBusiness;
  let menu: Awaited<ReturnType<typeof createTestMenu>>;
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

  before(async () => {
    t = await buildTestApp();
    business = await createTestBusiness(t.db, 'Sandbox Suya');
    menu = await createTestMenu(t.db, business);
    await addBankAccount(t.db, business);
  });
  after(() => t.close());

  const pay = async (outcome: 'pay' | 'decline') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction/initiate_paystack_transaction/',
      payload: {
        business_identifier: business.identifier,
        branch_id: business.branchId,
        product: 'OrderAndPay',
        order_type: 'table',
        items: [{ menu_item_id: menu.jollof.id, quantity: 1, modifier_ids: [], complimentary: null, special_instructions: '' }],
        customer: { name: 'Ngozi', table_number: '4' },
        tip: 0,
        callback_url: 'http://troo.test/demo/payment-type/orderandpay',
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { transaction, paystack_data } = response.json();
    const page = new URL(paystack_data.data.authorization_url).pathname;
    const back = await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: `outcome=${outcome}` });
    assert.equal(back.statusCode, 303);
    assert.equal(new URL(back.headers.location as string).searchParams.get('reference'), transaction.ref);
    return transaction.ref as string;
  };

  it('Pay → back with the reference → confirmed → the order for table 4', async () => {
    const reference = await pay('pay');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/order/confirmOrderPayment/', payload: { reference } });
    assert.equal(confirmed.json().status, true);
    assert.equal(confirmed.json().data.table_number, '4');
    assert.equal(confirmed.json().data.total_price, 2500);
    // The sandbox records the same split: the restaurant's subaccount, Troo's 2%.
    const [paid] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
    assert.match(paid!.subaccountCode ?? '', /^ACCT_/);
    assert.equal(paid!.platformShareKobo, 5000);
  });

  it('a business with the longest name registration allows (120 characters) takes a payment into its own subaccount', async () => {
    const longName = `Mama Put ${'Jollof & Suya '.repeat(8)}`.slice(0, 120);
    assert.equal(longName.length, 120);
    const long = await createTestBusiness(t.db, longName);
    const longMenu = await createTestMenu(t.db, long);
    await addBankAccount(t.db, long);
    const order = await payForOrder(t.app, long, longMenu.jollof.id);
    const [paid] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, order.reference));
    assert.match(paid!.subaccountCode ?? '', /^ACCT_/, 'the split went to its subaccount, not the platform account');
    const [subaccount] = await t.db.select().from(sandboxSubaccounts).where(eq(sandboxSubaccounts.subaccountCode, paid!.subaccountCode!));
    assert.equal(subaccount!.businessName, longName.slice(0, 100).trim());
  });

  it('Decline → not confirmed, no order', async () => {
    const reference = await pay('decline');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/order/confirmOrderPayment/', payload: { reference } });
    assert.equal(confirmed.json().status, false);
    assert.equal((await t.db.select({ n: count() }).from(orders).where(eq(orders.reference, reference)))[0]!.n, 0);
  });
});
