import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { menuGroups, menuItems } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

describe("a group's one price for all its items", () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let groupId: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Price Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    tokens = await signInStaff(t, shop, other);
    const post = (path: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/menu/${path}`, payload, headers: bearer(tokens.admin) });
    await post('addMenuCategory', { menu_category_name: 'Drinks', branch_id: shop.branchId });
    groupId = (await post('addMenuGroup', { category_name: 'Drinks', group_name: 'Soft', branch_id: shop.branchId })).json().data._id;
    for (const [name, price] of [
      ['Coke', 500],
      ['Fanta', 600],
    ] as const)
      await post('addMenuItem', { menu_group_name: 'Soft', menu_item_name: name, price, description: 'Cold', branch_id: shop.branchId });
  });
  after(() => t.close());

  const edit = (who: keyof StaffTokens, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/menu/editMenuGroup', payload, headers: bearer(tokens[who]) });
  const prices = async () => (await t.db.select().from(menuItems).where(eq(menuItems.groupId, groupId))).map((i) => i.priceKobo).sort();

  it('sets the price on the group and on every item of it at once', async () => {
    const answer = await edit('admin', { group_id: groupId, price_to_all_items: true, price: '750.50' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().message, 'Menu has been edited successfully');
    assert.equal(answer.json().data.price_to_all_items, true);
    assert.deepEqual(await prices(), [75050, 75050]);
  });

  it('refuses a bad price, another business, an employee, and changes nothing', async () => {
    for (const price of [-1, 'ten', undefined]) {
      const answer = await edit('admin', { group_id: groupId, price_to_all_items: true, price });
      assert.equal(answer.statusCode, 400, String(price));
      assert.equal(answer.json().message, 'Price must be a number of naira, 0 or more, with at most two decimals.');
    }
    assert.equal((await edit('otherAdmin', { group_id: groupId, price_to_all_items: true, price: 1 })).statusCode, 404);
    assert.equal((await edit('admin', { group_id: 'nope', price_to_all_items: true, price: 1 })).statusCode, 404);
    assert.equal((await edit('employee', { group_id: groupId, price_to_all_items: true, price: 1 })).statusCode, 403);
    assert.deepEqual(await prices(), [75050, 75050]);
  });

  it('stops pricing the group as one, keeping the items’ prices', async () => {
    const answer = await edit('admin', { group_id: groupId, price_to_all_items: false });
    assert.equal(answer.statusCode, 200, answer.body);
    const [group] = await t.db.select().from(menuGroups).where(eq(menuGroups.id, groupId));
    assert.equal(group!.priceToAllItems, false);
    assert.deepEqual(await prices(), [75050, 75050]);
  });
});
