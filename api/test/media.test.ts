import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { assets, menuCategories } from '../src/db/schema.js';
import { scopeOf } from '../src/data/scope.js';
import { createAssets } from '../src/domain/assets.js';
import { storeImage } from '../src/services/images.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('images, QR codes and the customer menu', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Menu Kitchen');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    const imageId = await storeImage(
      t.db,
      { bytes: Buffer.concat([PNG_MAGIC, Buffer.alloc(16)]), contentType: 'image/png' },
      shop.businessId,
    );
    await t.db.insert(menuCategories).values({ businessId: shop.businessId, branchId: shop.branchId, name: 'Soup', imageId });
  });
  after(() => t.close());

  it('draws a real PNG QR code of a page address, within limits', async () => {
    const response = await t.app.inject({ url: `/api/qr.png?text=${encodeURIComponent('http://troo.test/start-order?table=1')}` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/png');
    assert.deepEqual(response.rawPayload.subarray(0, 8), PNG_MAGIC);
    assert.equal((await t.app.inject({ url: `/api/qr.png?text=${'x'.repeat(1025)}` })).statusCode, 400);
    assert.equal((await t.app.inject({ url: '/api/qr.png' })).statusCode, 400);
  });

  it('creates tables with QR codes that open the customer landing with their context', async () => {
    await createAssets(scopeOf(t.db, shop.businessId), {
      businessIdentifier: shop.identifier,
      branchId: shop.branchId,
      type: 'table',
      groupName: 'Default-Table',
      numbers: [1, 2],
      publicUrl: 'http://troo.test',
    });
    const rows = await t.db.select().from(assets).where(eq(assets.businessId, shop.businessId));
    assert.deepEqual(rows.map((row) => row.number).sort(), [1, 2]);
    const image = await t.app.inject({ url: `/api/images/${rows[0]!.qrImageId}` });
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('a stored picture that does not resize (kept before uploads were re-encoded) is sent as stored, every time', async () => {
    const broken = Buffer.concat([PNG_MAGIC, Buffer.alloc(2000, 3)]);
    const id = await storeImage(t.db, { bytes: broken, contentType: 'image/png' }, shop.businessId);
    for (let i = 0; i < 3; i++) {
      const answer = await t.app.inject({ url: `/api/images/${id}?w=320` });
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers['content-type'], 'image/png');
      assert.deepEqual(answer.rawPayload, broken);
    }
  });

  it('answers 404 for unknown and malformed image ids', async () => {
    assert.equal((await t.app.inject({ url: '/api/images/not-a-uuid' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/api/images/00000000-0000-4000-8000-000000000000' })).statusCode, 404);
  });

  it("lists a business's categories for diners without a token, and refuses another business's branch", async () => {
    const response = await t.app.inject({
      url: `/api/menu/getCustomerMenuCategory/?business_identifier=${shop.identifier}&branch=${shop.branchId}`,
    });
    assert.equal(response.statusCode, 200);
    const [soup] = response.json().data;
    assert.equal(soup.name, 'Soup');
    assert.match(soup.image, /^\/api\/images\//);
    const crossTenant = await t.app.inject({
      url: `/api/menu/getCustomerMenuCategory/?business_identifier=${shop.identifier}&branch=${other.branchId}`,
    });
    assert.equal(crossTenant.statusCode, 404);
    assert.equal((await t.app.inject({ url: '/api/menu/getCustomerMenuCategory/?business_identifier=nobody' })).statusCode, 404);
  });
});
