import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { accountDetails, branches, businesses, images, oneTimeCodes, users } from '../src/db/schema.js';
import type { CallData } from '@troo/shared/contract';
import { issueRegistrationToken } from '../src/services/registration-tokens.js';
import { verifySecret } from '../src/services/passwords.js';
import { bearer, buildTestApp, lastCodeTo, mailsTo, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { onboard, onboardingPayload, post } from './helpers/onboarding.js';

const ALL_FIELDS = 'All fields are required.';

describe('registration stages 1–2: POST /onboardBusiness', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const register = (payload: unknown) => post(t, '/api/onboardBusiness', payload);
  const rowCounts = async () => {
    const tally = async (table: typeof businesses | typeof branches | typeof users | typeof images | typeof oneTimeCodes) =>
      (await t.db.select({ n: count() }).from(table))[0]!.n;
    return {
      businesses: await tally(businesses),
      branches: await tally(branches),
      users: await tally(users),
      images: await tally(images),
      codes: await tally(oneTimeCodes),
    };
  };

  it('creates the business, its first outlet, an unverified owner and the logo, and mails no code yet', async () => {
    const payload = onboardingPayload({ business_email: '  New.Owner@Example.com ' });
    const response = await register(payload);
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(body.message, 'User created successfully');
    assert.equal(body.data.user_role, 'admin');
    assert.equal(body.data.email_verified, false);
    assert.equal(body.data.email, 'new.owner@example.com');
    assert.equal(body.data.id, body.data.user_id);
    assert.match(body.data.registration_token, /^reg1\./);

    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, body.data.business_id));
    assert.equal(business!.name, "Mama's Kitchen & Bar");
    assert.match(business!.uniqueIdentifier, /^mamas-kitchen-bar-[a-z0-9]{6}$/);
    assert.ok(business!.logoImageId);
    assert.ok(await verifySecret(business!.pinHash, '1234'));
    const outlets = await t.db.select().from(branches).where(eq(branches.businessId, business!.id));
    assert.deepEqual(
      outlets.map((b) => b.name),
      ["Mama's Kitchen & Bar"],
    );
    const [owner] = await t.db.select().from(users).where(eq(users.id, body.data.user_id));
    assert.equal(owner!.emailVerified, false);
    assert.match(owner!.passwordHash, /^\$argon2id\$/);
    assert.equal(owner!.city, 'Lagos');
    // Stored re-encoded, as every picture is: never served as it was uploaded.
    const logo = await t.app.inject({ url: `/api/images/${business!.logoImageId}` });
    assert.equal(logo.headers['content-type'], 'image/webp');
    assert.equal(logo.rawPayload.subarray(8, 12).toString('ascii'), 'WEBP');

    // The code's ten minutes start on the verify screen, after stage 3: nothing is mailed or issued now.
    assert.equal(await mailsTo(t, 'new.owner@example.com'), 0);
    assert.equal((await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, owner!.id))).length, 0);

    // Reaching the verify screen asks for it (POST /resendOTP): one code, stored only as a hash.
    await post(t, '/api/resendOTP', { email: 'new.owner@example.com' });
    const code = await lastCodeTo(t, 'new.owner@example.com');
    assert.match(code, /^\d{6}$/);
    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, owner!.id));
    assert.notEqual(stored!.codeHash, code, 'only a hash of the code is stored');
    assert.equal(stored!.purpose, 'email_verification');
    assert.ok(stored!.expiresAt.getTime() - Date.now() > 9 * 60_000, 'its ten minutes started when it was asked for');
  });

  it('answers with the registration token uncached (Cache-Control: no-store)', async () => {
    const response = await register(onboardingPayload());
    assert.equal(response.statusCode, 201);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('lets one address register (and so learn whether an e-mail is taken) only ten times an hour', async () => {
    const shop = await createTestBusiness(t.db, 'Taken Kitchen');
    const prober = '198.51.100.90';
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/onboardBusiness',
        payload: onboardingPayload({ business_email: i % 2 ? shop.admin.email : `probe-${process.pid}-${i}@example.com` }),
        remoteAddress: prober,
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [201, 409, 201, 409, 201, 409, 201, 409, 201, 409, 429]);
    const taken = await register(onboardingPayload({ business_email: shop.admin.email }));
    assert.equal(taken.statusCode, 409, "another address still gets the spec's answer");
    assert.equal(taken.json().message, 'An account with this email already exists.');
  });

  it('gives two businesses with the same name different identifiers', async () => {
    const first = await onboard(t, { business_name: 'Buka Express' });
    const second = await onboard(t, { business_name: 'Buka Express' });
    const ids = await Promise.all(
      [first, second].map(async (o) => (await t.db.select().from(businesses).where(eq(businesses.id, o.business_id)))[0]!.uniqueIdentifier),
    );
    assert.notEqual(ids[0], ids[1]);
  });

  it('answers "All fields are required." for any missing, empty or wrongly typed field', async () => {
    const required = Object.keys(onboardingPayload()).filter((field) => field !== 'business_document');
    for (const field of required) {
      for (const bad of [undefined, '', '   ', 42, null, ['x']]) {
        const response = await register(onboardingPayload({ [field]: bad }));
        assert.equal(response.statusCode, 400, `${field} = ${JSON.stringify(bad)}`);
        assert.equal(response.json().message, ALL_FIELDS, `${field} = ${JSON.stringify(bad)}`);
      }
    }
    assert.equal((await register('not an object')).statusCode, 400);
  });

  it('checks the e-mail, password, confirmation, PIN and business type with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ business_email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ business_email: 'a@b' }, 'Please enter a valid email address'],
      [{ password: 'short1', confirm_password: 'short1' }, 'Password must be alphanumeric and have a minimum length of 8 characters'],
      [
        { password: 'lettersonly', confirm_password: 'lettersonly' },
        'Password must be alphanumeric and have a minimum length of 8 characters',
      ],
      [{ password: '123456789', confirm_password: '123456789' }, 'Password must be alphanumeric and have a minimum length of 8 characters'],
      [{ confirm_password: 'Secret124' }, 'Passwords do not match'],
      [{ pin: '123' }, 'PIN must be 4 numbers long.'],
      [{ pin: '12345' }, 'PIN must be 4 numbers long.'],
      [{ pin: '12a4' }, 'PIN must be 4 numbers long.'],
      [{ business_type: 'Casino' }, 'Business type must be one of: Restaurant, Hotel & Lodgings, Bar & Lounge.'],
      [{ business_phone_number: 'call me' }, 'Please enter a valid phone number'],
      [{ business_name: 'x'.repeat(121) }, 'Business name must be at most 120 characters.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await register(onboardingPayload(overrides));
      assert.equal(response.statusCode, 400, JSON.stringify(overrides));
      assert.equal(response.json().message, message);
    }
    for (const type of ['Hotel & Lodgings', 'Bar & Lounge']) {
      assert.equal((await register(onboardingPayload({ business_type: type }))).statusCode, 201);
    }
  });

  it('refuses a logo over 2 MB, a body far over the limit, and bytes that are not an image', async () => {
    const before = await rowCounts();
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const oversize = await register(
      onboardingPayload({ business_logo: `data:image/png;base64,${big.toString('base64')}`, business_document: undefined }),
    );
    assert.equal(oversize.statusCode, 400);
    assert.equal(oversize.json().message, 'File size exceeds 2MB. Please upload a smaller file.');

    const huge = `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024).toString('base64')}`;
    const tooLarge = await register(onboardingPayload({ business_logo: huge }));
    assert.equal(tooLarge.statusCode, 413);
    assert.equal(tooLarge.json().message, 'File size exceeds 2MB. Please upload a smaller file.');

    for (const fake of [
      Buffer.from('this is a text file, not a picture').toString('base64'),
      'data:image/png;base64,PHN2ZyB4bWxucz0i',
      '%%%not base64%%%',
    ]) {
      const response = await register(onboardingPayload({ business_logo: fake }));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'The file must be a PNG, JPEG or WebP image.');
    }
    assert.deepEqual(await rowCounts(), before);
  });

  it('takes a 2 MB logo sent twice, as the contract sends it, and keeps only the picture (not the bytes smuggled after it)', async () => {
    // A real JPEG followed by bytes a decoder ignores: 2 MB in all.
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const logo = Buffer.alloc(2 * 1024 * 1024 - 100, 7);
    picture.copy(logo);
    const dataUrl = `data:image/jpeg;base64,${logo.toString('base64')}`;
    const response = await register(onboardingPayload({ business_logo: dataUrl, business_document: dataUrl }));
    assert.equal(response.statusCode, 201, response.body);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, response.json().data.business_id));
    const stored = await t.app.inject({ url: `/api/images/${business!.logoImageId}` });
    assert.equal(stored.headers['content-type'], 'image/webp');
    assert.ok(stored.rawPayload.length < 10_000, `stored ${stored.rawPayload.length} bytes`);
  });

  it('refuses a logo that starts like a PNG but does not decode, storing nothing', async () => {
    const before = await rowCounts();
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 1)]);
    const response = await register(onboardingPayload({ business_logo: `data:image/png;base64,${broken.toString('base64')}` }));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'The file must be a PNG, JPEG or WebP image.');
    assert.deepEqual(await rowCounts(), before);
  });

  it('answers 409 for an e-mail that already has an account, in any letter case', async () => {
    const existing = await createTestBusiness(t.db, 'Existing Kitchen');
    const before = await rowCounts();
    const response = await register(onboardingPayload({ business_email: existing.admin.email.toUpperCase() }));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, 'An account with this email already exists.');
    assert.deepEqual(await rowCounts(), before);
  });

  it('writes nothing when the transaction fails half-way (an address a removed account still holds)', async () => {
    const old = await createTestBusiness(t.db, 'Old Kitchen');
    await t.db.update(users).set({ removedAt: new Date() }).where(eq(users.id, old.employee.id));
    const before = await rowCounts();
    const response = await register(onboardingPayload({ business_email: old.employee.email }));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, 'An account with this email already exists.');
    assert.deepEqual(await rowCounts(), before, 'image, business, branch and code were rolled back');
  });

  it('lets only one of two simultaneous registrations with one address through', async () => {
    const payload = onboardingPayload();
    const before = await rowCounts();
    const answers = await Promise.all([register(payload), register(payload)]);
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409]);
    const afterCounts = await rowCounts();
    assert.equal(afterCounts.businesses, before.businesses + 1);
    assert.equal(afterCounts.branches, before.branches + 1);
    assert.equal(afterCounts.images, before.images + 1);
    assert.equal(afterCounts.users, before.users + 1);
  });
});

