import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { MENU_ITEM_DESCRIPTION_REQUIRED, type CallBody } from '@troo/shared/contract';
import { images, menuCategories, menuGroups, menuItems } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { pngDataUrl } from './helpers/pictures.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

type NewItem = CallBody<'POST /menu/addMenuItem'>;

/**
 * Issue 24: a new owner's first dish comes with its category and group in one call (create_group),
 * found or made in the item's transaction: all of it or nothing, and one of each when sent at once.
 */
describe('a first dish with its category and group in one call', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Suya Spot');
    other = await createTestBusiness(t.db, 'Other Spot');
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const addItem = (who: keyof StaffTokens, body: Partial<NewItem>) =>
    t.app.inject({ method: 'POST', url: '/api/menu/addMenuItem', headers: bearer(tokens[who]), payload: body });
  const firstDish = (changes: Partial<NewItem> = {}): NewItem => ({
    create_group: true,
    menu_category_name: 'Rice',
    menu_group_name: 'Jollof',
    menu_item_name: 'Party Jollof',
    price: '2500',
    description: 'Smoky, with fried plantain',
    branch_id: shop.branchId,
    ...changes,
  });
  const rows = async () => ({
    categories: (await t.db.select({ n: count() }).from(menuCategories))[0]!.n,
    groups: (await t.db.select({ n: count() }).from(menuGroups))[0]!.n,
    items: (await t.db.select({ n: count() }).from(menuItems))[0]!.n,
    images: (await t.db.select({ n: count() }).from(images))[0]!.n,
  });
  const read = async (path: string, query: Record<string, string>) => {
    const response = await t.app.inject({
      url: `/api/menu/${path}/?${new URLSearchParams(query).toString()}`,
      headers: bearer(tokens.admin),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as Record<string, unknown>[];
  };

  it('makes the category, the group and the item on an empty outlet, and the menu calls list them', async () => {
    assert.deepEqual(await rows(), { categories: 0, groups: 0, items: 0, images: 0 });
    const response = await addItem('admin', firstDish({ image: await pngDataUrl('#e67e22') }));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().message, 'Menu has been Added successfully');
    assert.deepEqual(
      (({ menu_item_name, menu_group_name, menu_category_name, menu_item_price }) => ({
        menu_item_name,
        menu_group_name,
        menu_category_name,
        menu_item_price,
      }))(response.json().data),
      { menu_item_name: 'Party Jollof', menu_group_name: 'Jollof', menu_category_name: 'Rice', menu_item_price: 2500 },
    );
    assert.notEqual(response.json().data.menu_item_image, null);

    const branch_id = shop.branchId;
    assert.deepEqual(
      (await read('getAllMenuCategory', { branch_id })).map((c) => c.name),
      ['Rice'],
    );
    assert.deepEqual(
      (await read('getAllMenuGroup', { branch_id })).map((g) => [g.menu_category_name, g.name, g.price_to_all_items]),
      [['Rice', 'Jollof', false]],
    );
    assert.deepEqual(
      (await read('filterMenuItems', { branch_id })).map((i) => [i.menu_category_name, i.menu_group_name, i.menu_item_name]),
      [['Rice', 'Jollof', 'Party Jollof']],
    );
    assert.deepEqual(await rows(), { categories: 1, groups: 1, items: 1, images: 1 });
  });

  it('uses the category (and the group) the outlet already has, whatever the case of the name sent', async () => {
    const newGroup = await addItem(
      'admin',
      firstDish({ menu_category_name: 'RICE', menu_group_name: 'Fried Rice', menu_item_name: 'Ofada' }),
    );
    assert.equal(newGroup.statusCode, 201, newGroup.body);
    assert.equal(newGroup.json().data.menu_category_name, 'Rice');
    const sameGroup = await addItem(
      'admin',
      firstDish({ menu_category_name: 'rice', menu_group_name: 'jollof', menu_item_name: 'Native Jollof' }),
    );
    assert.equal(sameGroup.statusCode, 201, sameGroup.body);
    assert.equal(sameGroup.json().data.menu_group_name, 'Jollof');

    assert.deepEqual(await rows(), { categories: 1, groups: 2, items: 3, images: 1 });
    const [rice] = await t.db.select().from(menuCategories).where(eq(menuCategories.branchId, shop.branchId));
    const groups = await t.db.select().from(menuGroups).where(eq(menuGroups.branchId, shop.branchId));
    assert.deepEqual(
      groups.map((g) => g.categoryId),
      [rice!.id, rice!.id],
    );
  });

  it("takes the group's price when an existing group prices all its items", async () => {
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/menu/addMenuGroup',
      headers: bearer(tokens.admin),
      payload: { category_name: 'Rice', group_name: 'Specials', branch_id: shop.branchId, price_to_all_items: true, price: 4000 },
    });
    assert.equal(group.statusCode, 201, group.body);
    const response = await addItem('admin', firstDish({ menu_group_name: 'specials', menu_item_name: 'Coconut Rice', price: undefined }));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().data.menu_item_price, 4000);
  });

  it('refuses a group of that name under another category with 409, writing nothing (not even the new category)', async () => {
    const before = await rows();
    const response = await addItem('admin', firstDish({ menu_category_name: 'Soup', menu_group_name: 'JOLLOF', menu_item_name: 'Egusi' }));
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(
      response.json().message,
      'Jollof is already a group of Rice. Choose Rice as the category, or give the group another name.',
    );
    assert.deepEqual(await rows(), before);
  });

  it('asks for the category (Add a Menu Category) and the group (Add Menu Group Name), writing nothing', async () => {
    const before = await rows();
    const cases: [Partial<NewItem>, string][] = [
      [{ ...firstDish({ menu_category_name: undefined }), menu_group_name: 'Pepper Soup' }, 'Add a Menu Category'],
      [firstDish({ menu_category_name: '   ', menu_group_name: 'Pepper Soup' }), 'Add a Menu Category'],
      [firstDish({ menu_category_name: 'Soup', menu_group_name: ' ' }), 'Add Menu Group Name'],
      [firstDish({ menu_category_name: 'Soup', menu_group_name: 'Pepper Soup', menu_item_name: '' }), 'Add Menu Item Name'],
      [firstDish({ menu_category_name: 'Soup', menu_group_name: 'Pepper Soup', description: ' ' }), MENU_ITEM_DESCRIPTION_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const response = await addItem('admin', body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
      assert.equal(response.json().message, message);
    }
    assert.deepEqual(await rows(), before);
  });

  it('leaves no category or group behind when the price is bad or missing, or the item name is taken', async () => {
    const before = await rows();
    const fresh = { menu_category_name: 'Swallow', menu_group_name: 'Pounded', menu_item_name: 'Pounded Yam' };
    for (const price of ['two thousand', '-5', '10.005', undefined]) {
      const response = await addItem('admin', firstDish({ ...fresh, price }));
      assert.equal(response.statusCode, 400, `${String(price)}: ${response.body}`);
      assert.match(response.json().message, /^Price must be/);
    }
    const taken = await addItem('admin', firstDish({ ...fresh, menu_item_name: 'party jollof' }));
    assert.equal(taken.statusCode, 409, taken.body);
    assert.deepEqual(await rows(), before);
  });

  it("answers 404 for another business's outlet, writing nothing", async () => {
    const before = await rows();
    assert.equal((await addItem('admin', firstDish({ branch_id: other.branchId }))).statusCode, 404);
    assert.equal((await addItem('otherAdmin', firstDish())).statusCode, 404);
    assert.deepEqual(await rows(), before);
  });

  it('without create_group, an unknown group is still 404 and nothing is made', async () => {
    const before = await rows();
    const response = await addItem('admin', firstDish({ create_group: false, menu_category_name: 'Grills', menu_group_name: 'Suya' }));
    assert.equal(response.statusCode, 404, response.body);
    const unnamed = await addItem('admin', { ...firstDish({ menu_group_name: 'Suya' }), create_group: undefined });
    assert.equal(unnamed.statusCode, 404, unnamed.body);
    assert.deepEqual(await rows(), before);
  });

  it('makes one category, one group and one item when 20 identical first dishes arrive at once; the others are 409', async () => {
    const where = eq(menuCategories.branchId, other.branchId);
    const dish = firstDish({
      branch_id: other.branchId,
      menu_category_name: 'Grills',
      menu_group_name: 'Suya',
      menu_item_name: 'Beef Suya',
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => addItem('otherAdmin', dish)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.deepEqual(statuses, [201, ...Array<number>(19).fill(409)], answers.map((answer) => answer.body).join('\n'));
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      assert.equal(answer.json().message, 'A menu entry with this name already exists in this outlet.');
    }
    assert.equal((await t.db.select({ n: count() }).from(menuCategories).where(where))[0]!.n, 1);
    assert.equal((await t.db.select({ n: count() }).from(menuGroups).where(eq(menuGroups.branchId, other.branchId)))[0]!.n, 1);
    assert.equal((await t.db.select({ n: count() }).from(menuItems).where(eq(menuItems.branchId, other.branchId)))[0]!.n, 1);
  });

  it('makes one category and one group for 20 different first dishes sent at once, and every dish is saved', async () => {
    const branch_id = other.branchId;
    const dishes = Array.from({ length: 20 }, (_, n) =>
      firstDish({ branch_id, menu_category_name: 'Drinks', menu_group_name: 'Juices', menu_item_name: `Juice ${n + 1}` }),
    );
    const answers = await Promise.all(dishes.map((dish) => addItem('otherAdmin', dish)));
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array<number>(20).fill(201),
      answers.map((answer) => answer.body).join('\n'),
    );
    const groups = await t.db.select().from(menuGroups).where(eq(menuGroups.branchId, branch_id));
    assert.deepEqual(groups.map((g) => g.name).sort(), ['Juices', 'Suya']);
    const categories = await t.db.select().from(menuCategories).where(eq(menuCategories.branchId, branch_id));
    assert.deepEqual(categories.map((c) => c.name).sort(), ['Drinks', 'Grills']);
    assert.equal(
      (
        await t.db
          .select({ n: count() })
          .from(menuItems)
          .where(eq(menuItems.groupId, groups.find((g) => g.name === 'Juices')!.id))
      )[0]!.n,
      20,
    );
  });
});
