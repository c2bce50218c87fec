import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

describe('business details and colour scheme', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  const tokens: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Shop One');
    other = await createTestBusiness(t.db, 'Shop Two');
    for (const [key, email, password] of [
      ['admin', shop.admin.email, shop.admin.password],
      ['employee', shop.employee.email, shop.employee.password],
    ] as const) {
      tokens[key] = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).json().data.token;
    }
  });
  after(() => t.close());

  const setColour = (token: string | undefined, colour: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/updateBusinessColourScheme',
      headers: token ? bearer(token) : {},
      payload: { colour_scheme: colour },
    });
  const details = (identifier: string) => t.app.inject({ url: `/api/business/getBusinessDetails/?business_identifier=${identifier}` });

  it("saves the owner's colour for their own business only", async () => {
    const response = await setColour(tokens.admin, '#3450b0');
    assert.equal(response.statusCode, 200);
    assert.equal((await details(shop.identifier)).json().data.colour_scheme, '#3450B0');
    assert.equal((await details(other.identifier)).json().data.colour_scheme, '#FF0000');
  });

  it('refuses malformed colours without changing the stored one', async () => {
    for (const colour of ['blue', '#12345', '#GGGGGG', 123, null]) {
      const response = await setColour(tokens.admin, colour);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Choose a colour such as #FF0000.');
    }
    assert.equal((await details(shop.identifier)).json().data.colour_scheme, '#3450B0');
  });

  it('lets only a signed-in owner change it', async () => {
    assert.equal((await setColour(undefined, '#000000')).statusCode, 401);
    assert.equal((await setColour(tokens.employee, '#000000')).statusCode, 403);
  });

  it('answers public details by identifier, and 404 for an unknown one', async () => {
    const response = await details(shop.identifier);
    assert.equal(response.json().data.business_name, 'Shop One');
    assert.equal((await details('no-such-business')).statusCode, 404);
  });

  it("answers revalidated (ETag, 304) and shows an owner's change on the very next read", async () => {
    const first = await details(shop.identifier);
    const etag = String(first.headers.etag);
    const unchanged = await t.app.inject({
      url: `/api/business/getBusinessDetails/?business_identifier=${shop.identifier}`,
      headers: { 'if-none-match': etag },
    });
    assert.equal(unchanged.statusCode, 304);
    assert.equal((await setColour(tokens.admin, '#00AA55')).statusCode, 200);
    const changed = await details(shop.identifier);
    assert.equal(changed.json().data.colour_scheme, '#00AA55');
    assert.notEqual(changed.headers.etag, etag);
  });

  it("lists only the signed-in business's branches", async () => {
    const response = await t.app.inject({ url: '/api/branch/getBranch', headers: bearer(tokens.admin!) });
    assert.deepEqual(
      response.json<{ data: { _id: string }[] }>().data.map((b) => b._id),
      [shop.branchId],
    );
  });
});