describe('registration stage 3: POST /createAccountDetails', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const save = (payload: unknown) => post(t, '/api/createAccountDetails', payload);
  const details = (o: { business_id: string; user_id: string; registration_token: string }, overrides: Record<string, unknown> = {}) => ({
    business_id: o.business_id,
    user_id: o.user_id,
    registration_token: o.registration_token,
    account_name: 'Mama Kitchen Ltd',
    account_number: '0123456789',
    bank_name: 'Guaranty Trust Bank',
    bank_verification_number: '22212345678',
    country: 'Nigeria',
    ...overrides,
  });

  it('saves the payout account with only the last four BVN digits and a keyed hash', async () => {
    const owner = await onboard(t);
    const response = await save(details(owner));
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().data.bvn_last4, '5678');
    assert.equal(JSON.stringify(response.json()).includes('22212345678'), false);
    const [row] = await t.db.select().from(accountDetails).where(eq(accountDetails.businessId, owner.business_id));
    assert.equal(row!.bvnLast4, '5678');
    assert.notEqual(row!.bvnHash, '22212345678');
    assert.equal(row!.bvnHash.includes('22212345678'), false);
    assert.equal(row!.accountNumber, '0123456789');
  });

  it('refuses a second set of details for the same business (409)', async () => {
    const owner = await onboard(t);
    assert.equal((await save(details(owner))).statusCode, 201);
    const again = await save(details(owner, { account_number: '9876543210' }));
    assert.equal(again.statusCode, 409);
    const rows = await t.db.select().from(accountDetails).where(eq(accountDetails.businessId, owner.business_id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.accountNumber, '0123456789');
  });

  it('checks required fields, the account number and the BVN', async () => {
    const owner = await onboard(t);
    for (const field of [
      'bank_name',
      'account_number',
      'bank_verification_number',
      'country',
      'business_id',
      'user_id',
      'registration_token',
    ]) {
      for (const bad of [undefined, '', 12345678901]) {
        const response = await save(details(owner, { [field]: bad }));
        assert.equal(response.statusCode, 400, `${field} = ${bad}`);
        assert.equal(response.json().message, ALL_FIELDS);
      }
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ bank_verification_number: '1234567890' }, 'BVN must be at least 11 characters long'],
      [{ bank_verification_number: '1234567890a' }, 'BVN must contain digits only'],
      [{ bank_verification_number: '123456789012' }, 'BVN must be 11 digits long'],
      [{ account_number: '12345' }, 'Account number must be 10 digits'],
      [{ account_number: '01234567ab' }, 'Account number must be 10 digits'],
    ];
    for (const [overrides, message] of cases) {
      const response = await save(details(owner, overrides));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, message);
    }
    assert.equal((await t.db.select().from(accountDetails).where(eq(accountDetails.businessId, owner.business_id))).length, 0);
  });

  it('needs a valid, unexpired registration token for that very user', async () => {
    const owner = await onboard(t);
    const other = await onboard(t);
    const expired = issueRegistrationToken(owner.user_id, t.config.tokenSecret, Date.now() - 3601_000);
    const forged = issueRegistrationToken(owner.user_id, 'another-secret-that-is-long-enough-to-sign');
    // The expired token with its expiry pushed out, keeping the old signature.
    const [v, , signature] = expired.split('.');
    const tampered = `${v}.${Buffer.from(JSON.stringify({ sub: owner.user_id, exp: 9999999999 })).toString('base64url')}.${signature}`;
    for (const token of [other.registration_token, expired, forged, tampered, 'nonsense']) {
      const response = await save(details(owner, { registration_token: token }));
      assert.equal(response.statusCode, 401, token);
      assert.equal(response.json().message, 'Your registration session has expired. Log in to continue setting up your account.');
    }
    // A session token is not a registration token.
    const shop = await createTestBusiness(t.db, 'Token Kitchen');
    const session = (await post(t, '/api/login', { email: shop.admin.email, password: shop.admin.password })).json().data.token;
    assert.equal((await save(details(owner, { registration_token: session }))).statusCode, 401);
  });

  it("answers 404 for another business's id or a non-UUID, and 409 once the owner is verified", async () => {
    const owner = await onboard(t);
    const other = await onboard(t);
    assert.equal((await save(details(owner, { business_id: other.business_id }))).statusCode, 404);
    assert.equal((await save(details(owner, { business_id: 'not-a-uuid' }))).statusCode, 404);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.user_id));
    const verified = await save(details(owner));
    assert.equal(verified.statusCode, 409);
    assert.equal((await t.db.select().from(accountDetails).where(eq(accountDetails.businessId, owner.business_id))).length, 0);
  });

  it('gives an unverified owner who signs in a registration token that finishes stage 3', async () => {
    const owner = await onboard(t);
    const login = await post(t, '/api/login', { email: owner.email, password: owner.password });
    assert.equal(login.statusCode, 403);
    const data = login.json().data;
    assert.equal(data.has_account, false);
    assert.match(data.registration_token, /^reg1\./);
    const response = await save(
      details({ business_id: data.business, user_id: data.user_id, registration_token: data.registration_token }),
    );
    assert.equal(response.statusCode, 201);
    assert.equal((await post(t, '/api/login', { email: owner.email, password: owner.password })).json().data.has_account, true);
  });

  it('keeps registration tokens apart from bearer tokens', async () => {
    const owner = await onboard(t);
    assert.equal((await t.app.inject({ url: '/api/userDetails', headers: bearer(owner.registration_token) })).statusCode, 401);
  });
});

