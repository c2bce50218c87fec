import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { oneTimeCodes, users } from '../src/db/schema.js';
import { sixDigitCode } from '../src/domain/input.js';
import { buildTestApp, endThrottleWindows, lastCodeTo, type TestApp, mailsTo as mailsToAddress } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { onboardToVerify, post } from './helpers/onboarding.js';

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
  const mailsTo = (address: string) => mailsToAddress(t, address);
  /** Lets the next resend through: the newest code is pretended a minute older, and the request spacing ends. */
  const ageCodes = async (userId: string) => {
    await t.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, userId));
    await endThrottleWindows(t);
  };

  it('verifies the owner with the mailed code, given as a string', async () => {
    const owner = await onboardToVerify(t);
    const code = await lastCodeTo(t, owner.email);
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
    const owner = await onboardToVerify(t);
    const mailed = await lastCodeTo(t, owner.email);
    assert.equal((await verify(owner.email, Number(mailed))).statusCode, 200);
  });

  it('refuses a reused code', async () => {
    const owner = await onboardToVerify(t);
    const code = await lastCodeTo(t, owner.email);
    assert.equal((await verify(owner.email, code)).statusCode, 200);
    const again = await verify(owner.email, code);
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, 'This code has already been used. Request a new code.');
  });

  it('refuses an expired code, even the right one', async () => {
    const owner = await onboardToVerify(t);
    const code = await lastCodeTo(t, owner.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, owner.user_id));
    const response = await verify(owner.email, code);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'This code has expired. Request a new code.');
    assert.equal(await isVerified(owner.user_id), false);
  });

  it('slows a requester after five wrong tries (429, Retry-After) without burning the code for its owner', async () => {
    const owner = await onboardToVerify(t);
    const code = await lastCodeTo(t, owner.email);
    const attacker = '198.51.100.21';
    const fromAttacker = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/emailVerification', payload: { email: owner.email, token }, remoteAddress: attacker });
    for (let i = 0; i < 5; i++) {
      const response = await fromAttacker(wrongCode(code));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'The code is not correct.');
    }
    for (const token of [wrongCode(code), code]) {
      const throttled = await fromAttacker(token);
      assert.equal(throttled.statusCode, 429, 'even the right code, from the requester that kept guessing');
      assert.match(throttled.json().message, /^Too many wrong codes\. Try again in 1[45] minutes\.$/);
      assert.ok(Number(throttled.headers['retry-after']) > 14 * 60 && Number(throttled.headers['retry-after']) <= 15 * 60);
    }
    assert.equal(await isVerified(owner.user_id), false);
    const right = await verify(owner.email, code);
    assert.equal(right.statusCode, 200, 'the owner, who has not been guessing, still verifies with the code');
    assert.equal(await isVerified(owner.user_id), true);
  });

  it('answers wrong codes for an unknown address exactly as for a known one, throttling included', async () => {
    const owner = await onboardToVerify(t);
    const code = await lastCodeTo(t, owner.email);
    const answers = async (email: string, remoteAddress: string) => {
      const seen = [];
      for (let i = 0; i < 7; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/emailVerification',
          payload: { email, token: wrongCode(code) },
          remoteAddress,
        });
        seen.push({
          status: response.statusCode,
          message: response.json().message,
          retryAfter: response.headers['retry-after'] !== undefined,
        });
      }
      return seen;
    };
    const known = await answers(owner.email, '198.51.100.23');
    const unknown = await answers('nobody-verifies@example.com', '198.51.100.24');
    assert.deepEqual(known, unknown);
    assert.deepEqual(
      known.map((a) => a.status),
      [400, 400, 400, 400, 400, 429, 429],
    );
  });

  it('counts every wrong try when they arrive all at once', async () => {
    const owner = await onboardToVerify(t);
    const code = await lastCodeTo(t, owner.email);
    const attacker = '198.51.100.22';
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((token) =>
        t.app.inject({ method: 'POST', url: '/api/emailVerification', payload: { email: owner.email, token }, remoteAddress: attacker }),
      ),
    );
    assert.deepEqual(
      answers.map((r) => r.statusCode).sort(),
      [...Array(5).fill(400), ...Array(7).fill(429)],
      'five guesses checked, the rest refused unchecked',
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/emailVerification',
      payload: { email: owner.email, token: code },
      remoteAddress: attacker,
    });
    assert.equal(again.statusCode, 429);
  });

  it('slows every requester that keeps guessing once many addresses guess at one account, but not a fresh one', async () => {
    const owner = await onboardToVerify(t);
    const code = await lastCodeTo(t, owner.email);
    // Eleven addresses, one wrong guess each: past the account-wide ceiling of ten.
    const addresses = Array.from({ length: 11 }, (_, i) => `203.0.113.${i + 10}`);
    for (const remoteAddress of addresses) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/emailVerification',
        payload: { email: owner.email, token: wrongCode(code) },
        remoteAddress,
      });
      assert.equal(response.statusCode, 400);
    }
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/emailVerification',
      payload: { email: owner.email, token: wrongCode(code) },
      remoteAddress: addresses[0],
    });
    assert.equal(second.statusCode, 429, 'a second guess from an address that already failed');
    assert.equal((await verify(owner.email, code)).statusCode, 200, 'a requester that has not been failing');
  });

  it('sends a new code that replaces the old one', async () => {
    const owner = await onboardToVerify(t);
    const first = await lastCodeTo(t, owner.email);
    await ageCodes(owner.user_id);
    const response = await resend(owner.email);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'Token has been resent');
    const second = await lastCodeTo(t, owner.email);
    const codes = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, owner.user_id));
    assert.equal(codes.length, 2);
    assert.equal(codes.filter((c) => c.expiresAt > new Date()).length, 1, 'the old code was ended');
    if (first !== second) assert.equal((await verify(owner.email, first)).json().message, 'The code is not correct.');
    assert.equal((await verify(owner.email, second)).statusCode, 200);
  });

  it('refuses a second code within the minute with the wait, for known and unknown addresses alike', async () => {
    const owner = await onboardToVerify(t);
    const before = await mailsTo(owner.email);
    const response = await resend(owner.email);
    assert.equal(response.statusCode, 429);
    assert.equal(response.json().message, 'Please wait 1 minute before asking for another code');
    const wait = Number(response.headers['retry-after']);
    assert.ok(wait > 0 && wait <= 60, `Retry-After ${wait}`);
    assert.equal(await mailsTo(owner.email), before, 'the code mailed on reaching the verify screen is less than a minute old');
    assert.equal((await resend('nobody-twice@example.com')).statusCode, 200);
    const unknown = await resend('Nobody-Twice@example.com');
    assert.equal(unknown.statusCode, 429);
    assert.equal(unknown.json().message, response.json().message);
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
    for (const [email, token] of [
      [undefined, '123456'],
      ['a@example.com', undefined],
      ['', '123456'],
      ['a@example.com', ''],
      [42, '123456'],
      ['a@example.com', ['1']],
      ['a@example.com', null],
    ]) {
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

  it("does not let one account's code verify another", async () => {
    const first = await onboardToVerify(t);
    const second = await onboardToVerify(t);
    const code = await lastCodeTo(t, first.email);
    const response = await verify(second.email, code);
    // Codes are six random digits: the two accounts' codes are equal once in a million.
    if (code !== (await lastCodeTo(t, second.email))) assert.equal(response.json().message, 'The code is not correct.');
    assert.equal(await isVerified(first.user_id), false);
  });

  it('limits each address to 30 code requests a minute', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/resendOTP',
          payload: { email: `flood-${i}@example.com` },
          remoteAddress: '192.0.2.77',
        }),
      );
    }
    assert.deepEqual(
      answers.slice(0, 30).map((r) => r.statusCode),
      Array(30).fill(200),
    );
    assert.equal(answers[30]!.statusCode, 429);
    assert.equal(answers[30]!.json().message, 'Too many attempts. Please wait a few minutes and try again.');
  });
});
