import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { bearer, buildTestApp, lastMailTo, type TestApp, mailsTo as mailsToAddress } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { post } from './helpers/onboarding.js';

const SENT = 'A temporary password has been sent to your email';

describe('employee temporary password', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const getTemp = (email: unknown) => post(t, '/api/employee/getEmployeeTempPassword', { email });
  const update = (body: Record<string, unknown>) => post(t, '/api/employee/updateEmployeePassword', body);
  const login = (email: string, password: string) => post(t, '/api/login', { email, password });
  const mailsTo = (address: string) => mailsToAddress(t, address);
  /** The temporary password in the newest mail to an address. */
  const mailedTemp = async (address: string) => {
    const mail = await lastMailTo(t, address);
    const password = mail?.text.match(/temporary password is:\s+(\S+)/)?.[1];
    if (!password) throw new Error(`no temporary password mailed to ${address}`);
    return password;
  };
  const body = (shop: TestBusiness, temp: string, password = 'MyOwnPass9') => ({
    email: shop.employee.email,
    temp_password: temp,
    password,
    confirm_password: password,
  });

  it('mails a fresh temporary password and never puts it in the answer', async () => {
    const shop = await createTestBusiness(t.db, 'Temp Kitchen');
    const response = await getTemp(shop.employee.email.toUpperCase());
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: SENT, data: null });
    const mail = await lastMailTo(t, shop.employee.email);
    assert.match(mail!.subject, /Temp Kitchen/);
    assert.match(mail!.text, /http:\/\/troo\.test\/demo\/login\/troo-portal/);
    const temp = await mailedTemp(shop.employee.email);
    assert.match(temp, /^[A-Za-z0-9]{12}$/);
    assert.match(temp, /[A-Za-z]/);
    assert.match(temp, /\d/);
    assert.equal(response.body.includes(temp), false);
    const [user] = await t.db.select().from(users).where(eq(users.id, shop.employee.id));
    assert.match(user!.tempPasswordHash!, /^\$argon2id\$/);
    assert.ok(user!.tempPasswordExpiresAt! > new Date(Date.now() + 23 * 3600_000));
    assert.equal((await login(shop.employee.email, temp)).statusCode, 200, 'the temporary password signs in');
  });

  it('answers the same for owners and unknown addresses, and mails neither', async () => {
    const shop = await createTestBusiness(t.db, 'Quiet Kitchen');
    for (const email of [shop.admin.email, 'nobody@example.com']) {
      const response = await getTemp(email);
      assert.deepEqual(response.json(), { message: SENT, data: null });
      assert.equal(await mailsTo(email), 0);
    }
  });

  it('sends at most one temporary password a minute to an employee', async () => {
    const shop = await createTestBusiness(t.db, 'Flood Kitchen');
    for (let i = 0; i < 3; i++) assert.equal((await getTemp(shop.employee.email)).json().message, SENT);
    assert.equal(await mailsTo(shop.employee.email), 1);
    await t.db
      .update(users)
      .set({ tempPasswordExpiresAt: new Date(Date.now() + 23 * 3600_000) })
      .where(eq(users.id, shop.employee.id));
    await getTemp(shop.employee.email);
    assert.equal(await mailsTo(shop.employee.email), 2);
  });

  it("sets the employee's own password, clears the temporary one, verifies and ends old sessions", async () => {
    const shop = await createTestBusiness(t.db, 'Update Kitchen');
    await getTemp(shop.employee.email);
    const temp = await mailedTemp(shop.employee.email);
    const session = (await login(shop.employee.email, temp)).json().data.token as string;
    // An employee who never verified: reading the mailed password proves the address.
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, shop.employee.id));

    const response = await update(body(shop, temp));
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Your password has been reset successfully');
    const [user] = await t.db.select().from(users).where(eq(users.id, shop.employee.id));
    assert.equal(user!.tempPasswordHash, null);
    assert.equal(user!.emailVerified, true);
    assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(session) })).statusCode, 401);
    assert.equal((await login(shop.employee.email, temp)).statusCode, 401, 'the temporary password is spent');
    assert.equal((await login(shop.employee.email, 'MyOwnPass9')).statusCode, 200);
    const again = await update(body(shop, temp, 'Another123'));
    assert.equal(again.json().message, 'The temporary password is not correct.');
  });

  it('refuses a wrong or expired temporary password, and one reused as the new password', async () => {
    const shop = await createTestBusiness(t.db, 'Wrong Kitchen');
    await getTemp(shop.employee.email);
    const temp = await mailedTemp(shop.employee.email);
    const wrong = await update(body(shop, 'NotTheTemp12'));
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'The temporary password is not correct.');
    assert.equal(
      (await update({ ...body(shop, temp), email: 'nobody@example.com' })).json().message,
      'The temporary password is not correct.',
    );
    assert.equal((await update(body(shop, temp, temp))).json().message, 'Choose a new password, not the temporary one.');

    await t.db
      .update(users)
      .set({ tempPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, shop.employee.id));
    const expired = await update(body(shop, temp));
    assert.equal(expired.json().message, 'This temporary password has expired. Request a new one.');
    assert.equal((await login(shop.employee.email, temp)).statusCode, 401, 'an expired temporary password does not sign in');
    assert.equal((await login(shop.employee.email, shop.employee.password)).statusCode, 200);
  });

  it('checks the body with the spec messages', async () => {
    const shop = await createTestBusiness(t.db, 'Form Kitchen');
    for (const field of ['email', 'temp_password', 'password', 'confirm_password']) {
      for (const bad of [undefined, '', 42]) {
        const response = await update({ ...body(shop, 'Temp12345678'), [field]: bad });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().message, 'All fields are required!');
      }
    }
    assert.equal((await update({ ...body(shop, 'Temp12345678'), confirm_password: 'Other1234' })).json().message, 'Passwords do not match');
    assert.equal(
      (await update(body(shop, 'Temp12345678', 'abc'))).json().message,
      'Password must be alphanumeric and have a minimum length of 8 characters',
    );
    for (const email of [undefined, '', 'x@y', 7])
      assert.equal((await getTemp(email)).json().message, 'Please enter a valid email address');
  });
});
