import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import type { CallBody } from '@troo/shared/contract';
import { branches, menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { pngDataUrl } from './helpers/pictures.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

describe('copying a menu from one outlet to another', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Copy Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    tokens = await signInStaff(t, shop, other);
    await buildMenu(shop.branchId);
  });
  after(() => t.close());

  const menuCall = (who: keyof StaffTokens, method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, query?: string) =>
    t.app.inject({ method, url: `/api/menu/${path}${query ?? ''}`, payload, headers: bearer(tokens[who]) });
  const copy = (who: keyof StaffTokens, payload: Partial<CallBody<'POST /menu/copyMenu'>> | object) =>
    menuCall(who, 'POST', 'copyMenu', payload);
  const addOutlet = async (name: string, business = shop) =>
    (await t.db.insert(branches).values({ businessId: business.businessId, name }).returning())[0]!.id;

  /** The source menu, built as an owner builds it: pictures, a group price, a complimentary group, flags. */
  async function buildMenu(b: string) {
    const add = async (path: string, payload: object) => {
      const answer = await menuCall('admin', 'POST', path, { branch_id: b, ...payload });
      assert.equal(answer.statusCode, 201, answer.body);
      return answer.json<{ data: { _id: string } }>().data;
    };
    await add('addMenuCategory', { menu_category_name: 'Rice', image: await pngDataUrl('#aa0000') });
    await add('addMenuCategory', { menu_category_name: 'Drinks' });
    await add('addMenuGroup', { category_name: 'Rice', group_name: 'Mains' });
    await add('addMenuGroup', { category_name: 'Drinks', group_name: 'Soft', price_to_all_items: true, price: 500 });
    const jollof = await add('addMenuItem', {
      menu_group_name: 'Mains',
      menu_item_name: 'Jollof Rice',
      price: '2500.50',
      description: 'Smoky',
      image: await pngDataUrl('#00aa00'),
    });
    const fried = await add('addMenuItem', {
      menu_group_name: 'Mains',
      menu_item_name: 'Fried Rice',
      price: 2000,
      description: 'With liver',
    });
    await add('addMenuItem', { menu_group_name: 'Soft', menu_item_name: 'Coke', description: 'Cold' });
    const flags = async (itemId: string, changes: object) =>
      assert.equal((await menuCall('admin', 'PUT', 'editMenuItem', { item_id: itemId, ...changes })).statusCode, 200);
    await flags(jollof._id, { is_recommended: true });
    await flags(fried._id, { is_frozen: true });
    await add('attachMenuModifierGroup', { modifier_group_name: 'Extras', menu_item_name: 'Jollof Rice' });
    await add('attachMenuModifierGroup', { modifier_group_name: 'Free drink', menu_item_name: 'Jollof Rice', is_complimentary: true });
    for (const [group, name, price, colour] of [
      ['Extras', 'Plantain', 500, '#0000aa'],
      ['Extras', 'Egg', 300, '#aaaa00'],
      ['Free drink', 'Water', 0, '#00aaaa'],
    ] as const)
      await add('addMenuModifier', {
        modifier_group_name: group,
        menu_item_name: 'Jollof Rice',
        modifier_name: name,
        price,
        image: await pngDataUrl(colour),
      });
  }

  /** An outlet's menu as the owner sees it: names, prices, pictures, groups, modifiers, flags, in list order. */
  async function tree(branchId: string) {
    const categories = await t.db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.branchId, branchId))
      .orderBy(asc(menuCategories.createdAt), asc(menuCategories.name));
    const groups = await t.db
      .select()
      .from(menuGroups)
      .where(eq(menuGroups.branchId, branchId))
      .orderBy(asc(menuGroups.createdAt), asc(menuGroups.name));
    const items = await t.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.branchId, branchId))
      .orderBy(asc(menuItems.createdAt), asc(menuItems.name));
    const modifierGroups = await t.db
      .select()
      .from(menuModifierGroups)
      .where(eq(menuModifierGroups.branchId, branchId))
      .orderBy(asc(menuModifierGroups.createdAt), asc(menuModifierGroups.name));
    const modifiers = await t.db
      .select()
      .from(menuModifiers)
      .where(eq(menuModifiers.branchId, branchId))
      .orderBy(asc(menuModifiers.createdAt), asc(menuModifiers.name));
    return categories.map((c) => ({
      category: c.name,
      image: c.imageId,
      groups: groups
        .filter((g) => g.categoryId === c.id)
        .map((g) => ({
          group: g.name,
          priceToAll: g.priceToAllItems,
          price: g.priceKobo,
          items: items
            .filter((i) => i.groupId === g.id && i.categoryId === c.id)
            .map((i) => ({
              item: i.name,
              price: i.priceKobo,
              description: i.description,
              image: i.imageId,
              recommended: i.isRecommended,
              soldOut: i.isFrozen,
              modifierGroups: modifierGroups
                .filter((mg) => mg.itemId === i.id)
                .map((mg) => ({
                  modifierGroup: mg.name,
                  complimentary: mg.isComplimentary,
                  modifiers: modifiers.filter((m) => m.modifierGroupId === mg.id).map((m) => [m.name, m.priceKobo, m.imageId]),
                })),
            })),
        })),
    }));
  }
  const rowCount = async (branchId: string) => {
    const counts = await Promise.all(
      [menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers].map(
        async (table) => (await t.db.select({ id: table.id }).from(table).where(eq(table.branchId, branchId))).length,
      ),
    );
    return counts.reduce((a, b) => a + b, 0);
  };

  it('copies the whole tree: names, prices, group prices, pictures, modifiers, complimentary; sold out starts off', async () => {
    const ikeja = await addOutlet('Ikeja');
    const answer = await copy('admin', { from_branch_id: shop.branchId, to_branch_id: ikeja });
    assert.equal(answer.statusCode, 201, answer.body);
    assert.equal(answer.json().message, 'Menu copied from Main to Ikeja: 3 items.');
    assert.deepEqual(answer.json().data, { branch_id: ikeja, categories: 2, groups: 2, items: 3, modifier_groups: 2, modifiers: 3 });

    const original = await tree(shop.branchId);
    const copied = await tree(ikeja);
    const soldOutAsOriginal = structuredClone(original);
    soldOutAsOriginal[0]!.groups[0]!.items[1]!.soldOut = false; // Fried Rice: sold out at Main only
    assert.equal(original[0]!.groups[0]!.items[1]!.soldOut, true);
    assert.deepEqual(copied, soldOutAsOriginal);
    assert.equal(copied[0]!.groups[0]!.items[0]!.price, 250_050);
    assert.equal(copied[1]!.groups[0]!.price, 50_000);

    // The owner's list of the new outlet shows the items; the old outlet's menu is untouched.
    const list = await t.app.inject({ url: `/api/menu/filterMenuItems/?branch_id=${ikeja}`, headers: bearer(tokens.admin) });
    assert.deepEqual(
      list.json<{ data: { menu_item_name: string }[] }>().data.map((i) => i.menu_item_name),
      ['Jollof Rice', 'Fried Rice', 'Coke'],
    );
    assert.deepEqual(await tree(shop.branchId), original);
  });

  it('shares the pictures: removing the copy’s entries leaves the original’s pictures served', async () => {
    const surulere = await addOutlet('Surulere');
    assert.equal((await copy('admin', { from_branch_id: shop.branchId, to_branch_id: surulere })).statusCode, 201);
    const [jollof] = (await tree(shop.branchId))[0]!.groups[0]!.items;
    const pictures = [jollof!.image!, ...jollof!.modifierGroups[0]!.modifiers.map((m) => m[2] as string)];
    const removed = await menuCall('admin', 'DELETE', 'removeMenu', undefined, `/?menu_type=category&name=Rice&branch_id=${surulere}`);
    assert.equal(removed.statusCode, 200, removed.body);
    for (const id of pictures) assert.equal((await t.app.inject({ url: `/api/images/${id}` })).statusCode, 200, id);
  });

  it('refuses an outlet that already has a menu, naming it, and writes nothing', async () => {
    const lekki = await addOutlet('Lekki');
    const add = await menuCall('admin', 'POST', 'addMenuCategory', { menu_category_name: 'Soups', branch_id: lekki });
    assert.equal(add.statusCode, 201);
    const answer = await copy('admin', { from_branch_id: shop.branchId, to_branch_id: lekki });
    assert.equal(answer.statusCode, 409);
    assert.equal(
      answer.json().message,
      'Lekki already has a menu: 1 category and 0 items. A menu is copied only to an outlet with no menu; remove its categories first to copy over it.',
    );
    assert.equal(await rowCount(lekki), 1);
  });

  it('refuses the same outlet twice, an empty source, and missing or malformed ids, with clear messages', async () => {
    const same = await copy('admin', { from_branch_id: shop.branchId, to_branch_id: shop.branchId.toUpperCase() });
    assert.equal(same.statusCode, 400);
    assert.equal(same.json().message, 'Choose two different outlets: a menu cannot be copied onto its own outlet.');

    const empty = await addOutlet('Empty');
    const target = await addOutlet('Yaba');
    const nothing = await copy('admin', { from_branch_id: empty, to_branch_id: target });
    assert.equal(nothing.statusCode, 400);
    assert.equal(nothing.json().message, 'Empty has no menu to copy.');

    for (const payload of [
      {},
      { from_branch_id: shop.branchId },
      { from_branch_id: 12, to_branch_id: target },
      { from_branch_id: 'main', to_branch_id: target },
    ]) {
      const answer = await copy('admin', payload);
      assert.equal(answer.statusCode, 400, JSON.stringify(payload));
      assert.equal(
        answer.json().message,
        'Choose the outlet to copy the menu from and the outlet to copy it to (from_branch_id and to_branch_id must be outlet ids).',
      );
    }
    assert.equal(await rowCount(target), 0);
  });

  it('keeps to the business: another business’s outlet either side is 404; an employee is 403; nothing written', async () => {
    const target = await addOutlet('Ajah');
    const rivalTarget = await addOutlet('Rival Two', other);
    const removed = await addOutlet('Closed');
    await t.db.update(branches).set({ removedAt: new Date() }).where(eq(branches.id, removed));
    for (const [who, payload, status] of [
      ['admin', { from_branch_id: other.branchId, to_branch_id: target }, 404],
      ['admin', { from_branch_id: shop.branchId, to_branch_id: rivalTarget }, 404],
      ['admin', { from_branch_id: shop.branchId, to_branch_id: removed }, 404],
      ['otherAdmin', { from_branch_id: shop.branchId, to_branch_id: rivalTarget }, 404],
      ['employee', { from_branch_id: shop.branchId, to_branch_id: target }, 403],
    ] as const) {
      const answer = await copy(who, payload);
      assert.equal(answer.statusCode, status, `${who} ${answer.body}`);
    }
    for (const outlet of [target, rivalTarget, removed]) assert.equal(await rowCount(outlet), 0);
  });

  it('fifty copies at once to an empty outlet make exactly one copy', async () => {
    const target = await addOutlet('Victoria Island');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => copy('admin', { from_branch_id: shop.branchId, to_branch_id: target })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    assert.deepEqual(statuses, [201, ...Array<number>(49).fill(409)]);
    assert.match(
      answers.find((a) => a.statusCode === 409)!.json().message,
      /^Victoria Island already has a menu: 2 categories and 3 items\./,
    );
    assert.deepEqual((await tree(target)).length, 2);
    assert.equal(await rowCount(target), await rowCount(shop.branchId));
  });

  it('lists each outlet with the size of its menu, for the owner only', async () => {
    const answer = await t.app.inject({ url: '/api/menu/outletMenuSizes', headers: bearer(tokens.admin) });
    assert.equal(answer.statusCode, 200, answer.body);
    const sizes = answer.json().data as { branch_name: string; categories: number; items: number }[];
    assert.deepEqual(sizes[0], { branch_id: shop.branchId, branch_name: 'Main', categories: 2, items: 3 });
    const yaba = sizes.find((s) => s.branch_name === 'Yaba');
    assert.deepEqual([yaba?.categories, yaba?.items], [0, 0]);
    assert.ok(!sizes.some((s) => s.branch_name === 'Closed' || s.branch_name === 'Rival Two'));
    assert.equal((await t.app.inject({ url: '/api/menu/outletMenuSizes', headers: bearer(tokens.employee) })).statusCode, 403);
  });
});
