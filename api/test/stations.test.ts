import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { StaffOrder, Station } from '@troo/shared/contract';
import { menuCategories, menuGroups, menuItems, orderEvents, orderStationParts, orders } from '../src/db/schema.js';
import { buildTestApp, bearer, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// Stations (issue 46): a Bar's display shows its drinks, each station marks its part done, and the
// order is served (ready for the diner) when every part is; the whole order stays on the pass.

describe('stations', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;
  let chapman: string;
  let drinksCategory: string;
  let kitchen: Station;
  let bar: Station;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const done = (orderId: string, stationId: string, token = tokens.employee) =>
    call('PUT', '/order/markStationDone/', token, { order_id: orderId, station_id: stationId });
  const statusOf = async (orderId: string) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
  const eventsOf = async (orderId: string) =>
    (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((event) => event.kind);

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    const outlet = { businessId: shop.businessId, branchId: shop.branchId };
    const [drinks] = await t.db
      .insert(menuCategories)
      .values({ ...outlet, name: 'Drinks' })
      .returning();
    const [cold] = await t.db
      .insert(menuGroups)
      .values({ ...outlet, categoryId: drinks!.id, name: 'Cold' })
      .returning();
    const [item] = await t.db
      .insert(menuItems)
      .values({ ...outlet, categoryId: drinks!.id, groupId: cold!.id, name: 'Chapman', priceKobo: 150_000 })
      .returning();
    drinksCategory = drinks!.id;
    chapman = item!.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  it('gives an outlet one default "Kitchen", so a single-station venue sees nothing new', async () => {
    const listed = await call('GET', `/station/getStations?branch_id=${shop.branchId}`, tokens.employee);
    assert.equal(listed.statusCode, 200, listed.body);
    const stations = listed.json<{ data: Station[] }>().data;
    assert.deepEqual(
      stations.map((station) => [station.name, station.is_default]),
      [['Kitchen', true]],
    );
    kitchen = stations[0]!;
    assert.equal(kitchen.category_ids.length, 2, 'every category goes to the default station');
  });

  it('lets the owner add a Bar and assign it Drinks; an employee may not (403)', async () => {
    const refused = await call('POST', '/station/addStation', tokens.employee, { branch_id: shop.branchId, name: 'Bar' });
    assert.equal(refused.statusCode, 403);
    const added = await call('POST', '/station/addStation', tokens.admin, { branch_id: shop.branchId, name: 'Bar' });
    assert.equal(added.statusCode, 201, added.body);
    bar = added.json<{ data: Station }>().data;
    assert.equal(bar.is_default, false);
    const twice = await call('POST', '/station/addStation', tokens.admin, { branch_id: shop.branchId, name: 'bar' });
    assert.equal(twice.statusCode, 409);
    const assigned = await call('PUT', '/station/assignCategory', tokens.admin, { category_id: drinksCategory, station_id: bar._id });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.deepEqual(assigned.json<{ data: Station }>().data.category_ids, [drinksCategory]);
    const byEmployee = await call('PUT', '/station/assignCategory', tokens.employee, { category_id: drinksCategory, station_id: null });
    assert.equal(byEmployee.statusCode, 403);
  });

  it("splits an order by station: the Bar's part is the Chapman, the Kitchen's the Jollof", async () => {
    const order = await payForOrder(t.app, shop, jollof, { alsoItemIds: [chapman] });
    const listed = await call('GET', `/order/getBranchOrderByStatus/?branch_id=${shop.branchId}&status=Ordered`, tokens.employee);
    const view = listed.json<{ data: StaffOrder[] }>().data.find((o) => o._id === order.id)!;
    const lineNames = (stationId: string) =>
      view.stations.find((part) => part.station_id === stationId)!.lines.map((index) => view.menu_items[index]!.menuItem.menu_item_name);
    assert.deepEqual(lineNames(bar._id), ['Chapman']);
    assert.deepEqual(lineNames(kitchen._id), ['Jollof Rice']);
    assert.ok(view.stations.every((part) => !part.done));
  });

  it('counts a part done 50 times at once once, and serves the order only when every part is done', async () => {
    const order = await payForOrder(t.app, shop, jollof, { alsoItemIds: [chapman] });
    const answers = await Promise.all(Array.from({ length: 50 }, () => done(order.id, bar._id)));
    assert.deepEqual(new Set(answers.map((answer) => answer.statusCode)), new Set([200]));
    const parts = await t.db.select().from(orderStationParts).where(eq(orderStationParts.orderId, order.id));
    assert.equal(parts.length, 1);
    assert.deepEqual(await eventsOf(order.id), ['created', 'changed'], 'one event reaches the displays');
    assert.equal(await statusOf(order.id), 'Ordered', 'the kitchen is not done yet');
    const barView = answers[0]!.json<{ data: StaffOrder }>().data;
    assert.deepEqual(
      barView.stations.map((part) => [part.station_name, part.done]),
      [
        ['Kitchen', false],
        ['Bar', true],
      ],
    );

    const last = await Promise.all(Array.from({ length: 50 }, () => done(order.id, kitchen._id)));
    assert.deepEqual(new Set(last.map((answer) => answer.statusCode)), new Set([200]));
    assert.equal(await statusOf(order.id), 'served');
    assert.deepEqual(await eventsOf(order.id), ['created', 'changed', 'changed']);
    const receipt = await t.app.inject({ method: 'POST', url: '/api/order/confirmOrderPayment/', payload: { reference: order.reference } });
    assert.equal(receipt.json().data.status, 'served', "the diner's receipt shows it ready");
  });

  it("serves a single-station order with its one Done, and keeps the pass's Serve", async () => {
    const onlyFood = await payForOrder(t.app, shop, jollof);
    assert.equal((await done(onlyFood.id, kitchen._id)).json().data.status, 'served');
    const passed = await payForOrder(t.app, shop, jollof, { alsoItemIds: [chapman] });
    const served = await call('PUT', '/order/updateOrder/', tokens.employee, { order_id: passed.id, status: 'serve' });
    assert.equal(served.json().data.status, 'served');
    assert.ok(served.json<{ data: StaffOrder }>().data.stations.every((part) => part.done));
    assert.equal((await done(passed.id, bar._id)).statusCode, 409, 'nothing left to do on a served order');
  });

  it("refuses a station with nothing in the order (409), and another business's station or order (404)", async () => {
    const onlyFood = await payForOrder(t.app, shop, jollof);
    assert.equal((await done(onlyFood.id, bar._id)).statusCode, 409);
    assert.equal((await done(onlyFood.id, bar._id, tokens.otherAdmin)).statusCode, 404);
    const otherStations = await call('GET', `/station/getStations?branch_id=${other.branchId}`, tokens.otherAdmin);
    const otherKitchen = otherStations.json<{ data: Station[] }>().data[0]!;
    assert.equal((await done(onlyFood.id, otherKitchen._id, tokens.admin)).statusCode, 404);
    assert.equal((await call('GET', `/station/getStations?branch_id=${other.branchId}`, tokens.admin)).statusCode, 404);
    assert.equal(
      (await call('PUT', '/station/renameStation', tokens.admin, { station_id: otherKitchen._id, name: 'Mine' })).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `/station/removeStation?station_id=${otherKitchen._id}`, tokens.admin)).statusCode, 404);
    const foreignCategory = await call('PUT', '/station/assignCategory', tokens.otherAdmin, {
      category_id: drinksCategory,
      station_id: null,
    });
    assert.equal(foreignCategory.statusCode, 404);
    assert.equal(await statusOf(onlyFood.id), 'Ordered');
  });

  it('renames and removes stations; removing the Bar sends Drinks back to the Kitchen; the last stays', async () => {
    const renamed = await call('PUT', '/station/renameStation', tokens.admin, { station_id: bar._id, name: 'Cocktail Bar' });
    assert.equal(renamed.json<{ data: Station }>().data.name, 'Cocktail Bar');
    assert.equal((await call('DELETE', `/station/removeStation?station_id=${bar._id}`, tokens.employee)).statusCode, 403);
    assert.equal((await call('DELETE', `/station/removeStation?station_id=${bar._id}`, tokens.admin)).statusCode, 200);
    const left = (await call('GET', `/station/getStations?branch_id=${shop.branchId}`, tokens.admin)).json<{ data: Station[] }>().data;
    assert.deepEqual(
      left.map((station) => [station.name, station.category_ids.length]),
      [['Kitchen', 2]],
    );
    const last = await call('DELETE', `/station/removeStation?station_id=${kitchen._id}`, tokens.admin);
    assert.equal(last.statusCode, 409);
  });
});
