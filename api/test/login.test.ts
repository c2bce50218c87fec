import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { readRegistrationToken } from '../src/services/registration-tokens.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';

describe('sign-in', () => {
  let t: TestApp;
  let shop: TestBusiness;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db);
  });
  after(() => t.close());

  const login = (email: unknown, password: unknown) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('signs an admin in with the user data the portal keeps', async () => {
    const response = await login(shop.admin.email.toUpperCase(), shop.admin.password);
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.user_role, 'admin');
    assert.equal(data.business_id, shop.businessId);
    assert.equal(data.business_identifier, shop.identifier);
    assert.equal(data.colour_scheme, '#FF0000');
    assert.match(data.token, /^v1\./);
  });

  it('never lets a cache keep an answer that carries a token', async () => {
    const signIn = await login(shop.admin.email, shop.admin.password);
    assert.equal(signIn.headers['cache-control'], 'no-store');
    const token = signIn.json().data.token as string;
    const details = await t.app.inject({ url: '/api/userDetails', headers: bearer(token) });
    assert.equal(details.json().data.token, token);
    assert.equal(details.headers['cache-control'], 'no-store');
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/updateUserDetails',
      payload: { city: 'Lagos' },
      headers: bearer(token),
    });
    assert.equal(updated.headers['cache-control'], 'no-store');
    const pending = await createTestBusiness(t.db, 'Uncached Kitchen');
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, pending.admin.id));
    const unverified = await login(pending.admin.email, pending.admin.password);
    assert.ok(unverified.json().data.registration_token);
    assert.equal(unverified.headers['cache-control'], 'no-store');
    // Public, unchanging answers keep their own caching.
    assert.match((await t.app.inject({ url: '/api/getBanks' })).headers['cache-control'] as string, /^public/);
  });

  it('signs an employee in with the employee role', async () => {
    const response = await login(shop.employee.email, shop.employee.password);
    assert.equal(response.json().data.user_role, 'employee');
  });

  it('answers the spec message when a field is missing, empty or of the wrong type', async () => {
    for (const [email, password] of [
      ['', 'x'],
      [shop.admin.email, ''],
      [undefined, 'x'],
      [42, 'secret'],
      [shop.admin.email, ['a']],
    ]) {
      const response = await login(email, password);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'All Fields are required...');
    }
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(shop.employee.email, 'NotThePassword1');
    const unknown = await login('nobody@example.com', 'NotThePassword1');
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.json(), unknown.json());
  });

  it('refuses an unverified account with the spec message and where to continue', async () => {
    const pending = await createTestBusiness(t.db, 'Pending Kitchen');
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, pending.admin.id));
    const response = await login(pending.admin.email, pending.admin.password);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'Account details not verified');
    const { registration_token: registrationToken, ...rest } = response.json().data;
    assert.deepEqual(rest, { has_account: false, business: pending.businessId, user_id: pending.admin.id, email: pending.admin.email });
    assert.equal(readRegistrationToken(registrationToken, t.config.tokenSecret), pending.admin.id);
  });

  it('ends the session on logout: the token stops working', async () => {
    const { token } = (await login(shop.admin.email, shop.admin.password)).json().data;
    assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(token) })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode, 200);
    const after = await t.app.inject({ url: '/api/userDetails', headers: bearer(token) });
    assert.equal(after.statusCode, 401);
  });

  it('rejects forged, tampered and missing tokens', async () => {
    const { token } = (await login(shop.admin.email, shop.admin.password)).json().data as { token: string };
    const [v, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${v}.${Buffer.from(JSON.stringify({ ...claims, sub: shop.employee.id })).toString('base64url')}.${signature}`;
    for (const headers of [{}, bearer('nonsense'), bearer(forged)]) {
      assert.equal((await t.app.inject({ url: '/api/userDetails', headers })).statusCode, 401);
    }
  });
});
