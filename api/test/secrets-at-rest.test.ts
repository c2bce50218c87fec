import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.js';
import { mailOutbox, oneTimeCodes, sandboxTransactions } from '../src/db/schema.js';
import { keyedHash } from '../src/services/keyed-hash.js';
import { buildTestApp, lastCodeTo, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { createTestMenu } from './helpers/menu.js';
import { openMigratedFolder } from './helpers/migrated-folder.js';
import { onboard, onboardingPayload, post } from './helpers/onboarding.js';
import { payForOrder } from './helpers/paid-order.js';
import { sameOnEveryDatabase } from './helpers/same-on-every-database.js';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('failed queries in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({}, { logger: { level: 'info', stream } });
  });
  after(() => t.close());

  // A database that refuses the write, as a full disk or a broken constraint would.
  const failInsertsInto = async (table: string) => {
    await t.db.execute(
      sql.raw(
        `create or replace function troo_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
      ),
    );
    await t.db.execute(
      sql.raw(`create trigger troo_test_refuse_${table} before insert on ${table} for each row execute function troo_test_refuse()`),
    );
  };

  it('carry the SQL and the error code, never the values: account number, BVN hash, argon2 hashes, e-mail', async () => {
    const owner = await onboard(t);
    await failInsertsInto('account_details');
    const bvn = '22334455667';
    const details = await post(t, '/api/createAccountDetails', {
      business_id: owner.business_id,
      user_id: owner.user_id,
      registration_token: owner.registration_token,
      account_name: 'Ada Ltd',
      account_number: '0123456789',
      bank_name: 'Guaranty Trust Bank',
      bank_verification_number: bvn,
      country: 'Nigeria',
    });
    assert.equal(details.statusCode, 500);
    assert.deepEqual(details.json(), { message: 'An unexpected error occurred.' });

    await failInsertsInto('users');
    const payload = onboardingPayload();
    const registration = await post(t, '/api/onboardBusiness', payload);
    assert.equal(registration.statusCode, 500);

    const errors = lines.filter((line) => JSON.parse(line).level >= 50);
    assert.ok(
      errors.some((line) => line.includes('insert into \\"account_details\\"')),
      'the failed SQL is logged',
    );
    assert.ok(errors.some((line) => line.includes('insert into \\"users\\"')));
    assert.ok(errors.every((line) => !line.includes('P0001') || JSON.parse(line).err.code === 'P0001'));
    const everything = lines.join('\n');
    for (const secret of ['0123456789', bvn, keyedHash(t.config.tokenSecret, 'bvn', bvn), '$argon2', payload.business_email, 'params:']) {
      assert.equal(everything.includes(secret), false, `the logs hold ${secret}`);
    }
  });
});

describe('payment references in the access logs', () => {
  it('a paid order leaves no reference or pay-page code in the request lines, from the pay page to the receipt', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp({}, { logger: { level: 'info', stream } });
    try {
      const shop = await createTestBusiness(t.db, 'Mama Put');
      const { jollof } = await createTestMenu(t.db, shop);
      const order = await payForOrder(t.app, shop, jollof.id);
      const receipt = await t.app.inject({ url: `/api/order/getOrderByReference/?reference=${order.reference}` });
      assert.equal(receipt.statusCode, 200);
      const [checkout] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, order.reference));
      const requestLines = lines.filter((line) => 'req' in JSON.parse(line));
      assert.ok(requestLines.some((line) => line.includes('/getOrderByReference/?reference=[redacted]')));
      assert.ok(requestLines.some((line) => line.includes('/sandbox/pay/[redacted]')));
      for (const secret of [order.reference, checkout!.accessCode]) {
        assert.equal(requestLines.join('\n').includes(secret), false, `the access log holds ${secret}`);
      }
    } finally {
      await t.close();
    }
  });
});

describe('codes and temporary passwords at rest', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('are in no table after a reset code is mailed', async () => {
    const shop = await createTestBusiness(t.db, 'Rest Kitchen');
    await post(t, '/api/requestForgotPassword', { email: shop.admin.email });
    const code = await lastCodeTo(t, shop.admin.email);
    const stored = JSON.stringify([await t.db.select().from(mailOutbox), await t.db.select().from(oneTimeCodes)]);
    assert.equal(stored.includes(code), false);
  });
});

describe('the embedded database folder', sameOnEveryDatabase, () => {
  it('is 0700 with 0600 files while open and after closing', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'troo-pglite-perms-'));
    const dir = path.join(parent, 'pglite');
    const database = await openMigratedFolder(dir);
    const check = () => {
      assert.equal(modeOf(dir), 0o700);
      const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
      const files = entries.filter((entry) => entry.isFile());
      assert.ok(files.length > 100, `${files.length} files`);
      for (const entry of entries) {
        const file = path.join(entry.parentPath, entry.name);
        if (entry.isDirectory()) assert.equal(modeOf(file), 0o700, file);
        else if (entry.isFile()) assert.equal(modeOf(file), 0o600, file);
      }
    };
    try {
      check();
      await createTestBusiness(database.db, 'Private Kitchen');
    } finally {
      await database.close();
    }
    check();
    rmSync(parent, { recursive: true, force: true });
  });
});

describe('the token secret', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'troo-secret-'));

  it('refuses a TOKEN_SECRET under 32 bytes, counting bytes', () => {
    assert.throws(
      () => loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: 'x'.repeat(31) }),
      (error: unknown) => error instanceof ConfigError && /at least 32 bytes/.test(error.message),
    );
    assert.equal(loadConfig({ DATA_DIR: dataDir(), TOKEN_SECRET: 'é'.repeat(16) }).tokenSecret, 'é'.repeat(16));
  });

  it('refuses an empty or short token-secret file', () => {
    for (const content of ['', '\n', 'short-secret']) {
      const dir = dataDir();
      writeFileSync(path.join(dir, 'token-secret'), content);
      assert.throws(
        () => loadConfig({ DATA_DIR: dir }),
        (error: unknown) => error instanceof ConfigError && /fewer than 32 bytes/.test(error.message),
      );
    }
  });

  it('generates a long secret into a private file in a private folder', () => {
    const dir = path.join(dataDir(), 'data');
    const config = loadConfig({ DATA_DIR: dir });
    assert.ok(Buffer.byteLength(config.tokenSecret) >= 32);
    assert.equal(modeOf(dir), 0o700);
    assert.equal(modeOf(path.join(dir, 'token-secret')), 0o600);
    assert.equal(loadConfig({ DATA_DIR: dir }).tokenSecret, config.tokenSecret, 'the same secret after a restart');
  });
});
