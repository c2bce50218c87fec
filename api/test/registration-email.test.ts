import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { CODE_SENT_TO_NEW_EMAIL, EMAIL_ALREADY_VERIFIED, EMAIL_TAKEN, INVALID_EMAIL, REGISTRATION_EXPIRED } from '@troo/shared/contract';
import { businesses, users } from '../src/db/schema.js';
import { issueRegistrationToken } from '../src/services/registration-tokens.js';
import { buildTestApp, lastCodeTo, mailsTo, type TestApp } from './helpers/app.js';
import { onboardToVerify, post } from './helpers/onboarding.js';

// The verify screen's "Change it": an owner who mistyped the address at registration moves the
// account to the right one, proven by the registration token, and gets the code there.
describe('changing the address before it is verified', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  let addresses = 0;
  const freshAddress = () => `moved-${process.pid}-${++addresses}@example.com`;
  const change = (body: unknown) => post(t, '/api/changeRegistrationEmail', body);
  const userRow = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!;

  it('moves the account and its business to the new address, mails the code there, and the old code verifies nothing', async () => {
    const owner = await onboardToVerify(t);
    const oldCode = await lastCodeTo(t, owner.email);
    const address = freshAddress();
    const response = await change({
      user_id: owner.user_id,
      registration_token: owner.registration_token,
      email: ` ${address.toUpperCase()} `,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, CODE_SENT_TO_NEW_EMAIL);
    assert.equal(response.json().data.email, address);

    const user = await userRow(owner.user_id);
    assert.equal(user.email, address);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, owner.business_id));
    assert.equal(business!.email, address);

    const stale = await post(t, '/api/emailVerification', { email: address, token: oldCode });
    assert.equal(stale.statusCode, 400, 'the code mailed to the mistyped address must not verify the new one');
    const newCode = await lastCodeTo(t, address);
    assert.equal((await post(t, '/api/emailVerification', { email: address, token: newCode })).statusCode, 200);
    const login = await post(t, '/api/login', { email: address, password: owner.password });
    assert.equal(login.statusCode, 200);
    assert.equal((await post(t, '/api/login', { email: owner.email, password: owner.password })).statusCode, 401);
  });

  it("refuses another account's address with the registration message, and changes nothing", async () => {
    const owner = await onboardToVerify(t);
    const other = await onboardToVerify(t);
    const response = await change({ user_id: owner.user_id, registration_token: owner.registration_token, email: other.email });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, EMAIL_TAKEN);
    assert.equal((await userRow(owner.user_id)).email, owner.email);
  });

  it("refuses a token that is not this account's, or has expired, and an account already verified", async () => {
    const owner = await onboardToVerify(t);
    const other = await onboardToVerify(t);
    const address = freshAddress();
    const foreign = await change({ user_id: owner.user_id, registration_token: other.registration_token, email: address });
    assert.equal(foreign.statusCode, 401);
    assert.equal(foreign.json().message, REGISTRATION_EXPIRED);
    const expiredToken = issueRegistrationToken(owner.user_id, t.app.config.tokenSecret, Date.now() - 2 * 3600_000);
    assert.equal((await change({ user_id: owner.user_id, registration_token: expiredToken, email: address })).statusCode, 401);
    assert.equal((await userRow(owner.user_id)).email, owner.email);
    assert.equal(await mailsTo(t, address), 0);

    await post(t, '/api/emailVerification', { email: owner.email, token: await lastCodeTo(t, owner.email) });
    const verified = await change({ user_id: owner.user_id, registration_token: owner.registration_token, email: address });
    assert.equal(verified.statusCode, 409);
    assert.equal(verified.json().message, EMAIL_ALREADY_VERIFIED);
    assert.equal((await userRow(owner.user_id)).email, owner.email);
  });

  it('answers a missing field, a wrong type or a malformed address clearly', async () => {
    const owner = await onboardToVerify(t);
    const missing = await change({ user_id: owner.user_id, registration_token: owner.registration_token });
    assert.equal(missing.statusCode, 400);
    const wrongType = await change({ user_id: owner.user_id, registration_token: owner.registration_token, email: 42 });
    assert.equal(wrongType.statusCode, 400);
    const malformed = await change({ user_id: owner.user_id, registration_token: owner.registration_token, email: 'chioma@' });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().message, INVALID_EMAIL);
    assert.equal((await userRow(owner.user_id)).email, owner.email);
  });

  it('moves the account once when the same change is fired ten times at once, with one code mailed', async () => {
    const owner = await onboardToVerify(t);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => change({ user_id: owner.user_id, registration_token: owner.registration_token, email: address })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.equal(statuses.filter((status) => status === 200).length, 1, `one move, got ${statuses.join(', ')}`);
    assert.ok(statuses.every((status) => status === 200 || status === 429));
    assert.equal((await userRow(owner.user_id)).email, address);
    assert.equal(await mailsTo(t, address), 1);
  });
});
