import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { images } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { pngDataUrl } from './helpers/pictures.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

describe('stored pictures of removed menu entries', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Picture Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const call = (
    who: keyof StaffTokens,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    query?: Record<string, string>,
  ) =>
    t.app.inject({
      method,
      url: `/api/menu/${path}${query ? `/?${new URLSearchParams(query).toString()}` : ''}`,
      payload,
      headers: bearer(tokens[who]),
    });
  const imageIds = async (businessId: string) =>
    (await t.db.select({ id: images.id }).from(images).where(eq(images.businessId, businessId))).map((row) => row.id).sort();
  const idOf = (url: string) => url.replace('/api/images/', '');

  it('deletes a replaced item picture, a removed modifier’s and a removed category’s, never another business’s', async () => {
    const b = shop.branchId;
    const category = await call('admin', 'POST', 'addMenuCategory', {
      menu_category_name: 'Grill',
      branch_id: b,
      image: await pngDataUrl('#aa0000'),
    });
    assert.equal(category.statusCode, 201, category.body);
    await call('admin', 'POST', 'addMenuGroup', { category_name: 'Grill', group_name: 'Suya', branch_id: b });
    const item = await call('admin', 'POST', 'addMenuItem', {
      menu_category_name: 'Grill',
      menu_group_name: 'Suya',
      menu_item_name: 'Beef Suya',
      price: 2500,
      description: 'Spiced',
      branch_id: b,
      image: await pngDataUrl('#00aa00'),
    });
    assert.equal(item.statusCode, 201, item.body);
    await call('admin', 'POST', 'attachMenuModifierGroup', {
      modifier_group_name: 'Sides',
      attach_to: 'item',
      menu_item_name: 'Beef Suya',
      branch_id: b,
    });
    const modifier = await call('admin', 'POST', 'addMenuModifier', {
      branch_id: b,
      attach_to: 'modifier_group',
      modifier_name: 'Onions',
      modifier_group_name: 'Sides',
      menu_item_name: 'Beef Suya',
      price: 200,
      image: await pngDataUrl('#0000aa'),
    });
    assert.equal(modifier.statusCode, 201, modifier.body);
    const rival = await call('otherAdmin', 'POST', 'addMenuCategory', {
      menu_category_name: 'Grill',
      branch_id: other.branchId,
      image: await pngDataUrl('#aaaa00'),
    });
    assert.equal(rival.statusCode, 201, rival.body);
    const rivalImages = await imageIds(other.businessId);
    assert.equal((await imageIds(shop.businessId)).length, 3);

    const oldItemPicture = idOf(item.json().data.menu_item_image as string);
    const edited = await call('admin', 'PUT', 'editMenuItem', { item_id: item.json().data._id, image: await pngDataUrl('#00aaaa') });
    assert.equal(edited.statusCode, 200, edited.body);
    const afterEdit = await imageIds(shop.businessId);
    assert.equal(afterEdit.length, 3);
    assert.ok(!afterEdit.includes(oldItemPicture), 'the replaced picture is gone');
    assert.equal((await t.app.inject({ url: `/api/images/${oldItemPicture}` })).statusCode, 404);

    const removedModifier = await call('admin', 'DELETE', 'deleteMenuModifier', undefined, {
      modifier_id: modifier.json().data._id,
      branch_id: b,
    });
    assert.equal(removedModifier.statusCode, 200);
    assert.equal((await imageIds(shop.businessId)).length, 2);

    const removedCategory = await call('admin', 'DELETE', 'removeMenu', undefined, { menu_type: 'category', name: 'Grill', branch_id: b });
    assert.equal(removedCategory.statusCode, 200);
    assert.deepEqual(await imageIds(shop.businessId), []);
    assert.deepEqual(await imageIds(other.businessId), rivalImages);
  });
});
