import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { assets, images } from '../src/db/schema.js';
import { QR_CODES_BEING_MADE } from '../src/routes/asset/index.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

describe('tables and rooms with QR codes', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  type Who = keyof StaffTokens;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'QR Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    tokens = await signInStaff(t, shop, other);
  });
  after(() => t.close());

  const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(tokens[who]) });
  const generate = (who: Who, payload: object) => call(who, 'POST', '/api/asset/generateBusinessAsset', payload);
  const list = (who: Who, type: string, branchId?: string) =>
    call(
      who,
      'GET',
      `/api/asset/getBusinessAsset/?${new URLSearchParams({ type, ...(branchId ? { branch_id: branchId } : {}) }).toString()}`,
    );
  const assetCount = async () => (await t.db.select({ n: count() }).from(assets))[0]!.n;

  it('creates numbered codes in a group, numbering on from the last, each opening the customer landing', async () => {
    const first = await generate('admin', { branch_id: shop.branchId, type: 'table', group_name: 'Patio', number: '3' });
    assert.equal(first.statusCode, 201);
    assert.equal(first.json().message, 'QR Codes successfully created for tables');
    assert.deepEqual(
      (first.json().data as { number: number }[]).map((a) => a.number),
      [1, 2, 3],
    );
    const more = await generate('admin', { branch_id: shop.branchId, type: 'table', group_name: 'Patio', number: 2 });
    assert.deepEqual(
      (more.json().data as { number: number }[]).map((a) => a.number),
      [4, 5],
    );
    const [one] = more.json().data as { url: string; qrcode: string }[];
    const url = new URL(one!.url);
    assert.equal(url.pathname, '/start-order');
    assert.equal(url.searchParams.get('business_identifier'), shop.identifier);
    assert.equal(url.searchParams.get('branch'), shop.branchId);
    assert.equal(url.searchParams.get('table'), '4');
    assert.equal(url.searchParams.get('coming-from'), 'qr');
    assert.equal(url.searchParams.get('type'), 'table');
    assert.equal(url.searchParams.get('group_name'), 'Patio');
    assert.equal((await t.app.inject({ url: one!.qrcode })).headers['content-type'], 'image/png');

    const rooms = await generate('admin', { branch_id: shop.branchId, type: 'room', group_name: 'Default-Room', number: 1 });
    assert.equal(rooms.json().message, 'QR Codes successfully created for rooms');
    const listed = await list('employee', 'table', shop.branchId);
    assert.equal(listed.statusCode, 200);
    assert.equal(listed.json().data.length, 5);
    const groups = await call('admin', 'GET', `/api/asset/getBusinessAssetGroup/?type=table&branch_id=${shop.branchId}`);
    assert.deepEqual(
      (groups.json().data as { group_name: string }[]).map((g) => g.group_name),
      ['Patio'],
    );
  });

  it('refuses bad input with an errors list, creating nothing', async () => {
    const before = await assetCount();
    const bad = await generate('admin', { branch_id: shop.branchId, type: 'chair', group_name: ' ', number: 'many' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, [
      'Choose tables or rooms.',
      'Enter a group name.',
      'Enter how many, a whole number from 1 to 100.',
    ]);
    for (const number of [0, -1, 101, 2.5]) {
      assert.equal((await generate('admin', { branch_id: shop.branchId, type: 'table', group_name: 'X', number })).statusCode, 400);
    }
    assert.equal((await generate('admin', { branch_id: shop.branchId, type: 'table', group_name: 'X' })).statusCode, 400);
    assert.equal(await assetCount(), before);
  });

  it("answers 404 for another business's outlet and codes, and an employee's token with 403", async () => {
    const before = await assetCount();
    const [ours] = await t.db.select().from(assets).where(eq(assets.businessId, shop.businessId));
    assert.equal((await generate('otherAdmin', { branch_id: shop.branchId, type: 'table', group_name: 'X', number: 1 })).statusCode, 404);
    assert.equal((await list('otherAdmin', 'table', shop.branchId)).statusCode, 404);
    assert.equal((await call('otherAdmin', 'DELETE', `/api/asset/removeBusinessAsset?asset_id=${ours!.id}`)).statusCode, 404);
    const employee = await generate('employee', { branch_id: shop.branchId, type: 'table', group_name: 'X', number: 1 });
    assert.equal(employee.statusCode, 403);
    assert.equal(employee.json().message, 'Only the business owner can do this.');
    assert.equal((await call('employee', 'DELETE', `/api/asset/removeBusinessAsset?asset_id=${ours!.id}`)).statusCode, 403);
    assert.equal(await assetCount(), before);
    // Their own list does not show ours.
    assert.equal((await list('otherAdmin', 'table')).json().data.length, 0);
  });

  it('removes one code with its picture', async () => {
    const [ours] = await t.db.select().from(assets).where(eq(assets.businessId, shop.businessId));
    const removed = await call('admin', 'DELETE', `/api/asset/removeBusinessAsset?asset_id=${ours!.id}`);
    assert.equal(removed.statusCode, 200);
    assert.equal((await t.db.select({ n: count() }).from(images).where(eq(images.id, ours!.qrImageId)))[0]!.n, 0);
    assert.equal((await call('admin', 'DELETE', `/api/asset/removeBusinessAsset?asset_id=${ours!.id}`)).statusCode, 404);
  });
  it('a business draws one batch at a time: a second batch meanwhile gets 429, another business is not held', async () => {
    const batch = (who: Who, branchId: string, group: string) =>
      generate(who, { branch_id: branchId, type: 'table', group_name: group, number: 40 });
    const [mine, again, theirs] = await Promise.all([
      batch('admin', shop.branchId, 'Garden'),
      batch('admin', shop.branchId, 'Garden'),
      batch('otherAdmin', other.branchId, 'Garden'),
    ]);
    assert.equal(mine.statusCode, 201, mine.body);
    assert.equal(again.statusCode, 429);
    assert.equal(again.json().message, QR_CODES_BEING_MADE);
    assert.ok(Number(again.headers['retry-after']) > 0);
    assert.equal(theirs.statusCode, 201, theirs.body);
    // Nothing half-made: the refused batch stored nothing, the others numbered 1–40 each.
    assert.deepEqual(
      (mine.json().data as { number: number }[]).map((a) => a.number),
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    assert.equal((await batch('admin', shop.branchId, 'Garden')).json().data[0].number, 41, 'free again once the first is done');
  });
});
