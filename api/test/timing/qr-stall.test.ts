import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, buildTestApp, type TestApp } from '../helpers/app.js';
import { createTestBusiness, type TestBusiness } from '../helpers/businesses.js';
import { createTestMenu } from '../helpers/menu.js';
import { signInStaff, type StaffTokens } from '../helpers/tokens.js';
import { timed } from '../helpers/timing.js';

// As a business drawing the most QR codes a request may ask for (100, seconds of CPU): a diner's
// price check at another business, on the embedded default database, stays under 100 ms at the
// 95th percentile while it runs (it took 2.9–4.5 s when the codes were drawn inside a transaction
// on the main thread). It measures time, so it runs with the timing tests, not in the gate.

const BUDGET_P95_MS = 100;

describe('drawing QR codes does not stall other businesses', () => {
  let t: TestApp;
  let drawer: TestBusiness;
  let diner: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;

  before(async () => {
    t = await buildTestApp();
    drawer = await createTestBusiness(t.db, 'Big Hotel');
    diner = await createTestBusiness(t.db, 'Mama Put');
    jollof = (await createTestMenu(t.db, diner)).jollof.id;
    tokens = await signInStaff(t, drawer, diner);
  });
  after(() => t.close());

  const priceCheck = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/calculateTotalAmount',
      payload: {
        business_identifier: diner.identifier,
        branch_id: diner.branchId,
        product: 'OrderAndPay',
        order_type: 'table',
        items: [{ menu_item_id: jollof, quantity: 1, modifier_ids: [], complimentary: null, special_instructions: '' }],
      },
    });

  it(`100 QR codes at one business: another business's price checks stay under ${BUDGET_P95_MS} ms p95`, async () => {
    for (let i = 0; i < 5; i++) assert.equal((await priceCheck()).statusCode, 200); // warm
    let drawn = false;
    const drawing = t.app
      .inject({
        method: 'POST',
        url: '/api/asset/generateBusinessAsset',
        headers: bearer(tokens.admin),
        payload: { branch_id: drawer.branchId, type: 'room', group_name: 'Tower', number: 100 },
      })
      .finally(() => (drawn = true));
    const times: number[] = [];
    while (!drawn) {
      const { ms, result } = await timed(priceCheck);
      assert.equal(result.statusCode, 200);
      times.push(ms);
    }
    assert.equal((await drawing).statusCode, 201);
    times.sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;
    console.log(
      `# ${times.length} price checks while 100 codes were drawn: p95 ${p95.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms`,
    );
    assert.ok(times.length >= 10, `only ${times.length} price checks got through while the codes were drawn`);
    assert.ok(p95 < BUDGET_P95_MS, `p95 ${p95.toFixed(1)} ms`);
  });
});
