import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { PlacedOrder, QrAsset, StaffOrder } from '@troo/shared/contract';
import { checkouts, orders } from '../src/db/schema.js';
import { QR_CODE_UNKNOWN } from '../src/domain/checkout/scanned-place.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder, startCheckout } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// Table numbers restart in each group of QR codes: the code a diner scanned decides the order's
// table, group and number, whatever the checkout's body says, and staff see the group.

describe('orders from a table or room QR code', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;
  const codes = new Map<string, QrAsset>();

  const makeCodes = async (token: string, business: TestBusiness, type: 'table' | 'room', group: string, number: number) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/asset/generateBusinessAsset',
      headers: bearer(token),
      payload: { branch_id: business.branchId, type, group_name: group, number },
    });
    assert.equal(made.statusCode, 201, made.body);
    return made.json().data as QrAsset[];
  };

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
    for (const [type, group] of [
      ['table', 'Terrace'],
      ['table', 'Hall'],
      ['room', 'Block A'],
    ] as const) {
      for (const code of await makeCodes(tokens.admin, shop, type, group, 2)) codes.set(`${group} ${code.number}`, code);
    }
    codes.set('Rival 1', (await makeCodes(tokens.otherAdmin, other, 'table', 'Terrace', 1))[0]!);
  });
  after(() => t.close());

  const code = (name: string) => codes.get(name)!;
  const staffOrders = async () =>
    (await t.app.inject({ url: `/api/order/getOrder?branch_id=${shop.branchId}`, headers: bearer(tokens.employee) })).json()
      .data as StaffOrder[];
  const receipt = async (reference: string) =>
    (await t.app.inject({ url: `/api/order/getOrderByReference/?reference=${reference}` })).json().data as PlacedOrder;
  const rows = async () => ({
    checkouts: (await t.db.select({ n: count() }).from(checkouts))[0]!.n,
    orders: (await t.db.select({ n: count() }).from(orders))[0]!.n,
  });

  it("prints the code's id in its address, beside its group and number", () => {
    const url = new URL(code('Terrace 1').url);
    assert.equal(url.searchParams.get('asset'), code('Terrace 1')._id);
    assert.equal(url.searchParams.get('group_name'), 'Terrace');
    assert.equal(url.searchParams.get('table'), '1');
  });

  it("records the scanned table's group and number even when the body claims another table, and staff and the receipt see the group", async () => {
    const paid = await payForOrder(t.app, shop, jollof, {
      place: { asset_id: code('Terrace 1')._id, table_number: '7', table_group: 'Hall', order_type: 'room' },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, paid.id));
    assert.deepEqual([row!.orderType, row!.tableGroup, row!.customer.tableNumber], ['table', 'Terrace', '1']);

    const seen = (await staffOrders()).find((order) => order._id === paid.id)!;
    assert.deepEqual([seen.order_type, seen.table_group, seen.table_number], ['table', 'Terrace', '1']);
    const onReceipt = await receipt(paid.reference);
    assert.deepEqual([onReceipt.order_type, onReceipt.table_group, onReceipt.table_number], ['table', 'Terrace', '1']);
  });

  it('tells two tables of the same number apart, and a room by its group', async () => {
    const hall = await payForOrder(t.app, shop, jollof, { place: { asset_id: code('Hall 1')._id, table_number: '1' } });
    const room = await payForOrder(t.app, shop, jollof, { place: { asset_id: code('Block A 2')._id } });
    const seen = await staffOrders();
    const placeOf = (id: string) => seen.filter((order) => order._id === id).map((o) => [o.order_type, o.table_group, o.table_number]);
    assert.deepEqual(placeOf(hall.id), [['table', 'Hall', '1']]);
    assert.deepEqual(placeOf(room.id), [['room', 'Block A', '2']]);
  });

  it("refuses an unknown code, another business's code and a malformed id, writing no checkout and no order", async () => {
    const before = await rows();
    for (const [label, assetId, status] of [
      ['unknown', randomUUID(), 404],
      ['another business', code('Rival 1')._id, 404],
    ] as const) {
      const refused = await startCheckout(t.app, shop, jollof, { place: { asset_id: assetId } });
      assert.equal(refused.statusCode, status, `${label}: ${refused.body}`);
      assert.equal(refused.json().message, QR_CODE_UNKNOWN, label);
    }
    const malformed = await startCheckout(t.app, shop, jollof, { place: { asset_id: 'table-1' } });
    assert.equal(malformed.statusCode, 400, malformed.body);
    // A removed code orders nothing any more.
    const removed = code('Hall 2');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/asset/removeBusinessAsset?asset_id=${removed._id}`,
      headers: bearer(tokens.admin),
    });
    assert.equal(removal.statusCode, 200, removal.body);
    assert.equal((await startCheckout(t.app, shop, jollof, { place: { asset_id: removed._id } })).statusCode, 404);
    assert.deepEqual(await rows(), before);
  });

  it('a code printed before codes carried their id orders for its group and number, if the outlet has that table', async () => {
    const paid = await payForOrder(t.app, shop, jollof, { place: { table_group: 'Terrace', table_number: '2' } });
    assert.deepEqual(
      (await staffOrders()).filter((o) => o._id === paid.id).map((o) => [o.table_group, o.table_number]),
      [['Terrace', '2']],
    );
    const before = await rows();
    const missing = await startCheckout(t.app, shop, jollof, { place: { table_group: 'Terrace', table_number: '9' } });
    assert.equal(missing.statusCode, 404, missing.body);
    assert.equal(missing.json().message, QR_CODE_UNKNOWN);
    assert.deepEqual(await rows(), before);
  });

  it('a link without a table keeps the number the diner gave, in no group', async () => {
    const paid = await payForOrder(t.app, shop, jollof, { place: { table_number: '12' } });
    const seen = (await staffOrders()).find((order) => order._id === paid.id)!;
    assert.deepEqual([seen.order_type, seen.table_group, seen.table_number], ['table', null, '12']);
  });
});
