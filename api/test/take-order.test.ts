import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import {
  TAKE_ORDER_PICKUP_DETAILS,
  ITEM_UNAVAILABLE,
  TAKE_ORDER_DISH_NOT_ON_MENU,
  type CallBody,
  type QrAsset,
  type StaffOrder,
  type TakenOrder,
} from '@troo/shared/contract';
import { branches, businesses, menuModifierGroups, menuModifiers, orderEvents, orders, tabs } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { createTestMenu } from './helpers/menu.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// Take order (issue 48): a waiter's order for a guest, priced as a diner's basket is, put on the
// place's open tab and sent to the kitchen marked with who took it.

type TakeBody = CallBody<'POST /order/takeOrder'>;

describe('an order taken by staff', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let menu: Awaited<ReturnType<typeof createTestMenu>>;
  let otherJollof: string;
  let chicken: string;
  let beef: string;
  let outletB: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    menu = await createTestMenu(t.db, shop);
    otherJollof = (await createTestMenu(t.db, other)).jollof.id;
    // Jollof's required protein, choose 1 (Beef has run out), as the demo's Jollof Rice has it.
    const scope = { businessId: shop.businessId, branchId: shop.branchId };
    const [protein] = await t.db
      .insert(menuModifierGroups)
      .values({ ...scope, itemId: menu.jollof.id, name: 'Protein', minChoices: 1, maxChoices: 1 })
      .returning();
    const made = await t.db
      .insert(menuModifiers)
      .values([
        { ...scope, modifierGroupId: protein!.id, name: 'Chicken', priceKobo: 150_000 },
        { ...scope, modifierGroupId: protein!.id, name: 'Beef', priceKobo: 120_000, isSoldOut: true },
      ])
      .returning();
    [chicken, beef] = [made[0]!.id, made[1]!.id];
    // A 5 % service fee, as the diner's checkout charges it; online ordering paused: a waiter still takes orders.
    await t.db.update(businesses).set({ serviceFeeBasisPoints: 500 }).where(eq(businesses.id, shop.businessId));
    await t.db.update(branches).set({ orderingPaused: true }).where(eq(branches.id, shop.branchId));
    outletB = (await t.db.insert(branches).values({ businessId: shop.businessId, name: 'Ikeja' }).returning())[0]!.id;
    tokens = await signInStaff(t, shop, other);
    const codes = await t.app.inject({
      method: 'POST',
      url: '/api/asset/generateBusinessAsset',
      headers: bearer(tokens.admin),
      payload: { branch_id: shop.branchId, type: 'table', group_name: 'Terrace', number: 3 },
    });
    assert.equal(codes.statusCode, 201, codes.body);
    assert.deepEqual(
      (codes.json().data as QrAsset[]).map((code) => code.number),
      [1, 2, 3],
    );
  });
  after(() => t.close());

  const jollofWith = (modifierIds: string[], quantity = 1): TakeBody['items'][number] => ({
    menu_item_id: menu.jollof.id,
    quantity,
    modifier_ids: modifierIds,
    complimentary: null,
    special_instructions: '',
  });
  const terraceTwo = (changes: Partial<TakeBody> = {}): TakeBody => ({
    branch_id: shop.branchId,
    client_key: randomUUID(),
    order_type: 'table',
    table_group: 'Terrace',
    place_number: 2,
    items: [jollofWith([chicken])],
    ...changes,
  });
  const take = (body: TakeBody, token = tokens.employee) =>
    t.app.inject({ method: 'POST', url: '/api/order/takeOrder', headers: bearer(token), payload: body });
  const kitchenOrders = async () =>
    (await t.app.inject({ url: `/api/order/getOrder?branch_id=${shop.branchId}`, headers: bearer(tokens.admin) })).json()
      .data as StaffOrder[];
  const written = async () => ({
    orders: (await t.db.select({ n: count() }).from(orders))[0]!.n,
    tabs: (await t.db.select({ n: count() }).from(tabs))[0]!.n,
  });

  it("puts an employee's order for Terrace · Table 2 on the kitchen's list, priced from the menu with the service fee, taken by them", async () => {
    const answer = await take(terraceTwo({ items: [{ ...jollofWith([chicken], 2), special_instructions: 'No pepper' }] }));
    assert.equal(answer.statusCode, 201, answer.body);
    const taken = answer.json().data as TakenOrder;
    // (₦2,500 + ₦1,500) × 2 = ₦8,000, and 5 % service: ₦8,400.
    assert.equal(taken.total_price, 8400);

    const seen = (await kitchenOrders()).find((order) => order._id === taken.order_id)!;
    assert.equal(seen.order_number, taken.order_number);
    assert.equal(seen.taken_by, 'Tunde B.');
    assert.equal(seen.status, 'Ordered');
    assert.deepEqual([seen.order_type, seen.table_group, seen.table_number], ['table', 'Terrace', '2']);
    assert.deepEqual(seen.menu_items[0]!.selectedOptions, [{ name: 'Chicken', price: 1500 }]);
    assert.equal(seen.note, 'No pepper');
    assert.deepEqual([seen.total, seen.service_fee, seen.total_price], [8000, 400, 8400]);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, taken.order_id));
    assert.equal(row!.checkoutId, null);
    assert.equal(row!.paidAt, null);
    assert.equal(row!.takenByUserId, shop.employee.id);
    assert.equal(row!.tabId, taken.tab_id);
    const [tab] = await t.db.select().from(tabs).where(eq(tabs.id, taken.tab_id));
    assert.deepEqual(
      [tab!.status, tab!.orderType, tab!.tableGroup, tab!.placeNumber, tab!.openedByUserId],
      ['open', 'table', 'Terrace', '2', shop.employee.id],
    );
    // The displays hear of it.
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, taken.order_id));
    assert.deepEqual(
      events.map((event) => event.kind),
      ['created'],
    );
  });

  it('joins a second round at the same table to its open tab, with the next number; another table gets its own', async () => {
    const first = (await take(terraceTwo())).json().data as TakenOrder;
    const second = await take(terraceTwo(), tokens.admin);
    assert.equal(second.statusCode, 201, second.body);
    const round = second.json().data as TakenOrder;
    assert.equal(round.tab_id, first.tab_id);
    assert.equal(Number(round.order_number), Number(first.order_number) + 1);
    assert.equal((await kitchenOrders()).find((order) => order._id === round.order_id)!.taken_by, 'Ada O.');

    const tableOne = (await take(terraceTwo({ place_number: 1 }))).json().data as TakenOrder;
    assert.notEqual(tableOne.tab_id, first.tab_id);
  });

  it("refuses a required option left out with the rule's message, and writes nothing", async () => {
    const before = await written();
    const answer = await take(terraceTwo({ items: [jollofWith([])] }));
    assert.equal(answer.statusCode, 400);
    assert.equal(answer.json().message, 'Choose 1 for Protein');
    assert.deepEqual(await written(), before);
  });

  it('refuses a sold-out dish or option as the diner is refused', async () => {
    const before = await written();
    const dish = await take(
      terraceTwo({
        items: [{ menu_item_id: menu.soldOut.id, quantity: 1, modifier_ids: [], complimentary: null, special_instructions: '' }],
      }),
    );
    assert.equal(dish.statusCode, 400);
    assert.equal(dish.json().message, ITEM_UNAVAILABLE);
    const option = await take(terraceTwo({ items: [jollofWith([beef])] }));
    assert.equal(option.statusCode, 400);
    assert.match(option.json().message, /sold out/);
    assert.deepEqual(await written(), before);
  });

  it("answers 404 for another business's outlet or dish, and refuses an employee another outlet", async () => {
    assert.equal((await take(terraceTwo({ branch_id: other.branchId }))).statusCode, 404);
    const foreignDish = await take(terraceTwo({ items: [{ ...jollofWith([]), menu_item_id: otherJollof }] }));
    assert.equal(foreignDish.statusCode, 404);
    assert.equal(foreignDish.json().message, TAKE_ORDER_DISH_NOT_ON_MENU);
    const elsewhere = await take(terraceTwo({ branch_id: outletB }));
    assert.equal(elsewhere.statusCode, 404);
    // The other business's owner cannot take an order at this shop.
    assert.equal((await take(terraceTwo(), tokens.otherAdmin)).statusCode, 404);
  });

  it("names a table the outlet does not have, and asks a pickup's name and phone", async () => {
    const unknown = await take(terraceTwo({ place_number: 9 }));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, "Terrace · Table 9 is not one of this outlet's tables.");

    const pickup = { branch_id: shop.branchId, order_type: 'pickup' as const, items: [jollofWith([chicken])] };
    const noPhone = await take({ ...pickup, client_key: randomUUID(), customer_name: 'Bola Ade' });
    assert.equal(noPhone.statusCode, 400);
    assert.equal(noPhone.json().message, TAKE_ORDER_PICKUP_DETAILS);

    const made = await take({ ...pickup, client_key: randomUUID(), customer_name: 'Bola Ade', customer_phone: '0803 123 4567' });
    assert.equal(made.statusCode, 201, made.body);
    const taken = made.json().data as TakenOrder;
    const seen = (await kitchenOrders()).find((order) => order._id === taken.order_id)!;
    assert.deepEqual([seen.order_type, seen.customer_name, seen.customer_phone], ['pickup', 'Bola Ade', '0803 123 4567']);
    const [tab] = await t.db.select().from(tabs).where(eq(tabs.id, taken.tab_id));
    assert.deepEqual([tab!.orderType, tab!.placeNumber, tab!.status], ['pickup', null, 'open']);
  });

  it("opens one tab for a table's first rounds sent at once by different waiters", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => take(terraceTwo({ place_number: 3 }))));
    for (const answer of answers) assert.equal(answer.statusCode, 201, answer.body);
    const tabIds = new Set(answers.map((answer) => (answer.json().data as TakenOrder).tab_id));
    assert.equal(tabIds.size, 1);
    const [onTab] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.tabId, [...tabIds][0]!));
    assert.equal(onTab!.n, 5);
  });

  it('makes one order of the same client key sent 20 times at once', async () => {
    const body = terraceTwo({ place_number: 1 });
    const before = await written();
    const answers = await Promise.all(Array.from({ length: 20 }, () => take(body)));
    for (const answer of answers) assert.equal(answer.statusCode, 201, answer.body);
    const ids = new Set(answers.map((answer) => (answer.json().data as TakenOrder).order_id));
    assert.equal(ids.size, 1);
    const after = await written();
    assert.equal(after.orders, before.orders + 1);
    // Table 1's tab was already open (the earlier round): joined, not opened again.
    assert.equal(after.tabs, before.tabs);
    const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.clientKey, body.client_key));
    assert.equal(row!.n, 1);
  });
});
