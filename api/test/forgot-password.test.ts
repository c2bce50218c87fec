import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { oneTimeCodes, sessions, users } from '../src/db/schema.js';
import { bearer, buildTestApp, endThrottleWindows, lastCodeTo, type TestApp, mailsTo as mailsToAddress } from './helpers/app.js';
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
  const mailsTo = (address: string) => mailsToAddress(t, address);
  const resetBody = (shop: TestBusiness, token: unknown, password = 'BrandNew123') => ({
    email: shop.admin.email,
    token,
    password,
    confirm_password: password,
  });

  it('mails a code and sets the new password with it, ending every session', async () => {
    const shop = await createTestBusiness(t.db, 'Reset Kitchen');
    const tokens = await Promise.all(
      [1, 2].map(async () => (await login(shop.admin.email, shop.admin.password)).json().data.token as string),
    );
    for (const token of tokens) assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(token) })).statusCode, 200);

    const asked = await request(shop.admin.email.toUpperCase());
    assert.equal(asked.statusCode, 200);
    assert.equal(asked.json().message, 'Password reset token sent successfully');
    const code = await lastCodeTo(t, shop.admin.email);
    const [before] = await t.db.select().from(users).where(eq(users.id, shop.admin.id));

    const response = await reset(resetBody(shop, code));
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Password reset successfully');

    for (const token of tokens)
      assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(token) })).statusCode, 401, 'old sessions are revoked');
    assert.equal((await login(shop.admin.email, shop.admin.password)).statusCode, 401, 'the old password no longer works');
    assert.equal((await login(shop.admin.email, 'BrandNew123')).statusCode, 200);
    const [after] = await t.db.select().from(users).where(eq(users.id, shop.admin.id));
    assert.match(after!.passwordHash, /^\$argon2id\$/);
    assert.ok(after!.passwordChangedAt > before!.passwordChangedAt);
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, shop.admin.id));
    assert.equal(open.filter((s) => s.revokedAt === null).length, 1, 'only the session opened after the reset');
  });

  it('lifts sign-in throttling and clears a temporary password on reset', async () => {
    const shop = await createTestBusiness(t.db, 'Throttled Reset Kitchen');
    const home = '198.51.100.40';
    const loginFrom = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: shop.admin.email, password }, remoteAddress: home });
    for (let i = 0; i < 5; i++) assert.equal((await loginFrom(`Forgotten${i}x`)).statusCode, 401);
    assert.equal((await loginFrom('BrandNew123')).statusCode, 429);
    await t.db.update(users).set({ tempPasswordHash: 'x' }).where(eq(users.id, shop.admin.id));
    await request(shop.admin.email);
    assert.equal((await reset(resetBody(shop, await lastCodeTo(t, shop.admin.email)))).statusCode, 200);
    const [user] = await t.db.select().from(users).where(eq(users.id, shop.admin.id));
    assert.equal(user!.tempPasswordHash, null);
    assert.equal(
      (await loginFrom('BrandNew123')).statusCode,
      200,
      'the owner, from the address that was failing, signs in with the new password',
    );
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

  it('refuses a second reset code within the minute, saying how long to wait', async () => {
    const shop = await createTestBusiness(t.db, 'Busy Kitchen');
    assert.equal((await request(shop.admin.email)).json().message, 'Password reset token sent successfully');
    const again = await request(shop.admin.email);
    assert.equal(again.statusCode, 429);
    assert.equal(again.json().message, 'Please wait 1 minute before asking for another code');
    assert.ok(Number(again.headers['retry-after']) > 0);
    assert.equal(await mailsTo(shop.admin.email), 1);
  });

  it('refuses reused, expired and wrong codes, and slows a requester after five wrong ones', async () => {
    const shop = await createTestBusiness(t.db, 'Code Kitchen');
    await request(shop.admin.email);
    const code = await lastCodeTo(t, shop.admin.email);
    assert.equal((await reset(resetBody(shop, code))).statusCode, 200);
    const reused = await reset(resetBody(shop, code, 'Another123'));
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, 'This code has already been used. Request a new code.');

    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeCodes.userId, shop.admin.id));
    await endThrottleWindows(t);
    await request(shop.admin.email);
    const second = await lastCodeTo(t, shop.admin.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.userId, shop.admin.id));
    assert.equal((await reset(resetBody(shop, second))).json().message, 'This code has expired. Request a new code.');

    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeCodes.userId, shop.admin.id));
    await endThrottleWindows(t);
    await request(shop.admin.email);
    const third = await lastCodeTo(t, shop.admin.email);
    const guesser = '198.51.100.41';
    const resetFrom = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/resetForgotPassword', payload: body, remoteAddress: guesser });
    for (let i = 0; i < 5; i++)
      assert.equal((await resetFrom(resetBody(shop, wrongCode(third)))).json().message, 'The code is not correct.');
    const throttled = await resetFrom(resetBody(shop, third, 'Stolen12345'));
    assert.equal(throttled.statusCode, 429);
    assert.match(throttled.json().message, /^Too many wrong codes\. Try again in/);
    assert.ok(Number(throttled.headers['retry-after']) > 0);
    assert.equal((await login(shop.admin.email, 'BrandNew123')).statusCode, 200, 'the password set with the first code still stands');
    assert.equal((await reset(resetBody(shop, third, 'Owners0wn99'))).statusCode, 200, 'the code still works for its owner');
  });

  it('does not accept an e-mail verification code as a reset code', async () => {
    const shop = await createTestBusiness(t.db, 'Purpose Kitchen');
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, shop.admin.id));
    await post(t, '/api/resendOTP', { email: shop.admin.email });
    const verification = await lastCodeTo(t, shop.admin.email);
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
