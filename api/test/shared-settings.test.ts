import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, DEFAULT_DRAIN_SECONDS, loadConfig } from '../src/config.js';
import { bearer, buildTestApp, freshDatabase, openedElsewhere } from './helpers/app.js';
import { startApiProcess } from './helpers/api-process.js';
import { createTestBusiness } from './helpers/businesses.js';

// With DATABASE_URL, several API processes may serve one restaurant chain behind a proxy: what they
// must agree on (the token secret, the address phones reach them at) cannot be each one's own default.

const SECRET = 'test-secret-that-is-long-enough-for-hmac-signing';
const DATABASE_URL = 'postgres://troo@db.internal:5432/troo';
const PUBLIC_URL = 'https://order.example.com';

const folders: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'troo-shared-settings-'));
  folders.push(dir);
  return dir;
};
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return error.message;
  }
  assert.fail('the settings were accepted');
};

describe('settings the processes on one database share', () => {
  it('without TOKEN_SECRET: refused, saying why and how to make one, and no secret of its own is written', () => {
    const dir = dataDir();
    const message = refusal({ DATA_DIR: dir, DATABASE_URL, PUBLIC_URL });
    assert.match(message, /^TOKEN_SECRET is required with DATABASE_URL: every API process on the database must sign and check sign-ins/);
    assert.match(message, /Make one with: openssl rand -base64 48, and give every process the same\.$/);
    assert.equal(existsSync(path.join(dir, 'token-secret')), false);
  });

  it('without TOKEN_SECRET but with a secret made before: refused, naming the file that keeps the sign-ins of today', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'token-secret'), 'x'.repeat(64));
    const message = refusal({ DATA_DIR: dir, DATABASE_URL, PUBLIC_URL });
    assert.ok(message.endsWith(`(or, to keep today's sign-ins, the one this process made in ${path.join(dir, 'token-secret')}).`), message);
  });

  it('without PUBLIC_URL: refused, saying what the address is for and that payments through the proxy would fail', () => {
    const message = refusal({ DATA_DIR: dataDir(), DATABASE_URL, TOKEN_SECRET: SECRET, PORT: '8080' });
    assert.match(message, /^PUBLIC_URL is required with DATABASE_URL: it is the one address phones reach Troo at/);
    assert.match(message, /\(http:\/\/localhost:8080\), and payments through the proxy would be refused/);
  });

  it(`with both: accepted; a stopping process drains for ${DEFAULT_DRAIN_SECONDS} s unless DRAIN_SECONDS says otherwise`, () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL, TOKEN_SECRET: SECRET, PUBLIC_URL: `${PUBLIC_URL}/` });
    assert.equal(config.tokenSecret, SECRET);
    assert.equal(config.publicUrl, PUBLIC_URL);
    assert.equal(config.drainSeconds, DEFAULT_DRAIN_SECONDS);
    assert.equal(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL, TOKEN_SECRET: SECRET, PUBLIC_URL, DRAIN_SECONDS: '0' }).drainSeconds, 0);
    for (const raw of ['-1', '1.5', '301', 'soon']) {
      assert.match(
        refusal({ DATA_DIR: dataDir(), DATABASE_URL, TOKEN_SECRET: SECRET, PUBLIC_URL, DRAIN_SECONDS: raw }),
        /^DRAIN_SECONDS must be a whole number from 0 to 300/,
      );
    }
  });

  it('REDIS_URL, where the processes count their limits together, is a redis: or rediss: address; anything else is refused', () => {
    const base = { DATA_DIR: dataDir(), DATABASE_URL, TOKEN_SECRET: SECRET, PUBLIC_URL };
    assert.equal(loadConfig({ ...base, REDIS_URL: 'rediss://limits.internal:6380/0' }).redisUrl, 'rediss://limits.internal:6380/0');
    assert.equal(loadConfig(base).redisUrl, null);
    assert.equal(
      refusal({ ...base, REDIS_URL: 'http://limits.internal:6379' }),
      'REDIS_URL must start with redis: or rediss:, not "http:"',
    );
    assert.match(refusal({ ...base, REDIS_URL: 'limits.internal:6379' }), /^REDIS_URL must (be a URL|start with redis: or rediss:)/);
  });

  it('on the embedded default nothing is asked for: a secret is made and kept, the address is this port, no drain', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, PORT: '3100' });
    assert.equal(config.publicUrl, 'http://localhost:3100');
    assert.equal(config.drainSeconds, 0);
    assert.equal(loadConfig({ DATA_DIR: dir }).tokenSecret, config.tokenSecret);
  });

  it('the server refuses to start, saying why, before it touches the database', async () => {
    const server = startApiProcess('src/server', {
      // Nothing listens at this address: a refusal about the database would be another message.
      env: { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://troo@127.0.0.1:1/troo', PUBLIC_URL, TOKEN_SECRET: '' },
    });
    const { code } = await server.exited;
    assert.equal(code, 1);
    assert.match(server.output(), /^Troo cannot start: TOKEN_SECRET is required with DATABASE_URL/m);
  });

  it('given the same secret, a sign-in on one process is honoured by another on the same database', async () => {
    const database = await freshDatabase();
    const elsewhere = await openedElsewhere(database);
    const one = await buildTestApp({}, { database });
    const other = await buildTestApp({}, { database: elsewhere });
    try {
      const shop = await createTestBusiness(database.db, 'Mama Put');
      const signIn = await one.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: shop.admin.email, password: shop.admin.password },
      });
      assert.equal(signIn.statusCode, 200, signIn.body);
      const details = await other.app.inject({ url: '/api/userDetails', headers: bearer(signIn.json().data.token) });
      assert.equal(details.statusCode, 200, details.body);
    } finally {
      await other.close();
      await one.close();
      await elsewhere.close();
      await database.close();
    }
  });
});
