import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { MENU_ITEM_DESCRIPTION_REQUIRED, type CallBody } from '@troo/shared/contract';
import { images, menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { pngDataUrl } from './helpers/pictures.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

type NewItem = CallBody<'POST /menu/addMenuItem'>;

/** Issue 24: one call adds an item with its modifier groups and their options, all or nothing. */
describe('adding an item with its modifier groups in one call', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let picture: string;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Suya Spot');
    other = await createTestBusiness(t.db, 'Other Spot');
    tokens = await signInStaff(t, shop, other);
    picture = await pngDataUrl('#2e86de');
    for (const [business, token] of [
      [shop, tokens.admin],
      [other, tokens.otherAdmin],
    ] as const) {
      const headers = bearer(token);
      const branch_id = business.branchId;
      await t.app.inject({
        method: 'POST',
        url: '/api/menu/addMenuCategory',
        headers,
        payload: { menu_category_name: 'Grills', branch_id },
      });
      await t.app.inject({
        method: 'POST',
        url: '/api/menu/addMenuGroup',
        headers,
        payload: { category_name: 'Grills', group_name: business === shop ? 'Suya' : 'Their Suya', branch_id },
      });
    }
  });
  after(() => t.close());

  const addItem = (who: keyof StaffTokens, body: Partial<NewItem>) =>
    t.app.inject({ method: 'POST', url: '/api/menu/addMenuItem', headers: bearer(tokens[who]), payload: body });
  const valid = (): NewItem => ({
    menu_group_name: 'Suya',
    menu_item_name: 'Beef Suya',
    price: '2500',
    description: 'Spiced and grilled',
    branch_id: shop.branchId,
    modifier_groups: [
      {
        modifier_group_name: 'Meat',
        modifiers: [
          { modifier_name: 'Beef', price: '1000', image: picture },
          { modifier_name: 'No pepper' },
          { modifier_name: 'Chicken', price: 800 },
        ],
      },
      { modifier_group_name: 'Drink', is_complimentary: true, modifiers: [{ modifier_name: 'Water', price: 0 }] },
    ],
  });
  const rows = async () => ({
    items: (await t.db.select({ n: count() }).from(menuItems))[0]!.n,
    groups: (await t.db.select({ n: count() }).from(menuModifierGroups))[0]!.n,
    modifiers: (await t.db.select({ n: count() }).from(menuModifiers))[0]!.n,
    images: (await t.db.select({ n: count() }).from(images))[0]!.n,
    categories: (await t.db.select({ n: count() }).from(menuCategories))[0]!.n,
    menuGroups: (await t.db.select({ n: count() }).from(menuGroups))[0]!.n,
  });

  it('refuses a bad option, a blank name or a missing price with the spec’s messages, and writes no item', async () => {
    const before = await rows();
    const groups = valid().modifier_groups!;
    const cases: [Partial<NewItem>, number, string | RegExp][] = [
      [{ ...valid(), menu_item_name: '  ' }, 400, 'Add Menu Item Name'],
      [{ ...valid(), price: undefined }, 400, /^Price must be/],
      [{ ...valid(), description: '' }, 400, MENU_ITEM_DESCRIPTION_REQUIRED],
      [{ ...valid(), modifier_groups: [{ ...groups[0]!, modifier_group_name: ' ' }] }, 400, 'Add Modifer Group Name'],
      [{ ...valid(), modifier_groups: [{ ...groups[0]!, modifiers: [{ modifier_name: '', price: 5 }] }] }, 400, 'All fields are required'],
      [{ ...valid(), modifier_groups: [{ ...groups[0]!, modifiers: [{ modifier_name: 'Egg', price: -1 }] }] }, 400, /^Price must be/],
      [{ ...valid(), modifier_groups: [{ ...groups[0]!, modifiers: [{ modifier_name: 'Egg', image: 'bm90IGFuIGltYWdl' }] }] }, 400, /./],
    ];
    for (const [body, status, message] of cases) {
      const response = await addItem('admin', body);
      assert.equal(response.statusCode, status, `${JSON.stringify(body).slice(0, 200)}: ${response.body}`);
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    }
    assert.deepEqual(await rows(), before);
  });

  it('rolls back the item when a later modifier group cannot be written (two groups of one name)', async () => {
    const before = await rows();
    const twice = {
      ...valid(),
      modifier_groups: [valid().modifier_groups![0]!, { ...valid().modifier_groups![1]!, modifier_group_name: 'meat' }],
    };
    const response = await addItem('admin', twice);
    assert.equal(response.statusCode, 409, response.body);
    assert.deepEqual(await rows(), before);
  });

  it("answers 404 for another business's outlet or group, writing nothing", async () => {
    const before = await rows();
    // Their token on our outlet, and on their own outlet with our group's name.
    assert.equal((await addItem('otherAdmin', valid())).statusCode, 404);
    assert.equal((await addItem('otherAdmin', { ...valid(), branch_id: other.branchId })).statusCode, 404);
    // Our token on their outlet, and our outlet with their group's name.
    assert.equal((await addItem('admin', { ...valid(), branch_id: other.branchId, menu_group_name: 'Their Suya' })).statusCode, 404);
    assert.equal((await addItem('admin', { ...valid(), menu_group_name: 'Their Suya' })).statusCode, 404);
    assert.deepEqual(await rows(), before);
  });

  it('saves the item with its groups and options: no price is free, a picture only where one was sent', async () => {
    const response = await addItem('admin', valid());
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().data.menu_item_name, 'Beef Suya');
    const query = new URLSearchParams({ branch_id: shop.branchId, attach_to: 'item', name: 'Beef Suya' });
    const modifiers = await t.app.inject({ url: `/api/menu/getMenuModifier/?${query.toString()}`, headers: bearer(tokens.admin) });
    const list = modifiers.json().data as {
      modifier_name: string;
      modifier_price: number;
      modifier_group_name: string;
      image: string | null;
    }[];
    assert.deepEqual(
      list.map((m) => [m.modifier_group_name, m.modifier_name, m.modifier_price, m.image !== null]),
      // In the order sent, not by name.
      [
        ['Meat', 'Beef', 1000, true],
        ['Meat', 'No pepper', 0, false],
        ['Meat', 'Chicken', 800, false],
        ['Drink', 'Water', 0, false],
      ],
    );
    const query2 = new URLSearchParams({ branch_id: shop.branchId, menu_item_name: 'Beef Suya' });
    const groupList = await t.app.inject({ url: `/api/menu/getAllModifierGroups/?${query2.toString()}`, headers: bearer(tokens.admin) });
    assert.deepEqual(
      (groupList.json().data as { modifier_group_name: string }[]).map((g) => g.modifier_group_name),
      ['Meat', 'Drink'],
    );
    const groups = await t.db.select().from(menuModifierGroups).where(eq(menuModifierGroups.name, 'Drink'));
    assert.equal(groups[0]!.isComplimentary, true);
  });

  it('adds a single modifier without a picture; name and price stay required', async () => {
    const modifier = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/menu/addMenuModifier',
        headers: bearer(tokens.admin),
        payload: { branch_id: shop.branchId, modifier_group_name: 'Meat', menu_item_name: 'Beef Suya', ...body },
      });
    const added = await modifier({ modifier_name: 'Ram', price: 800 });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().data.image, null);
    assert.equal((await modifier({ modifier_name: '', price: 800 })).json().message, 'All fields are required');
    assert.equal((await modifier({ modifier_name: 'Goat' })).json().message, 'All fields are required');
  });
});
