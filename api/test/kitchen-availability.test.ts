import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import {
  ITEM_UNAVAILABLE,
  MENU_NOT_FOUND,
  ONLY_OWNER,
  OPTION_SOLD_OUT,
  orderingClosedMessage,
  type KitchenAvailability,
} from '@troo/shared/contract';
import { availabilityChanges, checkouts } from '../src/db/schema.js';
import { buildTestApp, bearer, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { newAddress } from './helpers/onboarding.js';
import { CHECKOUT_URL, checkoutBody } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// The kitchen's sold-out control: an employee switches dishes, options and the outlet's ordering
// off and on (and nothing else of the menu); diners' prices and payments refuse what ran out.

describe('kitchen availability', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let menu: Awaited<ReturnType<typeof createTestMenu>>;
  let otherMenu: Awaited<ReturnType<typeof createTestMenu>>;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    menu = await createTestMenu(t.db, shop);
    otherMenu = await createTestMenu(t.db, other);
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const put = (url: string, payload: object, token = tokens.employee) =>
    t.app.inject({ method: 'PUT', url: `/api/kitchen/${url}`, headers: bearer(token), payload });
  const availability = async (token = tokens.employee, branch = shop.branchId) => {
    const answer = await t.app.inject({ url: `/api/kitchen/getAvailability?branch_id=${branch}`, headers: bearer(token) });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<{ data: KitchenAvailability }>().data;
  };
  const jollofOf = (a: KitchenAvailability) => a.dishes.find((dish) => dish.name === 'Jollof Rice')!;
  const diner = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/order/calculateTotalAmount', payload, remoteAddress: newAddress() });
  const withPlantain = () => ({
    ...checkoutBody(shop, menu.jollof.id),
    items: [{ menu_item_id: menu.jollof.id, quantity: 1, modifier_ids: [menu.plantain.id], complimentary: null, special_instructions: '' }],
  });
  const recorded = async (subjectId: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(availabilityChanges)
        .where(and(eq(availabilityChanges.businessId, shop.businessId), eq(availabilityChanges.subjectId, subjectId)))
    )[0]!.n;

  it("lists the employee's outlet: dishes (sold-out ones too, oldest then by name) with their options, nothing switched yet", async () => {
    const listed = await availability();
    assert.equal(listed.ordering_paused, false);
    assert.deepEqual(
      listed.dishes.map((dish) => [dish.name, dish.sold_out]),
      [
        ['Fried Rice', true],
        ['Jollof Rice', false],
      ],
    );
    assert.deepEqual(
      jollofOf(listed).options.map((option) => [option.group_name, option.name, option.sold_out, option.last_change]),
      [
        ['Extras', 'Plantain', false, null],
        ['Extras', 'Egg', false, null],
        ['Drinks', 'Water', false, null],
      ],
    );
  });

  it('an employee marks one option sold out: recorded once with who and when, however often it is sent', async () => {
    const sentAt = Date.now();
    const first = await put('setOptionSoldOut', { modifier_id: menu.plantain.id, sold_out: true });
    assert.equal(first.statusCode, 200, first.body);
    const again = await put('setOptionSoldOut', { modifier_id: menu.plantain.id, sold_out: true });
    assert.equal(again.statusCode, 200, again.body);
    const plantain = jollofOf(again.json<{ data: KitchenAvailability }>().data).options.find((o) => o.name === 'Plantain')!;
    assert.equal(plantain.sold_out, true);
    assert.equal(plantain.last_change?.by, 'Tunde');
    assert.equal(plantain.last_change?.unavailable, true);
    assert.ok(Date.parse(plantain.last_change.at) >= sentAt - 1000);
    assert.equal(await recorded(menu.plantain.id), 1);
  });

  it('a sold-out option is refused at pricing and at payment, and no checkout is written', async () => {
    const priced = await diner(withPlantain());
    assert.equal(priced.statusCode, 400);
    assert.equal(priced.json().message, OPTION_SOLD_OUT);
    assert.match(OPTION_SOLD_OUT, /no longer available/);
    const before = (await t.db.select({ n: count() }).from(checkouts))[0]!.n;
    const paid = await t.app.inject({ method: 'POST', url: CHECKOUT_URL, payload: withPlantain(), remoteAddress: newAddress() });
    assert.equal(paid.statusCode, 400);
    assert.equal(paid.json().message, OPTION_SOLD_OUT);
    assert.equal((await t.db.select({ n: count() }).from(checkouts))[0]!.n, before);
    // The diner's item details shows it, marked.
    const item = await t.app.inject({
      url: `/api/menu/getOrderAndPayMenuItemByID/?business_identifier=${shop.identifier}&menu_item_id=${menu.jollof.id}`,
    });
    const extras = item.json().modifiers[0].modifiers as { modifier_name: string; sold_out: boolean }[];
    assert.deepEqual(
      extras.map((m) => [m.modifier_name, m.sold_out]),
      [
        ['Plantain', true],
        ['Egg', false],
      ],
    );
  });

  it('back on sale, the same basket is priced again', async () => {
    const back = await put('setOptionSoldOut', { modifier_id: menu.plantain.id, sold_out: false });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal((await diner(withPlantain())).statusCode, 200);
    assert.equal(await recorded(menu.plantain.id), 2);
  });

  it("an employee marks a dish sold out: diners see it at once (the menu cache is forgotten), can't pay for it", async () => {
    const listed = async () =>
      (await t.app.inject({ url: `/api/menu/getAllOrderAndPayMenuItem/?business_identifier=${shop.identifier}&branch=${shop.branchId}` }))
        .json<{ data: { _id: string }[] }>()
        .data.map((item) => item._id);
    assert.ok((await listed()).includes(menu.jollof.id)); // fills the public cache
    const sold = await put('setDishSoldOut', { item_id: menu.jollof.id, sold_out: true });
    assert.equal(sold.statusCode, 200, sold.body);
    assert.equal(jollofOf(sold.json<{ data: KitchenAvailability }>().data).last_change?.by, 'Tunde');
    const paid = await t.app.inject({
      method: 'POST',
      url: CHECKOUT_URL,
      payload: checkoutBody(shop, menu.jollof.id),
      remoteAddress: newAddress(),
    });
    assert.equal(paid.statusCode, 400);
    assert.equal(paid.json().message, ITEM_UNAVAILABLE);
    const item = await t.app.inject({
      url: `/api/menu/getOrderAndPayMenuItemByID/?business_identifier=${shop.identifier}&menu_item_id=${menu.jollof.id}`,
    });
    assert.equal(item.json().data.is_frozen, true);
    assert.ok(!(await listed()).includes(menu.jollof.id));
    assert.equal((await put('setDishSoldOut', { item_id: menu.jollof.id, sold_out: false })).statusCode, 200);
    assert.ok((await listed()).includes(menu.jollof.id));
  });

  it('an employee pauses and resumes ordering; diners are refused while paused', async () => {
    const paused = await put('setOrderingPaused', { branch_id: shop.branchId, paused: true });
    assert.equal(paused.statusCode, 200, paused.body);
    const state = paused.json<{ data: KitchenAvailability }>().data;
    assert.equal(state.ordering_paused, true);
    assert.equal(state.ordering_last_change?.by, 'Tunde');
    const refused = await diner(checkoutBody(shop, menu.jollof.id));
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, orderingClosedMessage('Mama Put', 'paused'));
    assert.equal((await put('setOrderingPaused', { branch_id: shop.branchId, paused: false })).json().data.ordering_paused, false);
    assert.equal((await diner(checkoutBody(shop, menu.jollof.id))).statusCode, 200);
  });

  it("a change the owner made since (menu screen, unrecorded) hides the kitchen's last one rather than contradict it", async () => {
    await put('setDishSoldOut', { item_id: menu.jollof.id, sold_out: true });
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/menu/editMenuItem',
      headers: bearer(tokens.admin),
      payload: { item_id: menu.jollof.id, is_frozen: false },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const jollof = jollofOf(await availability());
    assert.deepEqual([jollof.sold_out, jollof.last_change], [false, null]);
  });

  it('an employee still may not edit prices or the menu (403)', async () => {
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/menu/editMenuItem',
      headers: bearer(tokens.employee),
      payload: { item_id: menu.jollof.id, price: 1 },
    });
    assert.equal(edit.statusCode, 403);
    assert.equal(edit.json().message, ONLY_OWNER);
  });

  it("another business's dish, option or outlet answers 404 and changes nothing; so does a malformed id", async () => {
    for (const [url, payload] of [
      ['setDishSoldOut', { item_id: otherMenu.jollof.id, sold_out: true }],
      ['setOptionSoldOut', { modifier_id: otherMenu.plantain.id, sold_out: true }],
      ['setOrderingPaused', { branch_id: other.branchId, paused: true }],
      ['setDishSoldOut', { item_id: 'not-an-id', sold_out: true }],
    ] as const) {
      const answer = await put(url, payload);
      assert.equal(answer.statusCode, 404, `${url} ${answer.body}`);
    }
    assert.equal((await put('setDishSoldOut', { item_id: otherMenu.jollof.id, sold_out: true })).json().message, MENU_NOT_FOUND);
    const theirs = await availability(tokens.otherAdmin, other.branchId);
    assert.equal(theirs.ordering_paused, false);
    assert.ok(theirs.dishes.every((dish) => dish.name === 'Fried Rice' || !dish.sold_out));
    assert.ok(jollofOf(theirs).options.every((option) => !option.sold_out));
    const peek = await t.app.inject({ url: `/api/kitchen/getAvailability?branch_id=${other.branchId}`, headers: bearer(tokens.employee) });
    assert.equal(peek.statusCode, 404);
  });

  it('a sold-out flag sent as anything but true or false is refused (400)', async () => {
    const bad = await put('setOptionSoldOut', { modifier_id: menu.egg.id, sold_out: 'yes' });
    assert.equal(bad.statusCode, 400);
  });
});
