import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { images, menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { pngDataUrl } from './helpers/pictures.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('menu building (category → group → item → modifier group → modifier)', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let picture: string;
  let tokens: StaffTokens;
  type Who = keyof StaffTokens;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Menu Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    tokens = await signInStaff(t, shop, other);
    picture = await pngDataUrl();
  });
  after(() => t.close());

  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(tokens[who]) });
  const post = (who: Who, path: string, payload: object) => call(who, 'POST', `/api/menu/${path}`, payload);
  const get = (who: Who, path: string, query: Record<string, string>) =>
    call(who, 'GET', `/api/menu/${path}/?${new URLSearchParams(query).toString()}`);
  const del = (who: Who, path: string, query: Record<string, string>) =>
    call(who, 'DELETE', `/api/menu/${path}/?${new URLSearchParams(query).toString()}`);
  const rows = async () => ({
    categories: (await t.db.select({ n: count() }).from(menuCategories))[0]!.n,
    groups: (await t.db.select({ n: count() }).from(menuGroups))[0]!.n,
    items: (await t.db.select({ n: count() }).from(menuItems))[0]!.n,
    modifierGroups: (await t.db.select({ n: count() }).from(menuModifierGroups))[0]!.n,
    modifiers: (await t.db.select({ n: count() }).from(menuModifiers))[0]!.n,
    images: (await t.db.select({ n: count() }).from(images))[0]!.n,
  });

  it('builds all five levels, storing pictures re-encoded as WebP and prices in kobo', async () => {
    const category = await post('admin', 'addMenuCategory', { menu_category_name: ' Soup ', branch_id: shop.branchId, image: picture });
    assert.equal(category.statusCode, 201);
    assert.equal(category.json().message, 'Menu has been Added successfully');
    assert.equal(category.json().data.name, 'Soup');
    const imageUrl = category.json().data.image as string;
    const stored = await t.app.inject({ url: imageUrl });
    assert.equal(stored.headers['content-type'], 'image/webp');
    assert.equal((await sharp(stored.rawPayload).metadata()).format, 'webp');

    const group = await post('admin', 'addMenuGroup', { category_name: 'Soup', group_name: 'Pepper Soups', branch_id: shop.branchId });
    assert.equal(group.statusCode, 201);
    assert.equal(group.json().data.menu_category_name, 'Soup');
    assert.equal(group.json().data.price_to_all_items, false);

    const item = await post('admin', 'addMenuItem', {
      menu_category_name: 'Soup',
      menu_group_name: 'Pepper Soups',
      menu_item_name: 'Goat Pepper Soup',
      price: '2500.50',
      description: 'Hot and peppery',
      branch_id: shop.branchId,
      image: picture,
    });
    assert.equal(item.statusCode, 201);
    assert.equal(item.json().data.menu_item_price, 2500.5);
    const [stored2] = await t.db.select().from(menuItems).where(eq(menuItems.name, 'Goat Pepper Soup'));
    assert.equal(stored2!.priceKobo, 250050);

    const modifierGroup = await post('admin', 'attachMenuModifierGroup', {
      modifier_group_name: 'Sides',
      attach_to: 'item',
      menu_item_name: 'Goat Pepper Soup',
      branch_id: shop.branchId,
      is_complimentary: true,
    });
    assert.equal(modifierGroup.statusCode, 201);
    assert.equal(modifierGroup.json().data.is_complimentary, true);

    const modifier = await post('admin', 'addMenuModifier', {
      branch_id: shop.branchId,
      attach_to: 'modifier_group',
      modifier_name: 'Yam',
      modifier_group_name: 'Sides',
      menu_item_name: 'Goat Pepper Soup',
      price: 300,
      image: picture,
    });
    assert.equal(modifier.statusCode, 201);
    assert.equal(modifier.json().data.modifier_price, 300);

    // The employee reads the outlet's menu; every list names its parents.
    const items = await get('employee', 'filterMenuItems', { branch_id: shop.branchId, menu_group_name: 'Pepper Soups' });
    assert.equal(items.statusCode, 200);
    assert.deepEqual(
      (items.json().data as { menu_item_name: string; menu_group_name: string; menu_category_name: string }[]).map((i) => [
        i.menu_item_name,
        i.menu_group_name,
        i.menu_category_name,
      ]),
      [['Goat Pepper Soup', 'Pepper Soups', 'Soup']],
    );
    const groups = await get('employee', 'getAllMenuGroup', { branch_id: shop.branchId, menu_category_name: 'soup' });
    assert.equal(groups.json().data.length, 1);
    const modifierGroups = await get('admin', 'getAllModifierGroups', { branch_id: shop.branchId });
    assert.equal(modifierGroups.json().data[0].menu_item_name, 'Goat Pepper Soup');
    const modifiers = await get('admin', 'getMenuModifier', { branch_id: shop.branchId, attach_to: 'item', name: 'Goat Pepper Soup' });
    assert.deepEqual(
      (modifiers.json().data as { modifier_name: string }[]).map((m) => m.modifier_name),
      ['Yam'],
    );
    const categories = await get('admin', 'getAllMenuCategory', { branch_id: shop.branchId });
    assert.deepEqual(
      (categories.json().data as { name: string }[]).map((c) => c.name),
      ['Soup'],
    );
  });

  it('serves resized WebP copies for srcset, cached for good', async () => {
    const big = `data:image/jpeg;base64,${(
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2980b9' } })
        .jpeg()
        .toBuffer()
    ).toString('base64')}`;
    const category = await post('admin', 'addMenuCategory', { menu_category_name: 'Rice', branch_id: shop.branchId, image: big });
    const url = category.json().data.image as string;
    const small = await t.app.inject({ url: `${url}?w=300` });
    assert.equal(small.statusCode, 200);
    assert.equal(small.headers['content-type'], 'image/webp');
    assert.equal(small.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await sharp(small.rawPayload).metadata()).width, 320, 'the next served width up');
    assert.equal((await t.app.inject({ url: `${url}?w=abc` })).statusCode, 400);
    assert.equal((await t.app.inject({ url: `${url}?w=5000` })).statusCode, 400);
  });

  it('applies a group price to every item of the group', async () => {
    const group = await post('admin', 'addMenuGroup', {
      category_name: 'Soup',
      group_name: 'Bowls',
      branch_id: shop.branchId,
      price_to_all_items: true,
      price: 1800,
    });
    assert.equal(group.statusCode, 201);
    assert.equal(group.json().data.price, 1800);
    const item = await post('admin', 'addMenuItem', {
      menu_group_name: 'Bowls',
      menu_item_name: 'Egusi Bowl',
      description: 'Melon seed soup',
      branch_id: shop.branchId,
      price: 99999,
    });
    assert.equal(item.statusCode, 201);
    assert.equal(item.json().data.menu_item_price, 1800);
    const missingPrice = await post('admin', 'addMenuGroup', {
      category_name: 'Soup',
      group_name: 'No Price',
      branch_id: shop.branchId,
      price_to_all_items: true,
    });
    assert.equal(missingPrice.statusCode, 400);
  });

  it("refuses bad input with the panel's message and writes nothing", async () => {
    const before = await rows();
    const cases: [string, object, number, string | RegExp][] = [
      ['addMenuCategory', { branch_id: shop.branchId }, 400, 'Add a Menu Category'],
      ['addMenuCategory', { menu_category_name: '   ', branch_id: shop.branchId }, 400, 'Add a Menu Category'],
      ['addMenuGroup', { category_name: 'Soup', group_name: '', branch_id: shop.branchId }, 400, 'Add Menu Group Name'],
      ['addMenuGroup', { category_name: 'Soup', branch_id: shop.branchId }, 400, 'Add Menu Group Name'],
      ['addMenuGroup', { category_name: 'Nope', group_name: 'X', branch_id: shop.branchId }, 404, 'Menu not found'],
      [
        'addMenuItem',
        { menu_group_name: 'Pepper Soups', price: 100, description: 'x', branch_id: shop.branchId },
        400,
        'Add Menu Item Name',
      ],
      [
        'addMenuItem',
        { menu_group_name: 'Pepper Soups', menu_item_name: 'A', price: 100, branch_id: shop.branchId },
        400,
        'Add Menu Item Name',
      ],
      [
        'addMenuItem',
        { menu_group_name: 'Pepper Soups', menu_item_name: 'A', price: -5, description: 'x', branch_id: shop.branchId },
        400,
        /^Price must be/,
      ],
      [
        'addMenuItem',
        { menu_group_name: 'Pepper Soups', menu_item_name: 'A', price: 'ten', description: 'x', branch_id: shop.branchId },
        400,
        /^Price must be/,
      ],
      [
        'addMenuItem',
        { menu_group_name: 'Pepper Soups', menu_item_name: 'A', price: 1.234, description: 'x', branch_id: shop.branchId },
        400,
        /^Price must be/,
      ],
      [
        'addMenuItem',
        { menu_group_name: 'Pepper Soups', menu_item_name: 'A', description: 'x', branch_id: shop.branchId },
        400,
        /^Price must be/,
      ],
      [
        'addMenuItem',
        { menu_group_name: 'Pepper Soups', menu_item_name: 'goat pepper soup', price: 1, description: 'x', branch_id: shop.branchId },
        409,
        /already exists/,
      ],
      ['attachMenuModifierGroup', { menu_item_name: 'Goat Pepper Soup', branch_id: shop.branchId }, 400, 'Add Modifer Group Name'],
      [
        'addMenuModifier',
        {
          modifier_name: 'Rice',
          modifier_group_name: 'Sides',
          menu_item_name: 'Goat Pepper Soup',
          image: picture,
          branch_id: shop.branchId,
        },
        400,
        'All fields are required',
      ],
      [
        'addMenuModifier',
        {
          modifier_name: 'Rice',
          modifier_group_name: 'Sides',
          menu_item_name: 'Goat Pepper Soup',
          price: -1,
          image: picture,
          branch_id: shop.branchId,
        },
        400,
        /^Price must be/,
      ],
    ];
    for (const [path, payload, status, message] of cases) {
      const response = await post('admin', path, payload);
      assert.equal(response.statusCode, status, `${path} ${JSON.stringify(payload)}: ${response.body}`);
      if (typeof message === 'string') assert.equal(response.json().message, message);
      else assert.match(response.json().message, message);
    }
    assert.deepEqual(await rows(), before);
  });

  it('refuses non-image bytes named .png and oversize images, writing nothing', async () => {
    const before = await rows();
    const fake = `data:image/png;base64,${Buffer.from('this is a text file, not a picture').toString('base64')}`;
    const fakeResponse = await post('admin', 'addMenuCategory', { menu_category_name: 'Fake', branch_id: shop.branchId, image: fake });
    assert.equal(fakeResponse.statusCode, 400);
    assert.equal(fakeResponse.json().message, 'The file must be a PNG, JPEG or WebP image.');
    // PNG's signature followed by garbage: it looks like a PNG but does not decode.
    const disguised = `data:image/png;base64,${Buffer.concat([PNG_MAGIC, Buffer.alloc(200, 7)]).toString('base64')}`;
    assert.equal(
      (await post('admin', 'addMenuCategory', { menu_category_name: 'Fake', branch_id: shop.branchId, image: disguised })).statusCode,
      400,
    );
    const oversize = `data:image/png;base64,${Buffer.concat([PNG_MAGIC, Buffer.alloc(2 * 1024 * 1024 + 10)]).toString('base64')}`;
    const oversizeResponse = await post('admin', 'addMenuItem', {
      menu_group_name: 'Pepper Soups',
      menu_item_name: 'Too Big',
      price: 100,
      description: 'x',
      branch_id: shop.branchId,
      image: oversize,
    });
    assert.equal(oversizeResponse.statusCode, 400);
    assert.equal(oversizeResponse.json().message, 'File size exceeds 2MB. Please upload a smaller file.');
    const wayOver = `data:image/png;base64,${Buffer.alloc(4 * 1024 * 1024).toString('base64')}`;
    const wayOverResponse = await post('admin', 'addMenuCategory', {
      menu_category_name: 'Huge',
      branch_id: shop.branchId,
      image: wayOver,
    });
    assert.equal(wayOverResponse.statusCode, 413);
    assert.equal(wayOverResponse.json().message, 'File size exceeds 2MB. Please upload a smaller file.');
    assert.deepEqual(await rows(), before);
  });

  it('edits an item: name, price, picture, sold out and recommended', async () => {
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.name, 'Goat Pepper Soup'));
    const edited = await call('admin', 'PUT', '/api/menu/editMenuItem', {
      item_id: item!.id,
      menu_item_name: 'Goat Meat Pepper Soup',
      price: 2700,
      image: await pngDataUrl('#27ae60'),
      is_frozen: true,
      is_recommended: true,
    });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().message, 'Menu has been edited successfully');
    const data = edited.json().data;
    assert.equal(data.menu_item_name, 'Goat Meat Pepper Soup');
    assert.equal(data.menu_item_price, 2700);
    assert.equal(data.is_frozen, true);
    assert.equal(data.is_recommended, true);
    assert.notEqual(data.menu_item_image, `/api/images/${item!.imageId}`);
    const bad = await call('admin', 'PUT', '/api/menu/editMenuItem', { item_id: item!.id, price: 'free' });
    assert.equal(bad.statusCode, 400);
    const [after] = await t.db.select().from(menuItems).where(eq(menuItems.id, item!.id));
    assert.equal(after!.priceKobo, 270000);
  });

  it("answers 404 for another business's outlet and entries, and changes nothing", async () => {
    const before = await rows();
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.name, 'Goat Meat Pepper Soup'));
    const [modifier] = await t.db.select().from(menuModifiers);
    const attempts = [
      await get('otherAdmin', 'getAllMenuCategory', { branch_id: shop.branchId }),
      await get('otherAdmin', 'filterMenuItems', { branch_id: shop.branchId }),
      await get('otherAdmin', 'getAllMenuGroup', { branch_id: shop.branchId }),
      await get('otherAdmin', 'getAllModifierGroups', { branch_id: shop.branchId }),
      await get('otherAdmin', 'getMenuModifier', { branch_id: shop.branchId, attach_to: 'item', name: 'Goat Meat Pepper Soup' }),
      await post('otherAdmin', 'addMenuCategory', { menu_category_name: 'Intruder', branch_id: shop.branchId }),
      await post('otherAdmin', 'addMenuGroup', { category_name: 'Soup', group_name: 'Intruder', branch_id: shop.branchId }),
      await call('otherAdmin', 'PUT', '/api/menu/editMenuItem', { item_id: item!.id, price: 1 }),
      await del('otherAdmin', 'removeMenu', { menu_type: 'item', name: 'Goat Meat Pepper Soup', branch_id: shop.branchId }),
      await del('otherAdmin', 'removeMenu', { menu_type: 'category', name: 'Soup', branch_id: shop.branchId }),
      await del('otherAdmin', 'deleteMenuModifier', { modifier_id: modifier!.id, branch_id: shop.branchId }),
      // Their own outlet with our entries' names or ids finds nothing either.
      await del('otherAdmin', 'deleteMenuModifier', { modifier_id: modifier!.id, branch_id: other.branchId }),
      await del('otherAdmin', 'removeMenu', { menu_type: 'item', name: 'Goat Meat Pepper Soup', branch_id: other.branchId }),
      await get('admin', 'filterMenuItems', { branch_id: 'not-a-branch' }),
    ];
    for (const response of attempts) assert.equal(response.statusCode, 404, response.body);
    assert.deepEqual(await rows(), before);
    const [unchanged] = await t.db.select().from(menuItems).where(eq(menuItems.id, item!.id));
    assert.equal(unchanged!.priceKobo, 270000);
  });

  it("refuses an employee's token on every change with a message", async () => {
    const before = await rows();
    const [item] = await t.db.select().from(menuItems).where(eq(menuItems.name, 'Goat Meat Pepper Soup'));
    const attempts = [
      await post('employee', 'addMenuCategory', { menu_category_name: 'Staff Pick', branch_id: shop.branchId }),
      await post('employee', 'addMenuGroup', { category_name: 'Soup', group_name: 'Staff', branch_id: shop.branchId }),
      await post('employee', 'addMenuItem', { menu_group_name: 'Bowls', menu_item_name: 'S', description: 'x', branch_id: shop.branchId }),
      await post('employee', 'attachMenuModifierGroup', {
        modifier_group_name: 'S',
        menu_item_name: 'Egusi Bowl',
        branch_id: shop.branchId,
      }),
      await call('employee', 'PUT', '/api/menu/editMenuItem', { item_id: item!.id, is_frozen: false }),
      await del('employee', 'removeMenu', { menu_type: 'category', name: 'Soup', branch_id: shop.branchId }),
    ];
    for (const response of attempts) {
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().message, 'Only the business owner can do this.');
    }
    assert.deepEqual(await rows(), before);
  });

  it('removes a modifier, a modifier group, an item, and a category with everything under it', async () => {
    const [modifier] = await t.db.select().from(menuModifiers);
    const removedModifier = await del('admin', 'deleteMenuModifier', { modifier_id: modifier!.id, branch_id: shop.branchId });
    assert.equal(removedModifier.statusCode, 200);
    assert.equal(removedModifier.json().message, 'Menu has been removed successfully');
    assert.equal((await del('admin', 'deleteMenuModifier', { modifier_id: modifier!.id, branch_id: shop.branchId })).statusCode, 404);
    const removedGroup = await del('admin', 'removeMenu', {
      menu_type: 'modifier_group',
      name: 'Sides',
      menu_item_name: 'Goat Meat Pepper Soup',
      branch_id: shop.branchId,
    });
    assert.equal(removedGroup.statusCode, 200);
    assert.equal((await del('admin', 'removeMenu', { menu_type: 'item', name: 'Egusi Bowl', branch_id: shop.branchId })).statusCode, 200);
    assert.equal((await del('admin', 'removeMenu', { menu_type: 'category', name: 'Soup', branch_id: shop.branchId })).statusCode, 200);
    const remaining = await get('admin', 'filterMenuItems', { branch_id: shop.branchId });
    assert.deepEqual(remaining.json().data, []);
    const groups = await get('admin', 'getAllMenuGroup', { branch_id: shop.branchId });
    assert.deepEqual(groups.json().data, []);
    assert.equal((await del('admin', 'removeMenu', { menu_type: 'category', name: 'Soup', branch_id: shop.branchId })).statusCode, 404);
  });
});
