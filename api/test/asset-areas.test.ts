import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  ASSET_GROUP_NOT_FOUND,
  ASSET_GROUP_RENAME_INVALID,
  assetGroupTakenMessage,
  FIRST_AREA_NAME,
  type QrAsset,
  type StaffOrder,
} from '@troo/shared/contract';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// An area (a group of tables or rooms) has a real name the owner can change: the tables keep their
// numbers and the printed codes keep working, and from then on diners, orders and staff see the new name.

describe('areas of tables and rooms', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let jollof: string;
  let main: QrAsset[];

  const make = async (group: string, number: number, business = shop, token = () => tokens.admin) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/asset/generateBusinessAsset',
      headers: bearer(token()),
      payload: { branch_id: business.branchId, type: 'table', group_name: group, number },
    });
    assert.equal(made.statusCode, 201, made.body);
    return made.json().data as QrAsset[];
  };
  const rename = (body: object, token = tokens.admin) =>
    t.app.inject({ method: 'PUT', url: '/api/asset/renameBusinessAssetGroup', headers: bearer(token), payload: body });
  const scanned = (identifier: string, assetId: string) =>
    t.app.inject({
      url: `/api/asset/getScannedPlace/?${new URLSearchParams({ business_identifier: identifier, asset_id: assetId }).toString()}`,
    });
  const groups = async () =>
    (
      (
        await t.app.inject({ url: `/api/asset/getBusinessAsset/?type=table&branch_id=${shop.branchId}`, headers: bearer(tokens.admin) })
      ).json().data as QrAsset[]
    ).map((code) => `${code.group_name} ${code.number}`);

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Area Kitchen');
    other = await createTestBusiness(t.db, 'Rival Area Kitchen');
    jollof = (await createTestMenu(t.db, shop)).jollof.id;
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
    main = await make(FIRST_AREA_NAME, 2);
    await make('Terrace', 1);
  });
  after(() => t.close());

  it('renames an area: the same codes, numbers and ids, under the new name', async () => {
    const renamed = await rename({ branch_id: shop.branchId, type: 'table', group_name: FIRST_AREA_NAME, new_group_name: ' Garden ' });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const codes = renamed.json().data as QrAsset[];
    assert.deepEqual(
      codes.map((code) => [code._id, code.number, code.group_name]),
      main.map((code) => [code._id, code.number, 'Garden']),
    );
    assert.deepEqual(await groups(), ['Garden 1', 'Garden 2', 'Terrace 1']);
  });

  it("a code printed before the rename names the table by the area's new name, to the diner and on the order", async () => {
    const printed = main[0]!; // its address still says group_name=Main
    assert.equal(new URL(printed.url).searchParams.get('group_name'), FIRST_AREA_NAME);
    const place = await scanned(shop.identifier, printed._id);
    assert.equal(place.statusCode, 200, place.body);
    assert.deepEqual(place.json().data, { type: 'table', group_name: 'Garden', number: 1 });

    const paid = await payForOrder(t.app, shop, jollof, { place: { asset_id: printed._id, table_group: FIRST_AREA_NAME } });
    const seen = (await t.app.inject({ url: `/api/order/getOrder?branch_id=${shop.branchId}`, headers: bearer(tokens.employee) })).json()
      .data as StaffOrder[];
    const order = seen.find((o) => o._id === paid.id)!;
    assert.deepEqual([order.table_group, order.table_number], ['Garden', '1']);
  });

  it('refuses a name another area has, an empty name, an unknown area, leaving every code as it was', async () => {
    const taken = await rename({ branch_id: shop.branchId, type: 'table', group_name: 'Garden', new_group_name: 'Terrace' });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, assetGroupTakenMessage('Terrace'));
    const empty = await rename({ branch_id: shop.branchId, type: 'table', group_name: 'Garden', new_group_name: '  ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, ASSET_GROUP_RENAME_INVALID);
    const long = await rename({ branch_id: shop.branchId, type: 'table', group_name: 'Garden', new_group_name: 'x'.repeat(61) });
    assert.equal(long.statusCode, 400);
    const unknown = await rename({ branch_id: shop.branchId, type: 'table', group_name: 'Rooftop', new_group_name: 'Roof' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, ASSET_GROUP_NOT_FOUND);
    assert.deepEqual(await groups(), ['Garden 1', 'Garden 2', 'Terrace 1']);
  });

  it("is the owner's: an employee gets 403, another business's outlet 404, and its codes are not the diner's", async () => {
    const body = { branch_id: shop.branchId, type: 'table', group_name: 'Garden', new_group_name: 'Yard' };
    assert.equal((await rename(body, tokens.employee)).statusCode, 403);
    assert.equal((await rename(body, tokens.otherAdmin)).statusCode, 404);
    assert.equal((await rename({ ...body, branch_id: 'not-an-id' })).statusCode, 404);
    assert.deepEqual(await groups(), ['Garden 1', 'Garden 2', 'Terrace 1']);

    const rival = (await make('Terrace', 1, other, () => tokens.otherAdmin))[0]!;
    assert.equal((await scanned(shop.identifier, rival._id)).statusCode, 404);
    assert.equal((await scanned(other.identifier, rival._id)).statusCode, 200);
    assert.equal((await scanned(shop.identifier, 'table-1')).statusCode, 400);
  });

  it('draws each code with the standard quiet zone of four modules', async () => {
    const png = await t.app.inject({ url: main[1]!.qrcode });
    const { data, info } = await sharp(png.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = (x: number, y: number) => data[y * info.width + x]! < 128;
    // The first dark pixel on the diagonal is the top-left finder's corner; its top edge runs
    // 7 modules, which gives the module's size in pixels.
    let corner = 0;
    while (!dark(corner, corner)) corner++;
    let run = 0;
    while (dark(corner + run, corner)) run++;
    const modulePixels = run / 7;
    assert.ok(corner / modulePixels >= 3.9, `quiet zone of ${(corner / modulePixels).toFixed(2)} modules`);
  });
});
