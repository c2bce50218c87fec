import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OUTLET_ID_INVALID, type CallData } from '@troo/shared/contract';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { signInStaff } from './helpers/tokens.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';

type Steps = CallData<'GET /business/gettingStarted'>;

describe("the owner's getting-started checklist", () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  const tokens: Record<'admin' | 'employee' | 'otherAdmin', string> = { admin: '', employee: '', otherAdmin: '' };
  type Who = keyof typeof tokens;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'New Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    Object.assign(tokens, await signInStaff(t, shop, other));
  });
  after(() => t.close());

  const ask = (who: Who, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/business/gettingStarted${query}`, headers: bearer(tokens[who]) });
  const steps = async (): Promise<Steps> => {
    const answer = await ask('admin', `?branch_id=${shop.branchId}`);
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<{ data: Steps }>().data;
  };
  const ticks = (s: Steps) => [s.menu_built, s.tables_added, s.ordering_set, s.test_order_paid];

  it('a new business has done none of the four steps', async () => {
    assert.deepEqual(await steps(), {
      branch_id: shop.branchId,
      menu_built: false,
      tables_added: false,
      ordering_set: false,
      test_order_paid: false,
      test_order_url: null,
    });
  });

  it('each step ticks once its data is there: a menu item, a table, saved settings, a paid order', async () => {
    const menu = await createTestMenu(t.db, shop);
    assert.deepEqual(ticks(await steps()), [true, false, false, false]);

    const tables = await t.app.inject({
      method: 'POST',
      url: '/api/asset/generateBusinessAsset',
      headers: bearer(tokens.admin),
      payload: { branch_id: shop.branchId, type: 'table', number: 3 },
    });
    assert.equal(tables.statusCode, 201, tables.body);
    assert.deepEqual(ticks(await steps()), [true, true, false, false]);
    // The test order opens table 1's page: the very address its QR code carries.
    const tableOne = tables.json<{ data: { number: number; url: string }[] }>().data.find((code) => code.number === 1)!;
    assert.equal((await steps()).test_order_url, tableOne.url);
    assert.match(tableOne.url, new RegExp(`/start-order\\?.*table=1&`));

    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/branch/updateOrderingSettings',
      headers: bearer(tokens.admin),
      payload: {
        branch_id: shop.branchId,
        service_fee_percent: 0,
        delivery_enabled: false,
        delivery_fee: 0,
        delivery_state: '',
        delivery_support_link: null,
        can_schedule_delivery: false,
        pickup_locations: [],
        ordering_description: '',
        ordering_instruction: '',
        opening_hours: null,
        ordering_paused: false,
      },
    });
    assert.equal(settings.statusCode, 200, settings.body);
    assert.deepEqual(ticks(await steps()), [true, true, true, false], 'saving the settings as they were still counts');

    await addBankAccount(t.db, shop);
    await payForOrder(t.app, shop, menu.jollof.id);
    assert.deepEqual(ticks(await steps()), [true, true, true, true]);
  });

  it("refuses another business's outlet with 404 and tells nothing of it", async () => {
    const answer = await ask('otherAdmin', `?branch_id=${shop.branchId}`);
    assert.equal(answer.statusCode, 404, answer.body);
    assert.deepEqual(Object.keys(answer.json()), ['message']);
    assert.doesNotMatch(answer.body, /menu_built|true|false/);
  });

  it('is the owner’s only: an employee is refused (403)', async () => {
    const answer = await ask('employee', `?branch_id=${shop.branchId}`);
    assert.equal(answer.statusCode, 403, answer.body);
  });

  it('answers a missing or malformed outlet id with a clear 400', async () => {
    for (const query of ['', '?branch_id=', '?branch_id=not-an-outlet']) {
      const answer = await ask('admin', query);
      assert.equal(answer.statusCode, 400, `${query}: ${answer.body}`);
      assert.equal(answer.json().message, OUTLET_ID_INVALID, query);
    }
  });
});
