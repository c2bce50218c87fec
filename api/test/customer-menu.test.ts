import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { branches } from '../src/db/schema.js';
import { PublicAnswers } from '../src/services/public-answers.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

// The customer menu calls with the spec's {product} segment (customer spec §7): public, no token.

type Named = { data: Array<{ name: string }> };
type ItemAnswer = {
  data: { _id: string; menu_item_name: string };
  modifiers: Array<{
    modifier_group_name: string;
    modifiers: Array<{ modifier_name: string; modifier_price: number; modifier_image: string | null }>;
  }>;
  complimentary: Array<{ modifier_name: string }>;
};

describe('customer menu calls', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let otherBranchId: string;
  let ownerToken = '';
  const ids = { soup: '', rice: '', otherItem: '' };

  before(async () => {
    // The answer cache on a clock that stands still: an answer is kept until a write empties it, however
    // slow a busy machine runs the test (its one-second age is public-answers.test.ts's to check).
    t = await buildTestApp({}, { publicAnswers: new PublicAnswers(() => 0) });
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    const [second] = await t.db
      .insert(branches)
      .values({ businessId: shop.businessId, name: 'Second', address: '2 Allen Avenue, Ikeja' })
      .returning();
    otherBranchId = second!.id;
    const signIn = async (email: string, password: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).json().data.token as string;
    ownerToken = await signIn(shop.admin.email, shop.admin.password);
    const otherToken = await signIn(other.admin.email, other.admin.password);
    const picture = `data:image/png;base64,${(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const post = async (token: string, path: string, payload: object) => {
      const answer = await t.app.inject({ method: 'POST', url: `/api/menu/${path}`, payload, headers: bearer(token) });
      assert.ok(answer.statusCode < 300, `${path}: ${answer.body}`);
      return answer.json().data as { _id: string };
    };
    const build = async (token: string, branch_id: string, item: string) => {
      await post(token, 'addMenuCategory', { menu_category_name: 'Soup', branch_id });
      await post(token, 'addMenuGroup', { category_name: 'Soup', group_name: 'Pepper Soups', branch_id });
      return (
        await post(token, 'addMenuItem', {
          menu_category_name: 'Soup',
          menu_group_name: 'Pepper Soups',
          menu_item_name: item,
          price: 2500,
          description: 'Hot and peppery',
          branch_id,
        })
      )._id;
    };
    ids.soup = await build(ownerToken, shop.branchId, 'Goat Pepper Soup');
    await post(ownerToken, 'addMenuCategory', { menu_category_name: 'Rice', branch_id: shop.branchId });
    await post(ownerToken, 'addMenuGroup', { category_name: 'Rice', group_name: 'Jollof', branch_id: shop.branchId });
    ids.rice = (
      await post(ownerToken, 'addMenuItem', {
        menu_category_name: 'Rice',
        menu_group_name: 'Jollof',
        menu_item_name: 'Party Jollof',
        price: 1800,
        description: 'Smoky',
        branch_id: shop.branchId,
      })
    )._id;
    const modifier = async (group: string, name: string, price: number, is_complimentary: boolean) => {
      const base = { branch_id: shop.branchId, menu_item_name: 'Goat Pepper Soup', modifier_group_name: group };
      if (name === 'first') return post(ownerToken, 'attachMenuModifierGroup', { ...base, attach_to: 'item', is_complimentary });
      return post(ownerToken, 'addMenuModifier', { ...base, attach_to: 'modifier_group', modifier_name: name, price, image: picture });
    };
    await modifier('Extras', 'first', 0, false);
    await modifier('Extras', 'Extra meat', 500, false);
    await modifier('Extras', 'Extra pepper', 100, false);
    await modifier('Swallow', 'first', 0, false);
    await modifier('Swallow', 'Pounded yam', 700, false);
    await modifier('Free drink', 'first', 0, true);
    await modifier('Free drink', 'Water', 200, true);
    await post(ownerToken, 'addMenuCategory', { menu_category_name: 'Drinks', branch_id: otherBranchId });
    ids.otherItem = await build(otherToken, other.branchId, 'Rival Soup');
  });
  after(() => t.close());

  const get = (path: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/menu/${path}/?${new URLSearchParams(query).toString()}`, headers });
  const q = (extra: Record<string, string> = {}) => ({ business_identifier: shop.identifier, ...extra });

  it("answers the outlet's business details, with its delivery details as otherData, for both products", async () => {
    for (const product of ['OrderAndPay', 'OnlineOrdering']) {
      const answer = await get(`get${product}BusinessDetails`, q({ branch: otherBranchId }));
      assert.equal(answer.statusCode, 200, answer.body);
      const body = answer.json();
      assert.equal(body.data.business_name, 'Mama Put');
      assert.equal(body.data.business_identifier, shop.identifier);
      assert.equal(body.data.branch_id, otherBranchId);
      assert.equal(body.data.branch_name, 'Second');
      assert.equal(body.data.colour_scheme, '#FF0000');
      assert.deepEqual(body.otherData, {
        hadPickUpLocation: true,
        hasDeliveryDetails: false,
        pickUpLoacation: [{ address: '2 Allen Avenue, Ikeja' }],
        canScheduledDelivery: false,
        deliveryDetails: null,
      });
    }
    const firstOutlet = (await get('getOnlineOrderingBusinessDetails', q())).json();
    assert.equal(firstOutlet.data.branch_id, shop.branchId);
    assert.equal(firstOutlet.otherData.hadPickUpLocation, false);
  });

  it("answers an outlet's delivery, scheduling and pickup settings as otherData (fee in naira)", async () => {
    const [delivering] = await t.db
      .insert(branches)
      .values({
        businessId: shop.businessId,
        name: 'Delivers',
        address: '9 Broad Street',
        deliveryEnabled: true,
        deliveryFeeKobo: 150_050,
        deliveryState: 'Lagos',
        deliverySupportLink: 'https://wa.me/2348000000000',
        canScheduleDelivery: true,
        pickupLocations: ['Gate A', 'Gate B'],
      })
      .returning();
    const body = (await get('getOnlineOrderingBusinessDetails', q({ branch: delivering!.id }))).json();
    assert.deepEqual(body.otherData, {
      hadPickUpLocation: true,
      hasDeliveryDetails: true,
      pickUpLoacation: [{ address: 'Gate A' }, { address: 'Gate B' }],
      canScheduledDelivery: true,
      deliveryDetails: { state: 'Lagos', fixedPrice: 1500.5, support_link: 'https://wa.me/2348000000000' },
    });
  });

  it("answers an outlet's categories, and only that outlet's", async () => {
    const main = (await get('getOrderAndPayCustomerMenuCategory', q({ branch: shop.branchId }))).json<Named>();
    assert.deepEqual(
      main.data.map((c) => c.name),
      ['Soup', 'Rice'],
    );
    const second = (await get('getOnlineOrderingCustomerMenuCategory', q({ branch: otherBranchId }))).json<Named>();
    assert.deepEqual(
      second.data.map((c) => c.name),
      ['Drinks'],
    );
  });

  it('answers every item of the outlet with its names and naira price', async () => {
    const answer = await get('getAllOnlineOrderingMenuItem', q({ branch: shop.branchId }));
    assert.equal(answer.statusCode, 200);
    const items = answer.json().data as Array<Record<string, unknown>>;
    assert.deepEqual(
      items.map((i) => [
        i.menu_item_name,
        i.menu_group_name,
        i.menu_category_name,
        i.menu_item_price,
        i.is_frozen,
        i.has_modifiers,
        i.price_varies,
      ]),
      [
        // The soup has choices to make (its details open), some adding to its price ('From'); the
        // jollof has none (a list's plus adds it at once).
        ['Goat Pepper Soup', 'Pepper Soups', 'Soup', 2500, false, true, true],
        ['Party Jollof', 'Jollof', 'Rice', 1800, false, false, false],
      ],
    );
    assert.equal((await get('getAllOrderAndPayMenuItem', q({ branch: otherBranchId }))).json().data.length, 0);
  });

  it('answers one item with its modifiers grouped by group name and its complimentary choices', async () => {
    const answer = await get('getOrderAndPayMenuItemByID', q({ menu_item_id: ids.soup }));
    assert.equal(answer.statusCode, 200, answer.body);
    const body = answer.json<ItemAnswer>();
    assert.equal(body.data._id, ids.soup);
    assert.equal(body.data.menu_item_name, 'Goat Pepper Soup');
    assert.equal((body.data as { price_varies?: boolean }).price_varies, true);
    assert.deepEqual(
      body.modifiers.map((g) => [g.modifier_group_name, g.modifiers.map((m) => [m.modifier_name, m.modifier_price])]),
      [
        [
          'Extras',
          [
            ['Extra meat', 500],
            ['Extra pepper', 100],
          ],
        ],
        ['Swallow', [['Pounded yam', 700]]],
      ],
    );
    assert.deepEqual(
      body.complimentary.map((c) => c.modifier_name),
      ['Water'],
    );
    // Each modifier's picture, for its row on the item's page.
    assert.ok(body.modifiers.flatMap((g) => g.modifiers).every((m) => m.modifier_image?.startsWith('/api/images/')));
  });

  it('hides an item from the menu as soon as the owner marks it sold out (its details say so), and shows it again', async () => {
    const items = async () =>
      ((await get('getAllOnlineOrderingMenuItem', q({ branch: shop.branchId }))).json().data as Array<{ _id: string }>).map((i) => i._id);
    assert.ok((await items()).includes(ids.rice)); // fills the cache
    const mark = (is_frozen: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/menu/editMenuItem',
        payload: { item_id: ids.rice, is_frozen },
        headers: bearer(ownerToken),
      });
    assert.equal((await mark(true)).statusCode, 200);
    assert.deepEqual(await items(), [ids.soup]);
    // Opened from a basket or an old link, the item is there, marked sold out (item details says so).
    const details = await get('getOnlineOrderingMenuItemByID', q({ menu_item_id: ids.rice }));
    assert.equal(details.statusCode, 200);
    assert.equal(details.json().data.is_frozen, true);
    assert.equal((await mark(false)).statusCode, 200);
    assert.deepEqual(await items(), [ids.soup, ids.rice]);
  });

  it("a diner's checkout or a stranger's writes do not empty the menu cache; another business's staff do not either", async () => {
    let fills = 0;
    const counting = t.app.publicAnswers.send.bind(t.app.publicAnswers);
    t.app.publicAnswers.send = (request, reply, key, fill) => counting(request, reply, key, () => ((fills += 1), fill()));
    try {
      const items = () => get('getAllOnlineOrderingMenuItem', q({ branch: shop.branchId }));
      assert.equal((await items()).statusCode, 200);
      const filled = fills;
      // Anonymous writes that succeed: a registration's first stage, a forgotten-password request.
      for (const write of [
        { url: '/api/forgotPassword', payload: { email: 'nobody@example.com' } },
        { url: '/api/login', payload: { email: 'nobody@example.com', password: 'wrong-password-1' } },
      ]) {
        await t.app.inject({ method: 'POST', ...write });
      }
      // The other business's owner changes their own menu.
      const otherOwner = (
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: other.admin.email, password: other.admin.password } })
      ).json().data.token as string;
      const otherEdit = await t.app.inject({
        method: 'PUT',
        url: '/api/menu/editMenuItem',
        payload: { item_id: ids.otherItem, is_frozen: true },
        headers: bearer(otherOwner),
      });
      assert.equal(otherEdit.statusCode, 200, otherEdit.body);
      assert.equal((await items()).statusCode, 200);
      assert.equal(fills, filled, 'the answer came from the cache');
    } finally {
      t.app.publicAnswers.send = counting;
    }
  });

  it("answers 404 for another business's outlet or item, and for an unknown business", async () => {
    assert.equal((await get('getAllOnlineOrderingMenuItem', q({ branch: other.branchId }))).statusCode, 404);
    assert.equal((await get('getOrderAndPayCustomerMenuCategory', q({ branch: other.branchId }))).statusCode, 404);
    assert.equal((await get('getOrderAndPayBusinessDetails', q({ branch: other.branchId }))).statusCode, 404);
    const foreignItem = await get('getOnlineOrderingMenuItemByID', q({ menu_item_id: ids.otherItem }));
    assert.equal(foreignItem.statusCode, 404);
    assert.equal(foreignItem.json().message, 'Menu not found');
    const unknown = await get('getOnlineOrderingMenuItemByID', { business_identifier: 'no-such-place', menu_item_id: ids.soup });
    assert.equal(unknown.statusCode, 404);
  });

  it('refuses malformed ids, a NUL byte, a missing branch and an unknown product with 400 or 404', async () => {
    for (const [path, query] of [
      ['getAllOnlineOrderingMenuItem', q({ branch: 'not-a-uuid' })],
      ['getAllOnlineOrderingMenuItem', q()],
      ['getOnlineOrderingMenuItemByID', q({ menu_item_id: "1' or '1'='1" })],
      ['getOnlineOrderingMenuItemByID', q({ menu_item_id: `${ids.soup}\u0000` })],
      ['getOrderAndPayCustomerMenuCategory', { business_identifier: `${shop.identifier}\u0000`, branch: shop.branchId }],
      ['getOrderAndPayBusinessDetails', q({ branch: '' })],
    ] as const) {
      const answer = await get(path, query);
      assert.equal(answer.statusCode, 400, `${path} ${JSON.stringify(query)}: ${answer.body}`);
      assert.equal(typeof answer.json().message, 'string');
    }
    assert.equal((await get('getPizzaBusinessDetails', q())).statusCode, 404);
  });

  it('answers with a weak ETag, 304 when it still matches, compressed once for phones that accept it', async () => {
    const first = await get('getAllOrderAndPayMenuItem', q({ branch: shop.branchId }), { 'accept-encoding': 'gzip' });
    assert.equal(first.statusCode, 200);
    const etag = first.headers.etag as string;
    assert.match(etag, /^W\/"[\w-]+"$/);
    assert.equal(first.headers['content-encoding'], 'gzip');
    assert.equal(first.headers['cache-control'], 'public, no-cache');
    assert.equal(JSON.parse(gunzipSync(first.rawPayload).toString()).data.length, 2);

    const again = await get('getAllOrderAndPayMenuItem', q({ branch: shop.branchId }), { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);

    // A price change makes a new answer with a new tag, at once.
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/menu/editMenuItem',
      payload: { item_id: ids.rice, price: 1900 },
      headers: bearer(ownerToken),
    });
    assert.equal(edit.statusCode, 200);
    const changed = await get('getAllOrderAndPayMenuItem', q({ branch: shop.branchId }), { 'if-none-match': etag });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
    assert.equal(changed.json().data[1].menu_item_price, 1900);
  });
});
