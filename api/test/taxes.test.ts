import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import {
  CONSUMPTION_TAX_RATE_INVALID,
  TAX_NUMBER_INVALID,
  TAX_SETTING_INVALID,
  VAT_RATE_INVALID,
  type CallResponse,
} from '@troo/shared/contract';
import type { OpenDatabase } from '../src/db/client.js';
import { branches, businesses, checkouts, orders } from '../src/db/schema.js';
import { checkoutCharges, rechargedOrder, type ChargesInput } from '../src/domain/checkout/charges.js';
import { bearer, buildTestApp, freshDatabase, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { startFakePaystack, type FakePaystack } from './helpers/fake-paystack.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { newAddress } from './helpers/onboarding.js';
import { signInStaff } from './helpers/tokens.js';

// VAT and consumption tax: one pricing function in kobo (a table of cases), what Paystack is asked
// for and what the order keeps, and the owner's settings refused when wrong.

describe('checkoutCharges: service fee, VAT and consumption tax in kobo, rounded half-up on the whole order', () => {
  const exclusive = { taxesIncluded: false, consumptionTaxBasisPoints: 0 };
  const inclusive = { taxesIncluded: true, consumptionTaxBasisPoints: 0 };
  // [what, input, service fee, VAT, consumption tax, due]
  const cases: [string, ChargesInput, number, number, number, number][] = [
    [
      'inclusive 7.5 %: VAT extracted from food + fee, nothing added',
      { foodKobo: 660_000, serviceFeeBasisPoints: 500, vatBasisPoints: 750, ...inclusive },
      33_000,
      48_349,
      0,
      693_000,
    ],
    [
      'exclusive 7.5 %: VAT on food + fee, added',
      { foodKobo: 660_000, serviceFeeBasisPoints: 500, vatBasisPoints: 750, ...exclusive },
      33_000,
      51_975,
      0,
      744_975,
    ],
    ['VAT off', { foodKobo: 660_000, serviceFeeBasisPoints: 500, vatBasisPoints: 0, ...exclusive }, 33_000, 0, 0, 693_000],
    [
      'exclusive VAT + Lagos 5 % consumption tax, both on food + fee',
      { foodKobo: 660_000, serviceFeeBasisPoints: 500, vatBasisPoints: 750, taxesIncluded: false, consumptionTaxBasisPoints: 500 },
      33_000,
      51_975,
      34_650,
      779_625,
    ],
    [
      'inclusive VAT + consumption tax: each extracted over 112.5 %',
      { foodKobo: 660_000, serviceFeeBasisPoints: 500, vatBasisPoints: 750, taxesIncluded: true, consumptionTaxBasisPoints: 500 },
      33_000,
      46_200,
      30_800,
      693_000,
    ],
    [
      'consumption tax alone, exclusive',
      { foodKobo: 100_000, serviceFeeBasisPoints: 0, vatBasisPoints: 0, taxesIncluded: false, consumptionTaxBasisPoints: 500 },
      0,
      0,
      5_000,
      105_000,
    ],
    [
      'half a kobo rounds up (VAT 0.5 kobo → 1)',
      { foodKobo: 2, serviceFeeBasisPoints: 0, vatBasisPoints: 2_500, ...exclusive },
      0,
      1,
      0,
      3,
    ],
    ['1.5 kobo rounds up to 2, 0.15 down to 0', { foodKobo: 6, serviceFeeBasisPoints: 0, vatBasisPoints: 2_500, ...exclusive }, 0, 2, 0, 8],
    [
      'a fee of 1.5 kobo is 2; VAT on 32 kobo is 2.4 → 2',
      { foodKobo: 30, serviceFeeBasisPoints: 500, vatBasisPoints: 750, ...exclusive },
      2,
      2,
      0,
      34,
    ],
    [
      'odd inclusive amount: 139.465 kobo included → 139',
      { foodKobo: 1_999, serviceFeeBasisPoints: 0, vatBasisPoints: 750, ...inclusive },
      0,
      139,
      0,
      1_999,
    ],
    [
      'zero subtotal: nothing charged',
      { foodKobo: 0, serviceFeeBasisPoints: 500, vatBasisPoints: 750, taxesIncluded: false, consumptionTaxBasisPoints: 500 },
      0,
      0,
      0,
      0,
    ],
    [
      'the delivery fee is not taxed',
      { foodKobo: 100_000, serviceFeeBasisPoints: 0, vatBasisPoints: 750, deliveryFeeKobo: 150_000, ...exclusive },
      0,
      7_500,
      0,
      257_500,
    ],
    [
      'a large order stays exact',
      { foodKobo: 123_456_789, serviceFeeBasisPoints: 250, vatBasisPoints: 750, taxesIncluded: false, consumptionTaxBasisPoints: 500 },
      3_086_420,
      9_490_741,
      6_327_160,
      142_361_110,
    ],
  ];
  for (const [what, input, serviceFeeKobo, vatKobo, consumptionTaxKobo, dueKobo] of cases) {
    it(what, () => {
      assert.deepEqual(checkoutCharges(input), { serviceFeeKobo, vatKobo, consumptionTaxKobo, dueKobo });
    });
  }

  it('a comp recomputes with the rates the order recorded', () => {
    const order = {
      subtotalKobo: 660_000,
      serviceFeeKobo: 33_000,
      serviceFeeBasisPoints: 500,
      deliveryFeeKobo: 0,
      vatBasisPoints: 750,
      consumptionTaxBasisPoints: 0,
      taxesIncluded: false,
    };
    assert.deepEqual(rechargedOrder(order, 330_000), { serviceFeeKobo: 16_500, vatKobo: 25_988, consumptionTaxKobo: 0, dueKobo: 372_488 });
    // An order from before the fee rate was kept: its fee in proportion to its food.
    assert.deepEqual(rechargedOrder({ ...order, serviceFeeBasisPoints: null, vatBasisPoints: 0 }, 330_000), {
      serviceFeeKobo: 16_500,
      vatKobo: 0,
      consumptionTaxKobo: 0,
      dueKobo: 346_500,
    });
  });
});

const SECRET = 'sk_test_taxes0123456789';
const CALLBACK = 'http://troo.test/demo/payment-type/online_ordering';
type Totals = CallResponse<'POST /order/calculateTotalAmount'>['data'];

describe('taxes at checkout and in the outlet settings', () => {
  let database: OpenDatabase;
  let paystack: FakePaystack;
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let menu: Awaited<ReturnType<typeof createTestMenu>>;
  let adminToken = '';
  let otherAdmin = '';

  before(async () => {
    database = await freshDatabase();
    paystack = await startFakePaystack({ secretKey: SECRET });
    t = await buildTestApp({ PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url }, { database });
    shop = await createTestBusiness(t.db, 'Taxed Kitchen');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    menu = await createTestMenu(t.db, shop);
    await addBankAccount(t.db, shop);
    // 5 % service fee.
    await t.db.update(businesses).set({ serviceFeeBasisPoints: 500 }).where(eq(businesses.id, shop.businessId));
    ({ admin: adminToken, otherAdmin } = await signInStaff(t, shop, other));
  });
  after(async () => {
    await t.close();
    await paystack.close();
    await database.close();
  });

  // 2 × (2,500 + 500 + 300) = ₦6,600 of food; 5 % = ₦330.
  const basket = {
    business_identifier: '',
    branch_id: '',
    product: 'OnlineOrdering',
    order_type: 'pickup',
    items: [{ menu_item_id: '', quantity: 2, modifier_ids: [] as string[], complimentary: 'Water', special_instructions: '' }],
  };
  const shopBasket = () => ({
    ...basket,
    business_identifier: shop.identifier,
    branch_id: shop.branchId,
    items: [{ ...basket.items[0]!, menu_item_id: menu.jollof.id, modifier_ids: [menu.plantain.id, menu.egg.id] }],
  });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: newAddress() });
  const setTaxes = (set: Partial<typeof branches.$inferInsert>) => t.db.update(branches).set(set).where(eq(branches.id, shop.branchId));

  /** Pays a pickup of the basket (₦500 tip) and answers what Paystack was asked for and the order kept. */
  async function paidOrder() {
    const started = await post('/api/v1/transaction/initiate_paystack_transaction/', {
      ...shopBasket(),
      customer: { name: 'Chidi' },
      tip: 500,
      callback_url: CALLBACK,
    });
    assert.equal(started.statusCode, 200, started.body);
    const reference = started.json<{ transaction: { ref: string } }>().transaction.ref;
    const asked = paystack.requests.find(
      (r) => r.url === '/transaction/initialize' && (r.body as { reference?: string }).reference === reference,
    );
    paystack.complete(reference, { status: 'success' });
    const confirmed = await post('/api/order/confirmOrderPayment/', { reference });
    assert.equal(confirmed.json().status, true, confirmed.body);
    const [row] = await t.db.select().from(orders).where(eq(orders.reference, reference));
    return { askedKobo: (asked?.body as { amount: number }).amount, view: confirmed.json().data, row: row! };
  }

  it('by default (VAT 7.5 % included) the amount is unchanged and the VAT inside it is shown', async () => {
    const priced = await post('/api/order/calculateTotalAmount', shopBasket());
    assert.equal(priced.statusCode, 200, priced.body);
    assert.deepEqual(priced.json<{ data: Totals }>().data, {
      total: 6600,
      tax: 330,
      delivery_fee: 0,
      balance_due: 6930,
      vat: 483.49,
      vat_percent: 7.5,
      consumption_tax: 0,
      consumption_tax_percent: 0,
      taxes_included: true,
    });
    const { askedKobo, view, row } = await paidOrder();
    assert.equal(askedKobo, 743_000);
    assert.equal(row.amountPaidKobo, 743_000);
    assert.deepEqual([row.vatKobo, row.vatBasisPoints, row.taxesIncluded, row.serviceFeeBasisPoints], [48_349, 750, true, 500]);
    assert.deepEqual([view.vat, view.taxes_included, view.total_price], [483.49, true, 7430]);
  });

  it('VAT exclusive: Paystack is asked for food + fee + VAT + tip, and the order keeps the same lines', async () => {
    await setTaxes({ taxesIncluded: false, consumptionTaxEnabled: true, consumptionTaxBasisPoints: 500 });
    try {
      const priced = (await post('/api/order/calculateTotalAmount', shopBasket())).json<{ data: Totals }>().data;
      // ₦6,930 × 7.5 % = ₦519.75; × 5 % = ₦346.50.
      assert.deepEqual([priced.vat, priced.consumption_tax, priced.balance_due, priced.taxes_included], [519.75, 346.5, 7796.25, false]);
      const { askedKobo, view, row } = await paidOrder();
      assert.equal(askedKobo, 829_625);
      assert.equal(row.amountPaidKobo, 829_625);
      assert.deepEqual(
        [row.subtotalKobo, row.serviceFeeKobo, row.vatKobo, row.consumptionTaxKobo, row.tipKobo],
        [660_000, 33_000, 51_975, 34_650, 50_000],
      );
      assert.deepEqual([row.vatBasisPoints, row.consumptionTaxBasisPoints, row.taxesIncluded], [750, 500, false]);
      const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.id, row.checkoutId!));
      assert.deepEqual([checkout!.amountKobo, checkout!.vatKobo, checkout!.consumptionTaxKobo], [829_625, 51_975, 34_650]);
      assert.deepEqual(
        [view.vat, view.vat_percent, view.consumption_tax, view.consumption_tax_percent, view.taxes_included, view.total_price],
        [519.75, 7.5, 346.5, 5, false, 8296.25],
      );
    } finally {
      await setTaxes({ taxesIncluded: true, consumptionTaxEnabled: false });
    }
  });

  it('VAT switched off charges none', async () => {
    await setTaxes({ vatEnabled: false, taxesIncluded: false });
    try {
      const priced = (await post('/api/order/calculateTotalAmount', shopBasket())).json<{ data: Totals }>().data;
      assert.deepEqual([priced.vat, priced.vat_percent, priced.balance_due], [0, 0, 6930]);
    } finally {
      await setTaxes({ vatEnabled: true, taxesIncluded: true });
    }
  });

  describe('the owner sets them', () => {
    const settings = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/branch/getOrderingSettings/${shop.branchId}`, headers: bearer(adminToken) })).json<{
        data: CallResponse<'GET /branch/getOrderingSettings/:id'>['data'];
      }>().data;
    const save = async (taxes: Record<string, unknown>) => {
      const { branch_id, branch_name: _name, ordering: _ordering, ...current } = await settings();
      return t.app.inject({
        method: 'PUT',
        url: '/api/branch/updateOrderingSettings',
        headers: bearer(adminToken),
        payload: { ...current, branch_id, ...taxes },
      });
    };

    it('defaults: VAT on at 7.5 %, consumption tax off (5 % ready), prices inclusive, no tax number', async () => {
      const read = await settings();
      assert.deepEqual(
        [
          read.vat_enabled,
          read.vat_basis_points,
          read.consumption_tax_enabled,
          read.consumption_tax_basis_points,
          read.taxes_included,
          read.tax_number,
        ],
        [true, 750, false, 500, true, null],
      );
    });

    it('saves them, and the business tax number reaches the receipt with its address', async () => {
      const saved = await save({
        vat_basis_points: 800,
        consumption_tax_enabled: true,
        taxes_included: false,
        tax_number: ' 12345678-0001 ',
      });
      assert.equal(saved.statusCode, 200, saved.body);
      const read = await settings();
      assert.deepEqual(
        [read.vat_basis_points, read.consumption_tax_enabled, read.taxes_included, read.tax_number],
        [800, true, false, '12345678-0001'],
      );
      const { view } = await paidOrder();
      assert.equal(view.business_tax_number, '12345678-0001');
      const [business] = await t.db.select().from(businesses).where(eq(businesses.id, shop.businessId));
      assert.equal(view.business_address, business!.address);
      // ₦6,930 × 8 % = ₦554.40; × 5 % = ₦346.50; + ₦500 tip.
      assert.equal(view.total_price, 8330.9);
      assert.equal(
        (await save({ vat_basis_points: 750, consumption_tax_enabled: false, taxes_included: true, tax_number: '' })).statusCode,
        200,
      );
      assert.equal((await settings()).tax_number, null);
    });

    it('refuses bad rates and wrong types with a clear message, and writes nothing', async () => {
      const before = await settings();
      const cases: [Record<string, unknown>, string][] = [
        [{ vat_basis_points: -1 }, VAT_RATE_INVALID],
        [{ vat_basis_points: 5001 }, VAT_RATE_INVALID],
        [{ vat_basis_points: 7.5 }, VAT_RATE_INVALID],
        [{ vat_basis_points: '750' }, VAT_RATE_INVALID],
        [{ vat_basis_points: null }, VAT_RATE_INVALID],
        [{ consumption_tax_basis_points: 500.5 }, CONSUMPTION_TAX_RATE_INVALID],
        [{ consumption_tax_basis_points: 99_999 }, CONSUMPTION_TAX_RATE_INVALID],
        [{ vat_enabled: 'yes' }, TAX_SETTING_INVALID],
        [{ taxes_included: 1 }, TAX_SETTING_INVALID],
        [{ consumption_tax_enabled: null }, TAX_SETTING_INVALID],
        [{ tax_number: 12345 }, TAX_NUMBER_INVALID],
        [{ tax_number: 'TIN 1234; drop' }, TAX_NUMBER_INVALID],
      ];
      // Each with a valid change beside it (the service fee), which must not be saved either.
      for (const [change, message] of cases) {
        const refused = await save({ service_fee_percent: 9, ...change });
        assert.equal(refused.statusCode, 400, `${JSON.stringify(change)} → ${refused.body}`);
        assert.equal(refused.json().message, message, JSON.stringify(change));
      }
      assert.deepEqual(await settings(), before);
      const kept = await t.db.select({ n: count() }).from(businesses).where(eq(businesses.serviceFeeBasisPoints, 900));
      assert.equal(kept[0]!.n, 0);
    });

    it("another business's owner cannot set an outlet's taxes", async () => {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/branch/updateOrderingSettings',
        headers: bearer(otherAdmin),
        payload: { ...(await settings()), branch_name: undefined, ordering: undefined, vat_enabled: false },
      });
      assert.equal(answer.statusCode, 404, answer.body);
      assert.equal((await settings()).vat_enabled, true);
    });
  });
});
