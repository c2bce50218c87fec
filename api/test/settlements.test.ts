import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type SettlementReport } from '@troo/shared/contract';
import { businesses, sandboxTransactions, tabPayments, tabs } from '../src/db/schema.js';
import { paystackProvider } from '../src/payments/paystack-provider.js';
import { sandboxFeeKobo } from '../src/payments/sandbox-settlements.js';
import { bankDirectory } from '../src/services/banks.js';
import { buildTestApp, bearer, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { csvRecords } from '@troo/shared/testing/csv';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// What Paystack paid out beside what Troo recorded (issue 49): the sandbox's payouts carry Paystack's
// fee and are matched to their orders by reference; what either side lacks is a difference.

const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet } as unknown as FastifyBaseLogger;

describe('settlements matched to recorded payments (sandbox)', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let paid: Awaited<ReturnType<typeof payForOrder>>[];

  const get = (url: string) => t.app.inject({ url, headers: bearer(tokens.admin) });

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Payout Kitchen');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    const jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
    paid = [await payForOrder(t.app, shop, jollof, { quantity: 1 }), await payForOrder(t.app, shop, jollof, { quantity: 2 })];
  });
  after(() => t.close());

  it("a sandbox payout with Paystack's fee is matched to its orders; what one side lacks is listed", async () => {
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, shop.businessId));
    const subaccount = business!.paymentSubaccountCode!;
    assert.ok(subaccount, 'the first payment made the subaccount');
    // Paystack paid out a payment Troo never recorded (its order was never made) …
    const now = new Date();
    await t.db.insert(sandboxTransactions).values({
      reference: `stray-${Date.now()}`,
      accessCode: `stray${Date.now()}`,
      amountKobo: 120_000,
      email: 'diner@example.ng',
      callbackUrl: 'http://troo.test/',
      status: 'success',
      subaccountCode: subaccount,
      platformShareKobo: 0,
      bearer: 'subaccount',
      paidAt: now,
    });
    // … and Troo recorded a Paystack payment no payout includes.
    const [tab] = await t.db
      .insert(tabs)
      .values({ businessId: shop.businessId, branchId: shop.branchId, orderType: 'pickup', status: 'paid', paidAt: now })
      .returning();
    await t.db.insert(tabPayments).values({
      businessId: shop.businessId,
      branchId: shop.branchId,
      tabId: tab!.id,
      method: 'paystack',
      amountKobo: 330_000,
      reference: 'never-settled-ref',
    });

    const answer = await get('/api/report/getSettlements?date_filter=today');
    assert.equal(answer.statusCode, 200, answer.body);
    const report = answer.json<{ data: SettlementReport }>().data;

    const amounts = paid.map((o) => Math.round(o.total * 100));
    const [settlement] = report.settlements;
    assert.equal(report.settlements.length, 1);
    assert.equal(settlement!.subaccount, subaccount);
    assert.equal(settlement!.transactions, 3);
    const fees = [...amounts, 120_000].reduce((sum, kobo) => sum + sandboxFeeKobo(kobo), 0);
    assert.ok(fees > 0);
    assert.equal(settlement!.fees, fees / 100);
    assert.equal(settlement!.processed, (amounts[0]! + amounts[1]! + 120_000) / 100);
    assert.ok(
      settlement!.settled < settlement!.processed - settlement!.fees + 0.001,
      'the bank gets the payments less fees (and Troo’s share)',
    );

    assert.deepEqual(report.matched.map((m) => m.reference).sort(), paid.map((o) => o.reference).sort());
    for (const match of report.matched) {
      assert.equal(match.settlement_id, settlement!.id);
      assert.equal(match.fee, sandboxFeeKobo(Math.round(match.amount * 100)) / 100);
      assert.match(match.orders, /^\d+$/, 'the order on the bill it paid');
    }
    assert.deepEqual(report.differences.map((d) => [d.kind, d.reference.startsWith('stray-') ? 'stray' : d.reference]).sort(), [
      ['not_in_troo', 'stray'],
      ['not_settled', 'never-settled-ref'],
    ]);
    assert.equal(report.totals.recorded, (amounts[0]! + amounts[1]! + 330_000) / 100);
    assert.deepEqual(
      report.by_outlet.map((o) => [o.label, o.recorded, o.settled]),
      [['Main', report.totals.recorded, (amounts[0]! + amounts[1]!) / 100]],
    );

    const csv = await get('/api/report/exportSettlements?date_filter=today&rows=differences');
    assert.equal(csv.statusCode, 200, csv.body);
    assert.ok(csv.body.startsWith('\uFEFF'));
    const rows = csvRecords(csv.body);
    assert.deepEqual(
      rows.map((r) => r['Reference']).filter((r) => r === 'never-settled-ref'),
      ['never-settled-ref'],
    );
    assert.equal(rows.find((r) => r['Reference'] === 'never-settled-ref')?.['Recorded by Troo (NGN)'], '3300.00');
  });

  it("a business with no subaccount yet is paid through Troo's own account: it sees no payouts, not another's", async () => {
    const otherTokens = await signInStaff(t, other, shop);
    const answer = await t.app.inject({ url: '/api/report/getSettlements?date_filter=today', headers: bearer(otherTokens.admin) });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json().data.settlements, []);
  });
});

