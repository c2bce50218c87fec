import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import {
  accountDetails,
  branches,
  businesses,
  images,
  menuCategories,
  menuGroups,
  menuItems,
  menuModifierGroups,
  menuModifiers,
  oneTimeCodes,
  users,
} from '../src/db/schema.js';
import { HOUSEKEEPING_EVERY_MS } from '../src/plugins/housekeeping.js';
import { buildTestApp, freshDatabase, lastCodeTo, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { onboard, onboardingPayload, onboardToVerify, post } from './helpers/onboarding.js';

const DAY = 24 * 3600_000;
const age = (db: Database, businessId: string, days: number) =>
  db
    .update(businesses)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(businesses.id, businessId));
const exists = async (db: Database, businessId: string) =>
  (await db.select({ n: count() }).from(businesses).where(eq(businesses.id, businessId)))[0]!.n === 1;

describe('unverified registrations', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('go after 7 days with their logo, owner, codes and bank details; everything else stays', async () => {
    const stale = await onboard(t);
    await post(t, '/api/createAccountDetails', {
      business_id: stale.business_id,
      user_id: stale.user_id,
      registration_token: stale.registration_token,
      account_number: '0123456789',
      bank_name: 'Guaranty Trust Bank',
      bank_verification_number: '22334455667',
      country: 'Nigeria',
    });
    const recent = await onboard(t);
    const verifiedLate = await onboardToVerify(t);
    await post(t, '/api/emailVerification', { email: verifiedLate.email, token: await lastCodeTo(t, verifiedLate.email) });
    const established = await createTestBusiness(t.db, 'Old Kitchen');
    await age(t.db, stale.business_id, 8);
    await age(t.db, recent.business_id, 6);
    await age(t.db, verifiedLate.business_id, 30);
    await age(t.db, established.businessId, 400);
    const [logo] = await t.db.select({ id: businesses.logoImageId }).from(businesses).where(eq(businesses.id, stale.business_id));
    assert.ok(logo!.id);

    await t.app.housekeeping.run();

    assert.equal(await exists(t.db, stale.business_id), false);
    assert.equal(
      (await t.db.select({ n: count() }).from(images).where(eq(images.businessId, stale.business_id)))[0]!.n,
      0,
      'the logo went',
    );
    assert.equal((await t.db.select({ n: count() }).from(images).where(eq(images.id, logo!.id)))[0]!.n, 0);
    assert.equal((await t.db.select({ n: count() }).from(users).where(eq(users.id, stale.user_id)))[0]!.n, 0);
    assert.equal((await t.db.select({ n: count() }).from(oneTimeCodes).where(eq(oneTimeCodes.userId, stale.user_id)))[0]!.n, 0);
    assert.equal((await t.db.select({ n: count() }).from(accountDetails).where(eq(accountDetails.businessId, stale.business_id)))[0]!.n, 0);
    for (const kept of [recent.business_id, verifiedLate.business_id, established.businessId]) assert.equal(await exists(t.db, kept), true);
    assert.equal((await post(t, '/api/login', { email: stale.email, password: stale.password })).statusCode, 401);
    // The address is free again.
    assert.equal((await post(t, '/api/onboardBusiness', onboardingPayload({ business_email: stale.email }))).statusCode, 201);
  });

  it('go with a menu of all five levels and its pictures', async () => {
    const stale = await onboard(t);
    const [branch] = await t.db.select({ id: branches.id }).from(branches).where(eq(branches.businessId, stale.business_id));
    const owner = { businessId: stale.business_id, branchId: branch!.id };
    const [picture] = await t.db
      .insert(images)
      .values({ businessId: stale.business_id, contentType: 'image/webp', bytes: Buffer.from('RIFF'), byteSize: 4 })
      .returning();
    const [category] = await t.db
      .insert(menuCategories)
      .values({ ...owner, name: 'Soup', imageId: picture!.id })
      .returning();
    const [group] = await t.db
      .insert(menuGroups)
      .values({ ...owner, categoryId: category!.id, name: 'Bowls' })
      .returning();
    const [item] = await t.db
      .insert(menuItems)
      .values({ ...owner, categoryId: category!.id, groupId: group!.id, name: 'Egusi', priceKobo: 100, imageId: picture!.id })
      .returning();
    const [modifierGroup] = await t.db
      .insert(menuModifierGroups)
      .values({ ...owner, itemId: item!.id, name: 'Sides' })
      .returning();
    await t.db
      .insert(menuModifiers)
      .values({ ...owner, modifierGroupId: modifierGroup!.id, name: 'Yam', priceKobo: 50, imageId: picture!.id });
    await age(t.db, stale.business_id, 8);

    await t.app.housekeeping.run();

    assert.equal(await exists(t.db, stale.business_id), false);
    assert.equal((await t.db.select({ n: count() }).from(menuModifiers).where(eq(menuModifiers.businessId, stale.business_id)))[0]!.n, 0);
    assert.equal((await t.db.select({ n: count() }).from(images).where(eq(images.id, picture!.id)))[0]!.n, 0);
  });

  it('are cleaned up when the server starts', async () => {
    const database = await freshDatabase();
    try {
      const first = await buildTestApp({}, { database });
      const stale = await onboard(first);
      await age(first.db, stale.business_id, 8);
      await first.close();

      const second = await buildTestApp({}, { database });
      assert.equal(await exists(second.db, stale.business_id), false);
      await second.close();
    } finally {
      await database.close();
    }
  });

  it('are cleaned up every hour while it runs', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    const running = await buildTestApp();
    try {
      const stale = await onboard(running);
      await age(running.db, stale.business_id, 8);
      assert.equal(await exists(running.db, stale.business_id), true);
      mock.timers.tick(HOUSEKEEPING_EVERY_MS);
      await running.app.housekeeping.idle();
      assert.equal(await exists(running.db, stale.business_id), false);
    } finally {
      mock.timers.reset();
      await running.close();
    }
  });
});
