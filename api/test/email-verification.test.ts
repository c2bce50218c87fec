import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { mailOutbox, oneTimeCodes, users } from '../src/db/schema.js';
import { sixDigitCode } from '../src/domain/input.js';
import { buildTestApp, lastCodeTo, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { onboard, post } from './helpers/onboarding.js';

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification codes', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const verify = (email: unknown, token: unknown) => post(t, '/api/emailVerification', { email, token });
  const resend = (email: unknown) => post(t, '/api/resendOTP', { email });
  const isVerified = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.emailVerified;
  const mailsTo = async (address: string) => (await t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, address)))[0]!.n;
  /** Lets the next resend through: the newest code is pretended a minute older. */
  const ageCodes = (userId: string) =>
    t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.userId, userId));

  it('verifies the owner with the mailed code, given as a string', async () => {
    const owner = await onboard(t);
    const code = await lastCodeTo(t.db, owner.email);
    const response = await verify(owner.email.toUpperCase(), code);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'User verified successfully');
    assert.equal(await isVerified(owner.user_id), true);
    const login = await post(t, '/api/login', { email: owner.email, password: owner.password });
    assert.equal(login.statusCode, 200);
  });

  it('accepts the code as a number, whose leading zeros are lost', async () => {
    assert.equal(sixDigitCode(4321), '004321');
    assert.equal(sixDigitCode('004321'), '004321');
    const owner = await onboard(t);
    const mailed = await lastCodeTo(t.db, owner.email);
    assert.equal((await verify(owner.email, Number(mailed))).statusCode, 200);
  });

  it('refuses a reused code', async () => {
    const owner = await onboard(t);
    const code = await lastCodeTo(t.db, owner.email);
    assert.equal((await verify(owner.email, code)).statusCode, 200);
    const again = await verify(owner.email, code);
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, 'This code has already been used. Request a new code.');
  });

  it('refuses an expired code, even the right one', async () => {
    const owner = await onboard(t);
    const code = await lastCodeTo(t.db, owner.email);
    await t.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.userId, owner.user_id));
    const response = await verify(owner.email, code);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'This code has expired. Request a new code.');
    assert.equal(await isVerified(owner.user_id), false);
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    const owner = await onboard(t);
    const code = await lastCodeTo(t.db, owner.email);
    for (let i = 0; i < 4; i++) {
      const response = await verify(owner.email, wrongCode(code));
      assert.equal(response.json().message, 'The code is not correct.');
    }
    assert.equal((await verify(owner.email, wrongCode(code))).json().message, 'Too many wrong codes. Request a new code.');
    const right = await verify(owner.email, code);
    assert.equal(right.statusCode, 400);
    assert.equal(right.json().message, 'Too many wrong codes. Request a new code.');
    assert.equal(await isVerified(owner.user_id), false);
  });

  it('counts every wrong try when they arrive all at once', async () => {
    const owner = await onboard(t);
    const code = await lastCodeTo(t.db, owner.email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => verify(owner.email, guess)));
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, owner.user_id));
    assert.equal(row!.failedAttempts, 5);
    assert.equal((await verify(owner.email, code)).json().message, 'Too many wrong codes. Request a new code.');
  });

  it('sends a new code that replaces the old one, and the new one works after too many tries', async () => {
    const owner = await onboard(t);
    const first = await lastCodeTo(t.db, owner.email);
    for (let i = 0; i < 5; i++) await verify(owner.email, wrongCode(first));
    await ageCodes(owner.user_id);
    const response = await resend(owner.email);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Token has been resent');
    const second = await lastCodeTo(t.db, owner.email);
    const codes = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, owner.user_id));
    assert.equal(codes.length, 2);
    assert.equal(codes.filter((c) => c.expiresAt > new Date()).length, 1, 'the old code was ended');
    if (first !== second) assert.equal((await verify(owner.email, first)).json().message, 'The code is not correct.');
    assert.equal((await verify(owner.email, second)).statusCode, 200);
  });

  it('sends at most one code a minute per account, with the same answer', async () => {
    const owner = await onboard(t);
    const before = await mailsTo(owner.email);
    const response = await resend(owner.email);
    assert.equal(response.json().message, 'Token has been resent');
    assert.equal(await mailsTo(owner.email), before, 'the code mailed at registration is less than a minute old');
    await ageCodes(owner.user_id);
    await Promise.all([resend(owner.email), resend(owner.email), resend(owner.email)]);
    await resend(owner.email);
    assert.equal(await mailsTo(owner.email), before + 1, 'requests arriving together send one code');
  });

  it('answers resendOTP the same for unknown and verified addresses, and mails neither', async () => {
    const shop = await createTestBusiness(t.db, 'Verified Kitchen');
    const unknown = await resend('nobody@example.com');
    const verified = await resend(shop.admin.email);
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), verified.json());
    assert.equal(await mailsTo('nobody@example.com'), 0);
    assert.equal(await mailsTo(shop.admin.email), 0);
  });

  it('gives an unknown address the wrong-code answer', async () => {
    const response = await verify('nobody@example.com', '123456');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'The code is not correct.');
  });

  it('checks the body: missing fields, wrong types, malformed codes and addresses', async () => {
    for (const [email, token] of [[undefined, '123456'], ['a@example.com', undefined], ['', '123456'], ['a@example.com', ''], [42, '123456'], ['a@example.com', ['1']], ['a@example.com', null]]) {
      const response = await verify(email, token);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'All fields are required.');
    }
    for (const token of ['12345', '1234567', 'abcdef', 1234567, -1, 12.5]) {
      const response = await verify('a@example.com', token);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'The code must be six digits.');
    }
    for (const email of [undefined, '', 'not-an-email', 42]) {
      const response = await resend(email);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Please enter a valid email address');
    }
  });

  it('does not let one account\'s code verify another', async () => {
    const first = await onboard(t);
    const second = await onboard(t);
    const code = await lastCodeTo(t.db, first.email);
    const response = await verify(second.email, code);
    // Codes are six random digits: the two accounts' codes are equal once in a million.
    if (code !== (await lastCodeTo(t.db, second.email))) assert.equal(response.json().message, 'The code is not correct.');
    assert.equal(await isVerified(first.user_id), false);
  });

  it('limits each address to 30 code requests a minute', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(await t.app.inject({ method: 'POST', url: '/api/resendOTP', payload: { email: 'flood@example.com' }, remoteAddress: '192.0.2.77' }));
    }
    assert.deepEqual(answers.slice(0, 30).map((r) => r.statusCode), Array(30).fill(200));
    assert.equal(answers[30]!.statusCode, 429);
    assert.equal(answers[30]!.json().message, 'Too many attempts. Please wait a few minutes and try again.');
  });
});