describe('Paystack adapter: settlements against a local fake of Paystack', () => {
  let paystack: FakePaystack;

  before(async () => {
    paystack = await startFakePaystack({ secretKey: 'sk_test_settlements0123456789' });
  });
  after(() => paystack.close());

  it("reads Paystack's settlements and their transactions, every page, in kobo", async () => {
    const provider = paystackProvider({
      secretKey: paystack.secretKey,
      baseUrl: paystack.url,
      publicUrl: 'http://troo.test',
      banks: bankDirectory({ secretKey: paystack.secretKey, baseUrl: paystack.url, log: quiet }),
      log: quiet,
    });
    const references: string[] = [];
    for (let i = 0; i < 105; i++) {
      const reference = `settle-${Date.now()}-${i}`;
      await provider.initialize({ reference, amountKobo: 300_000 + i, email: 'diner@example.ng', callbackUrl: 'http://troo.test/back' });
      paystack.complete(reference, { status: 'success' });
      references.push(reference);
    }
    const day = new Date('2026-11-20T09:00:00Z');
    const id = paystack.settle(references, { subaccount: null, date: day });
    paystack.settle([references[0]!], { date: new Date('2026-10-01T09:00:00Z') });

    const settlements = await provider.listSettlements({ from: new Date('2026-11-19T23:00:00Z'), to: new Date('2026-11-20T23:00:00Z') });
    assert.equal(settlements.length, 1, 'only the period');
    const [settlement] = settlements;
    assert.equal(settlement!.id, id);
    assert.equal(settlement!.settledAt.toISOString(), day.toISOString());
    assert.equal(
      settlement!.processedKobo,
      references.reduce((sum, _, i) => sum + 300_000 + i, 0),
    );
    assert.equal(settlement!.settledKobo, settlement!.processedKobo - settlement!.feesKobo);
    const asked = paystack.requests.find((r) => r.url.startsWith('/settlement?'))!;
    const query = new URL(asked.url, 'http://x').searchParams;
    assert.equal(query.get('from'), '2026-11-19T23:00:00.000Z');
    assert.equal(query.get('to'), '2026-11-20T23:00:00.000Z');

    const transactions = await provider.settlementTransactions(id);
    assert.equal(transactions.length, 105, 'both pages');
    assert.equal(transactions[0]!.reference, references[0]);
    assert.equal(transactions[0]!.feesKobo, Math.min(200_000, Math.round(300_000 * 0.015) + 10_000));
    assert.equal(paystack.requests.filter((r) => r.url.startsWith(`/settlement/${id}/transactions`)).length, 2);
  });
});
