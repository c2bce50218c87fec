import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { bearer, buildTestApp, lastMailTo, mailsTo, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { newAddress } from './helpers/onboarding.js';

const TEMPORARY_SESSION = 'You signed in with a temporary password. Choose a password of your own before you continue.';

describe('a session opened with a temporary password', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: newAddress() });

  it('may only set a new password: everything else is 403 with a clear message', async () => {
    const shop = await createTestBusiness(t.db, 'Temporary Kitchen');
    await post('/api/employee/getEmployeeTempPassword', { email: shop.employee.email });
    const temp = (await lastMailTo(t, shop.employee.email))!.text.match(/temporary password is:\s+(\S+)/)![1]!;
    const signIn = await post('/api/login', { email: shop.employee.email, password: temp });
    assert.equal(signIn.statusCode, 200);
    const { token, has_temp_password: hasTemp } = signIn.json().data;
    assert.equal(hasTemp, true, 'the portal sends the employee to choose a password');

    const asStaff = bearer(token);
    const refused = [
      await t.app.inject({ url: '/api/userDetails', headers: asStaff }),
      await t.app.inject({ url: '/api/branch/getBranch', headers: asStaff }),
      await t.app.inject({ url: `/api/branch/getBranch/${shop.branchId}`, headers: asStaff }),
      await t.app.inject({ method: 'PUT', url: '/api/updateUserDetails', payload: { first_name: 'Mallory' }, headers: asStaff }),
    ];
    for (const response of refused) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().message, TEMPORARY_SESSION);
    }

    const chosen = await post(
      '/api/employee/updateEmployeePassword',
      { email: shop.employee.email, temp_password: temp, password: 'MyOwnPass9', confirm_password: 'MyOwnPass9' },
      asStaff,
    );
    assert.equal(chosen.statusCode, 200);
    assert.equal(
      (await t.app.inject({ url: '/api/userDetails', headers: asStaff })).statusCode,
      401,
      'the temporary session ended with the change',
    );
    const full = await post('/api/login', { email: shop.employee.email, password: 'MyOwnPass9' });
    assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(full.json().data.token) })).statusCode, 200);
  });

  it('may sign out', async () => {
    const shop = await createTestBusiness(t.db, 'Leaving Kitchen');
    await post('/api/employee/getEmployeeTempPassword', { email: shop.employee.email });
    const temp = (await lastMailTo(t, shop.employee.email))!.text.match(/temporary password is:\s+(\S+)/)![1]!;
    const { token } = (await post('/api/login', { email: shop.employee.email, password: temp })).json().data;
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode, 200);
  });

  it('is not what the own password opens, even while a temporary password is pending', async () => {
    const shop = await createTestBusiness(t.db, 'Both Kitchen');
    await post('/api/employee/getEmployeeTempPassword', { email: shop.employee.email });
    await t.app.background.idle();
    const { token } = (await post('/api/login', { email: shop.employee.email, password: shop.employee.password })).json().data;
    assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(token) })).statusCode, 200);
  });
});

describe('temporary-password mails', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const ask = (email: string, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/employee/getEmployeeTempPassword', payload: { email }, remoteAddress });

  it('go to one employee at most five times a day, however many addresses ask', async () => {
    const shop = await createTestBusiness(t.db, 'Flooded Kitchen');
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await ask(shop.employee.email)).statusCode);
      // Past the one-a-minute spacing, so each request would mail.
      await t.app.background.idle();
      await t.db
        .update(users)
        .set({ tempPasswordExpiresAt: new Date(Date.now() + 23 * 3600_000) })
        .where(eq(users.id, shop.employee.id));
    }
    const sixth = await ask(shop.employee.email);
    assert.deepEqual(statuses, Array(5).fill(200));
    assert.equal(sixth.statusCode, 429);
    assert.match(sixth.json().message, /^Too many temporary passwords have been asked for\. Try again in 2[34] hours\.$/);
    assert.ok(Number(sixth.headers['retry-after']) > 23 * 3600);
    assert.equal(await mailsTo(t, shop.employee.email), 5);
  });

  it("answer the same for an address that is nobody's", async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask('nobody-flooded@example.com')).statusCode);
    assert.deepEqual(statuses, [...Array(5).fill(200), 429]);
  });

  it('may be asked for by one address at most twenty times a day', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask(`someone-${i}@example.com`, '198.51.100.70')).statusCode);
    assert.deepEqual(statuses, [...Array(20).fill(200), 429]);
  });
});
