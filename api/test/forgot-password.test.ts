import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, oneTimeCodes, sessions, users } from '../src/db/schema.js';
import { bearer, buildTestApp, lastCodeTo, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { post } from './helpers/onboarding.js';

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('forgot password', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const request = (email: unknown) => post(t, '/api/requestForgotPassword', { email });
  const reset = (body: Record<string, unknown>) => post(t, '/api/resetForgotPassword', body);
  const login = (email: string, password: string) => post(t, '/api/login', { email, password });
  const mailsTo = async (address: string) => (await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, address)))[0]!.n;
  const resetBody = (shop: TestBusiness, token: unknown, password = 'BrandNew123') => ({ email: shop.admin.email, token, password, confirm_password: password });

  it('mails a code and sets the new password with it, ending every session', async () => {
    const shop = await createTestBusiness(t.db, 'Reset Kitchen');
    const tokens = await Promise.all([1, 2].map(async () => (await login(shop.admin.email, shop.admin.password)).json().data.token as string));
    for (const token of tokens) assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(token) })).statusCode, 200);

    const asked = await request(shop.admin.email.toUpperCase());
    assert.equal(asked.statusCode, 200);
    assert.equal(asked.json().message, 'Password reset token sent successfully');
    const code = await lastCodeTo(t.db, shop.admin.email);
    const [before] = await t.db.select().from(users).where(eq(users.id, shop.admin.id));

    const response = await reset(resetBody(shop, code));
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Password reset successfully');

    for (const token of tokens) assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(token) })).statusCode, 401, 'old sessions are revoked');
    assert.equal((await login(shop.admin.email, shop.admin.password)).statusCode, 401, 'the old password no longer works');
    assert.equal((await login(shop.admin.email, 'BrandNew123')).statusCode, 200);
    const [after] = await t.db.select().from(users).where(eq(users.id, shop.admin.id));
    assert.match(after!.passwordHash, /^\$argon2id\$/);
    assert.ok(after!.passwordChangedAt > before!.passwordChangedAt);
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, shop.admin.id));
    assert.equal(open.filter((s) => s.revokedAt === null).length, 1, 'only the session opened after the reset');
  });

  it('clears a sign-in lock and a temporary password on reset', async () => {
    const shop = await createTestBusiness(t.db, 'Locked Reset Kitchen');
    await t.db.update(users).set({ lockedUntil: new Date(Date.now() + 15 * 60_000), failedLoginCount: 3, tempPasswordHash: 'x' }).where(eq(users.id, shop.admin.id));
    await request(shop.admin.email);
    assert.equal((await reset(resetBody(shop, await lastCodeTo(t.db, shop.admin.email)))).statusCode, 200);
    const [user] = await t.db.select().from(users).where(eq(users.id, shop.admin.id));
    assert.equal(user!.lockedUntil, null);
    assert.equal(user!.failedLoginCount, 0);
    assert.equal(user!.tempPasswordHash, null);
    assert.equal((await login(shop.admin.email, 'BrandNew123')).statusCode, 200);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nobody', async () => {
    const shop = await createTestBusiness(t.db, 'Known Kitchen');
    const known = await request(shop.admin.email);
    const unknown = await request('nobody-here@example.com');
    assert.equal(unknown.statusCode, known.statusCode);
    assert.deepEqual(unknown.json(), known.json());
    assert.equal(await mailsTo('nobody-here@example.com'), 0);
    assert.equal(await mailsTo(shop.admin.email), 1);
  });

  it('sends at most one reset code a minute to an account', async () => {
    const shop = await createTestBusiness(t.db, 'Busy Kitchen');
    for (let i = 0; i < 3; i++) assert.equal((await request(shop.admin.email)).json().message, 'Password reset token sent successfully');
    assert.equal(await mailsTo(shop.admin.email), 1);
  });

  it('refuses reused, expired and wrong codes, and dies after five wrong ones', async () => {
    const shop = await createTestBusiness(t.db, 'Code Kitchen');
    await request(shop.admin.email);
    const code = await lastCodeTo(t.db, shop.admin.email);
    assert.equal((await reset(resetBody(shop, code))).statusCode, 200);
    const reused = await reset(resetBody(shop, code, 'Another123'));
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, 'This code has already been used. Request a new code.');

    await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(oneTimeCodes.userId, shop.admin.id));
    await request(shop.admin.email);
    const second = await lastCodeTo(t.db, shop.admin.email);
    await t.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(oneTimeCodes.userId, shop.admin.id));
    assert.equal((await reset(resetBody(shop, second))).json().message, 'This code has expired. Request a new code.');

    await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(eq(oneTimeCodes.userId, shop.admin.id));
    await request(shop.admin.email);
    const third = await lastCodeTo(t.db, shop.admin.email);
    for (let i = 0; i < 4; i++) assert.equal((await reset(resetBody(shop, wrongCode(third)))).json().message, 'The code is not correct.');
    assert.equal((await reset(resetBody(shop, wrongCode(third)))).json().message, 'Too many wrong codes. Request a new code.');
    assert.equal((await reset(resetBody(shop, third))).json().message, 'Too many wrong codes. Request a new code.');
    assert.equal((await login(shop.admin.email, 'BrandNew123')).statusCode, 200, 'the password set with the first code still stands');
  });

  it('does not accept an e-mail verification code as a reset code', async () => {
    const shop = await createTestBusiness(t.db, 'Purpose Kitchen');
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, shop.admin.id));
    await post(t, '/api/resendOTP', { email: shop.admin.email });
    const verification = await lastCodeTo(t.db, shop.admin.email);
    const response = await reset(resetBody(shop, verification));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'The code is not correct.');
  });

  it('checks the body with the spec messages', async () => {
    const shop = await createTestBusiness(t.db, 'Form Kitchen');
    for (const field of ['email', 'token', 'password', 'confirm_password']) {
      for (const bad of [undefined, '', null, ['x']]) {
        const response = await reset({ ...resetBody(shop, '123456'), [field]: bad });
        assert.equal(response.statusCode, 400, `${field} = ${JSON.stringify(bad)}`);
        assert.equal(response.json().message, 'All fields are required!');
      }
    }
    const mismatch = await reset({ ...resetBody(shop, '123456'), confirm_password: 'Different123' });
    assert.equal(mismatch.json().message, 'Passwords do not match');
    const weak = await reset(resetBody(shop, '123456', 'weakpass'));
    assert.equal(weak.json().message, 'Password must be alphanumeric and have a minimum length of 8 characters');
    for (const email of [undefined, '', 'nope']) {
      assert.equal((await request(email)).json().message, 'Please enter a valid email address');
    }
    const unknown = await reset({ ...resetBody(shop, '123456'), email: 'nobody@example.com' });
    assert.equal(unknown.json().message, 'The code is not correct.');
  });
});