describe('registration after a reload: POST /registrationProgress', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const progress = (payload: unknown) => post(t, '/api/registrationProgress', payload);
  const stageOf = async (o: { user_id: string; registration_token: string }) =>
    (await progress({ user_id: o.user_id, registration_token: o.registration_token })).json<{
      data: CallData<'POST /registrationProgress'>;
    }>().data.stage;
  const saveDetails = (o: { business_id: string; user_id: string; registration_token: string }) =>
    post(t, '/api/createAccountDetails', {
      business_id: o.business_id,
      user_id: o.user_id,
      registration_token: o.registration_token,
      account_name: 'Mama Kitchen Ltd',
      account_number: '0123456789',
      bank_name: 'Guaranty Trust Bank',
      bank_verification_number: '22212345678',
      country: 'Nigeria',
    });

  it('reopens stage 3 with what the server may show, never a secret, uncached', async () => {
    const owner = await onboard(t);
    const response = await progress({ user_id: owner.user_id, registration_token: owner.registration_token });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.deepEqual(response.json().data, {
      stage: 'bank_account',
      business_id: owner.business_id,
      user_id: owner.user_id,
      business_name: "Mama's Kitchen & Bar",
      first_name: 'Chioma',
      email: owner.email,
      country: 'Nigeria',
    });
    assert.doesNotMatch(response.body, /argon2|Secret123|1234"/);
  });

  it('moves on to the code once the payout account is saved, and to done once verified', async () => {
    const owner = await onboard(t);
    assert.equal((await saveDetails(owner)).statusCode, 201);
    assert.equal(await stageOf(owner), 'verify_email');
    const after = await progress({ user_id: owner.user_id, registration_token: owner.registration_token });
    assert.equal(after.body.includes('0123456789') || after.body.includes('22212345678'), false, 'no account number or BVN');
    await post(t, '/api/resendOTP', { email: owner.email });
    await post(t, '/api/emailVerification', { email: owner.email, token: await lastCodeTo(t, owner.email) });
    assert.equal(await stageOf(owner), 'verified');
  });

  it("answers 401 for another owner's, an expired or a forged token, and changes nothing", async () => {
    const owner = await onboard(t);
    const other = await onboard(t);
    const expired = issueRegistrationToken(owner.user_id, t.config.tokenSecret, Date.now() - 3601_000);
    const forged = issueRegistrationToken(owner.user_id, 'another-secret-that-is-long-enough-to-sign');
    for (const token of [other.registration_token, expired, forged, 'nonsense']) {
      const response = await progress({ user_id: owner.user_id, registration_token: token });
      assert.equal(response.statusCode, 401, token);
      assert.equal(response.json().message, 'Your registration session has expired. Log in to continue setting up your account.');
    }
    assert.equal(await mailsTo(t, owner.email), 0, 'asking where a registration stands mails nothing');
  });

  it('answers 404 for a removed account and 400 for missing or wrongly typed fields', async () => {
    const owner = await onboard(t);
    await t.db.update(users).set({ removedAt: new Date() }).where(eq(users.id, owner.user_id));
    const removed = await progress({ user_id: owner.user_id, registration_token: owner.registration_token });
    assert.equal(removed.statusCode, 404);
    for (const payload of [
      {},
      { user_id: owner.user_id },
      { user_id: '', registration_token: 'x' },
      { user_id: 42, registration_token: 'x' },
    ]) {
      const response = await progress(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, ALL_FIELDS);
    }
  });
});
