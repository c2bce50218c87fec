import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { OUTLET_BUSY } from '../src/domain/limits.js';
import { buildTestApp, freshDatabase, openedElsewhere, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { startCheckout } from './helpers/paid-order.js';
import { redisUnavailable, TEST_REDIS_URL } from './helpers/redis.js';

// The attack: several API processes serve one address behind a proxy, and a client spreads its
// requests over them. Each process counting for itself would give it the allowance once per process.

const PER_ADDRESS = 3;
const PER_OUTLET = 4;
/** An address of this run only: Redis keeps its counts between test runs. */
const anAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const redisMissing = await redisUnavailable();

for (const variant of [
  { name: 'counted in the database (PostgreSQL, or memory on the embedded one)', env: {} as Record<string, string> },
  { name: 'counted in Redis (REDIS_URL)', env: { REDIS_URL: TEST_REDIS_URL }, skip: redisMissing ?? false },
]) {
  describe(`request limits across two API processes on one database, ${variant.name}`, { skip: variant.skip }, () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let elsewhere: Awaited<ReturnType<typeof openedElsewhere>>;
    let one: TestApp;
    let other: TestApp;
    let shop: TestBusiness;
    let jollof: string;

    before(async () => {
      database = await freshDatabase();
      elsewhere = await openedElsewhere(database);
      const env = {
        ...variant.env,
        CHECKOUTS_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
        CHECKOUTS_PER_OUTLET_PER_MINUTE: String(PER_OUTLET),
      };
      one = await buildTestApp(env, { database });
      other = await buildTestApp(env, { database: elsewhere });
      shop = await createTestBusiness(database.db, 'Mama Put');
      jollof = (await createTestMenu(database.db, shop)).jollof.id;
      await addBankAccount(database.db, shop);
    });
    after(async () => {
      await other.close();
      await one.close();
      await elsewhere.close();
      await database.close();
    });

    it(`an address that spent its ${PER_ADDRESS} checkouts a minute on one process is refused by the other (429, Retry-After); another address is served`, async () => {
      const address = anAddress();
      for (let i = 0; i < PER_ADDRESS; i++) {
        const started = await startCheckout(one.app, shop, jollof, { remoteAddress: address });
        assert.equal(started.statusCode, 200, started.body);
      }
      const refused = await startCheckout(other.app, shop, jollof, { remoteAddress: address });
      assert.equal(refused.statusCode, 429, refused.body);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After: ${refused.headers['retry-after']}`);
      assert.equal(refused.json().message, 'Too many attempts. Please wait a few minutes and try again.');
      const someoneElse = await startCheckout(other.app, shop, jollof, { remoteAddress: anAddress() });
      assert.equal(someoneElse.statusCode, 200, someoneElse.body);
    });

    it(`an outlet that started ${PER_OUTLET} checkouts a minute, on either process, is busy on both; another outlet is served`, async () => {
      const [busy, calm] = [await createTestBusiness(database.db, 'Busy Kitchen'), await createTestBusiness(database.db, 'Calm Kitchen')];
      const [busyJollof, calmJollof] = [
        (await createTestMenu(database.db, busy)).jollof.id,
        (await createTestMenu(database.db, calm)).jollof.id,
      ];
      await addBankAccount(database.db, busy);
      await addBankAccount(database.db, calm);
      for (let i = 0; i < PER_OUTLET; i++) {
        const started = await startCheckout(i % 2 ? other.app : one.app, busy, busyJollof, { remoteAddress: anAddress() });
        assert.equal(started.statusCode, 200, started.body);
      }
      for (const app of [one.app, other.app]) {
        const refused = await startCheckout(app, busy, busyJollof, { remoteAddress: anAddress() });
        assert.equal(refused.statusCode, 429, refused.body);
        assert.equal(refused.json().message, OUTLET_BUSY);
        assert.ok(Number(refused.headers['retry-after']) >= 1);
      }
      const elsewhereServed = await startCheckout(other.app, calm, calmJollof, { remoteAddress: anAddress() });
      assert.equal(elsewhereServed.statusCode, 200, elsewhereServed.body);
    });
  });
}
