import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.js';
import { listReleases } from '../../platform/releases/src/remotes/registry.js';
import { RELEASE_ARCHIVE_MAX_BYTES, RELEASE_UNPACKED_MAX_BYTES } from '../../platform/releases/src/remotes/release-archive.js';
import { RELEASES_OFF } from '../src/routes/call-route.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { remotesCliArgs } from './helpers/remotes-cli.js';
import {
  archiveOf,
  craftedArchive,
  NEWER_REMOTE_COMPAT,
  OLD_SHELL_COMPAT,
  remoteBuild,
  removeBuilds,
  shellBuild,
  type CraftedEntry,
} from './helpers/release-builds.js';

// Releases over HTTP: /api/releases…, access 'operator' (the server's RELEASE_TOKEN), and the CLI's
// --server mode that uses them.

const TOKEN = 'operator-release-token-0123456789-abcdefghij';
const operator = { authorization: `Bearer ${TOKEN}` };
const gzipType = { 'content-type': 'application/gzip' };

/** Every operator route, with a body where it takes one. */
const ROUTES = [
  { method: 'GET', url: '/api/releases' },
  { method: 'GET', url: '/api/releases/history' },
  { method: 'POST', url: '/api/releases/ordering/publish', headers: gzipType, payload: gzipSync('not a build') },
  { method: 'POST', url: '/api/releases/ordering/release', payload: {} },
  { method: 'POST', url: '/api/releases/ordering/rollback', payload: {} },
] as const;

/** The files of a whole remote build, as crafted archive entries (the start of a crafted archive). */
function remoteEntries(label: string): CraftedEntry[] {
  const dir = remoteBuild(label);
  return readdirSync(dir).map((name) => ({ path: `./${name}`, body: readFileSync(path.join(dir, name)) }));
}

describe('RELEASE_TOKEN', () => {
  it('is off by default, and a short one stops the start', () => {
    const env = { DATA_DIR: path.join(tmpdir(), 'troo-unused'), TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing' };
    assert.deepEqual(loadConfig(env).releaseCredentials, []);
    assert.deepEqual(loadConfig({ ...env, RELEASE_TOKEN: TOKEN }).releaseCredentials, [
      { name: 'operator token', token: TOKEN, apps: 'all' },
    ]);
    assert.throws(
      () => loadConfig({ ...env, RELEASE_TOKEN: 'short-token' }),
      (error) => error instanceof ConfigError && /RELEASE_TOKEN must be at least 32 bytes/.test(error.message),
    );
    assert.throws(() => loadConfig({ ...env, RELEASE_TOKEN: `${TOKEN} with spaces` }), ConfigError);
  });
});

describe('releases over HTTP without RELEASE_TOKEN', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(async () => {
    await t.close();
    removeBuilds();
  });

  it('answers 403 on every route, even to a signed-in owner, whatever token is sent', async () => {
    const shop = await createTestBusiness(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shop.admin.email, password: shop.admin.password },
    });
    const staffToken = login.json().data.token as string;
    for (const route of ROUTES) {
      for (const headers of [{}, bearer(staffToken), operator]) {
        const response = await t.app.inject({ ...route, headers: { ...('headers' in route ? route.headers : {}), ...headers } });
        assert.equal(response.statusCode, 403, `${route.method} ${route.url}`);
        assert.equal(response.json().message, RELEASES_OFF);
      }
    }
    assert.deepEqual(await listReleases(t.app.releases.dir, 'ordering'), []);
  });
});

describe('releases over HTTP with RELEASE_TOKEN', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ RELEASE_TOKEN: TOKEN });
  });
  after(async () => {
    await t.close();
    removeBuilds();
  });

  const publishArchive = (app: string, archive: Buffer, headers: Record<string, string> = operator) =>
    t.app.inject({ method: 'POST', url: `/api/releases/${app}/publish`, headers: { ...gzipType, ...headers }, payload: archive });
  const change = (app: string, action: 'release' | 'rollback', payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/releases/${app}/${action}`, headers: operator, payload });

  it('answers 401 to a missing or wrong token, and to a staff sign-in, before reading any upload', async () => {
    const shop = await createTestBusiness(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shop.admin.email, password: shop.admin.password },
    });
    const wrongs = [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: TOKEN }, bearer(login.json().data.token as string)];
    for (const route of ROUTES) {
      for (const headers of wrongs) {
        const response = await t.app.inject({ ...route, headers: { ...('headers' in route ? route.headers : {}), ...headers } });
        assert.equal(response.statusCode, 401, `${route.method} ${route.url} ${JSON.stringify(headers)}`);
      }
    }
    // An upload over the limit from someone without the token is refused for the token, not read.
    const big = await publishArchive('ordering', Buffer.alloc(RELEASE_ARCHIVE_MAX_BYTES + 1), {});
    assert.equal(big.statusCode, 401);
  });

  it('limits the tries of one address', async () => {
    const guess = () =>
      t.app.inject({ method: 'GET', url: '/api/releases', headers: { authorization: 'Bearer guess' }, remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 30; i += 1) assert.equal((await guess()).statusCode, 401);
    assert.equal((await guess()).statusCode, 429);
    // Another address is not held up.
    const other = await t.app.inject({ method: 'GET', url: '/api/releases', headers: operator, remoteAddress: '203.0.113.10' });
    assert.equal(other.statusCode, 200);
  });

  it('publishes, releases, lists it live, rolls back, and keeps both in the history with who did it', async () => {
    const first = await publishArchive('checkout', await archiveOf(remoteBuild('one', { app: 'checkout' })));
    assert.equal(first.statusCode, 201, first.body);
    const v1 = first.json().data.version as string;
    assert.match(v1, /^\d+\.\d+\.\d+.*-[0-9a-f]{10}$/);
    assert.deepEqual(first.json().data, { app: 'checkout', version: v1, created: true });
    assert.match(first.json().message, /checkout: published .* \(not live; release it to use it\)/);
    const again = await publishArchive('checkout', await archiveOf(remoteBuild('one', { app: 'checkout' })));
    assert.deepEqual(again.json().data, { app: 'checkout', version: v1, created: false });

    const released = await change('checkout', 'release', { by: 'ada' });
    assert.equal(released.statusCode, 200, released.body);
    assert.deepEqual(released.json().data, { app: 'checkout', from: null, to: v1, forced: false });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const v2 = (await publishArchive('checkout', await archiveOf(remoteBuild('two', { app: 'checkout' })))).json().data.version as string;
    assert.equal((await change('checkout', 'release', { version: v2 })).json().data.to, v2);

    const list = await t.app.inject({ method: 'GET', url: '/api/releases', headers: operator });
    const checkout = (list.json().data as { app: string; live: string; versions: { version: string; live: boolean }[] }[]).find(
      (app) => app.app === 'checkout',
    )!;
    assert.equal(checkout.live, v2);
    assert.deepEqual(
      checkout.versions.map((entry) => [entry.version, entry.live]),
      [
        [v2, true],
        [v1, false],
      ],
    );

    const rolledBack = await change('checkout', 'rollback', { by: 'bola' });
    assert.equal(rolledBack.statusCode, 200, rolledBack.body);
    assert.deepEqual(rolledBack.json().data, { app: 'checkout', from: v2, to: v1, forced: false });
    assert.equal(rolledBack.json().message, `checkout: rolled back ${v2} → ${v1}, live now`);

    const history = await t.app.inject({ method: 'GET', url: '/api/releases/history?app=checkout', headers: operator });
    assert.deepEqual(
      history.json<{ data: Record<string, unknown>[] }>().data.map((entry) => [entry.action, entry.from, entry.to, entry.by, entry.forced]),
      [
        // The token's name, not the `by` the caller sent.
        ['release', null, v1, 'operator token', false],
        ['release', v1, v2, 'operator token', false],
        ['rollback', v2, v1, 'operator token', false],
      ],
    );
    const nothingMore = await change('checkout', 'rollback');
    assert.equal(nothingMore.statusCode, 409);
    assert.match(nothingMore.json().message, /no earlier live version/);
  });

  it('refuses archives that reach outside the build folder or hold links, writing nothing', async () => {
    const unpacking = () => readdirSync(tmpdir()).filter((name) => name.startsWith('troo-publish-'));
    const unpackingBefore = unpacking();
    const outside = `troo-evil-${randomBytes(4).toString('hex')}.js`;
    const absolute = path.join(tmpdir(), `troo-absolute-${randomBytes(4).toString('hex')}.js`);
    const cases: [CraftedEntry, RegExp][] = [
      [{ path: `../${outside}`, body: 'evil()' }, /"\.\.\/troo-evil-.*\.js" leads out of the build folder/],
      [{ path: `./assets/../../${outside}`, body: 'evil()' }, /leads out of the build folder/],
      [{ path: absolute, body: 'evil()' }, /is an absolute path/],
      [{ path: './passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' }, /"\.\/passwd" is a symbolic link/],
      [{ path: './hard', type: 'Link', linkpath: '/etc/passwd' }, /"\.\/hard" is a hard link/],
      [{ path: './pipe', type: 'FIFO' }, /"\.\/pipe" is a named pipe/],
    ];
    for (const [bad, message] of cases) {
      const response = await publishArchive('kitchen', craftedArchive([...remoteEntries('k'), bad]));
      assert.equal(response.statusCode, 400, `${bad.path}: ${response.body}`);
      assert.match(response.json().message, message);
    }
    // A link first, then a file written through it.
    const through = await publishArchive(
      'kitchen',
      craftedArchive([
        { path: './up', type: 'SymbolicLink', linkpath: '..' },
        { path: `./up/${outside}`, body: 'evil()' },
        ...remoteEntries('k'),
      ]),
    );
    assert.equal(through.statusCode, 400);
    assert.equal(existsSync(path.join(tmpdir(), outside)), false);
    assert.equal(existsSync(absolute), false);
    assert.deepEqual(await listReleases(t.app.releases.dir, 'kitchen'), []);
    assert.deepEqual(unpacking(), unpackingBefore, 'every unpacking folder is removed');
  });

  it('refuses archives over the limits, and bodies that are not a gzipped tar', async () => {
    const tooBig = await publishArchive('kitchen', randomBytes(RELEASE_ARCHIVE_MAX_BYTES + 1));
    assert.equal(tooBig.statusCode, 413);
    assert.match(tooBig.json().message, /larger than 25 MiB/);

    const bomb = craftedArchive([...remoteEntries('b'), { path: './padding.bin', body: Buffer.alloc(RELEASE_UNPACKED_MAX_BYTES + 1) }]);
    assert.ok(bomb.length < RELEASE_ARCHIVE_MAX_BYTES);
    const unpacked = await publishArchive('kitchen', bomb);
    assert.equal(unpacked.statusCode, 413);
    assert.match(unpacked.json().message, /unpacks to more than 100 MiB/);

    const notGzip = await publishArchive('kitchen', Buffer.from('plain text'));
    assert.equal(notGzip.statusCode, 400);
    assert.match(notGzip.json().message, /not a gzipped tar archive/);
    const notTar = await publishArchive('kitchen', gzipSync(Buffer.alloc(700, 'x')));
    assert.equal(notTar.statusCode, 400);

    const json = await t.app.inject({ method: 'POST', url: '/api/releases/kitchen/publish', headers: operator, payload: { build: 'x' } });
    assert.equal(json.statusCode, 400);
    assert.match(json.json().message, /gzipped tar archive \(Content-Type: application\/gzip\)/);
    assert.deepEqual(await listReleases(t.app.releases.dir, 'kitchen'), []);
  });

  it('refuses a broken build with what is wrong, and an unknown app with the apps', async () => {
    const noEntry = remoteBuild('n', { app: 'menu_admin' });
    rmSync(path.join(noEntry, 'remoteEntry.n.js'));
    const missing = await publishArchive('menu_admin', await archiveOf(noEntry));
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().message, /remoteEntry\.n\.js is missing/);
    assert.doesNotMatch(missing.json().message, /troo-publish-/, 'the server folder is not named');

    const unparseable = remoteBuild('u', { app: 'menu_admin' });
    writeFileSync(path.join(unparseable, 'mf-manifest.json'), '{ not json');
    const bad = await publishArchive('menu_admin', await archiveOf(unparseable));
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /mf-manifest\.json is not valid JSON/);

    const unknown = await publishArchive('payments', await archiveOf(remoteBuild('p')));
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.json().message, /Unknown app "payments"\. Apps: shell, onboarding/);
    assert.equal((await change('payments', 'release')).statusCode, 404);
    assert.equal((await change('menu_admin', 'release', { version: '9.9.9-nope' })).statusCode, 409);
    assert.deepEqual(await listReleases(t.app.releases.dir, 'menu_admin'), []);
  });

  it('answers 409 with the whole refusal when the release guard refuses, and goes ahead with force (in the history)', async () => {
    const shell = await publishArchive('shell', await archiveOf(shellBuild('old', OLD_SHELL_COMPAT)));
    assert.equal(shell.statusCode, 201, shell.body);
    assert.equal((await change('shell', 'release')).statusCode, 200);
    const remote = await publishArchive(
      'onboarding',
      await archiveOf(
        remoteBuild('new', {
          app: 'onboarding',
          routes: [{ path: '/welcome', screen: 'Welcome', audience: 'public' }],
          compat: NEWER_REMOTE_COMPAT,
        }),
      ),
    );
    assert.equal(remote.statusCode, 201, remote.body);
    const remoteVersion = remote.json().data.version as string;
    const shellVersion = shell.json().data.version as string;

    const refused = await change('onboarding', 'release', { by: 'ada' });
    assert.equal(refused.statusCode, 409);
    const message = refused.json().message as string;
    assert.match(message, /^Refused: it would break what runs\./);
    assert.ok(message.includes(`onboarding ${remoteVersion} cannot run on shell ${shellVersion}`), message);
    assert.match(message, /@troo\/shared: needs \^1\.1\.0 \(built against 1\.1\.0\), the shell provides 1\.0\.0/);

    const forced = await change('onboarding', 'release', { by: 'ada', force: true });
    assert.equal(forced.statusCode, 200, forced.body);
    assert.deepEqual(forced.json().data, { app: 'onboarding', from: null, to: remoteVersion, forced: true });
    assert.match(forced.json().message, /forced over the release guard/);
    const history = await t.app.inject({ method: 'GET', url: '/api/releases/history?app=onboarding', headers: operator });
    const [entry] = history.json().data;
    assert.equal(entry.forced, true);
    assert.equal(entry.by, 'operator token');
    assert.match(entry.overridden[0], /needs \^1\.1\.0/);
  });
});

describe('RELEASE_TOKENS: a release token per team, for its apps', () => {
  const CHECKOUT_TOKEN = 'checkout-team-release-token-0123456789-abcdef';
  const FRONT_DOOR_TOKEN = 'front-door-release-token-0123456789-abcdefghi';
  const tokens = {
    'checkout-team': { token: CHECKOUT_TOKEN, apps: ['checkout'] },
    'front-door': { token: FRONT_DOOR_TOKEN, apps: ['shell', 'ordering'] },
  };
  const env = { DATA_DIR: path.join(tmpdir(), 'troo-unused'), TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing' };
  const refusedAtStart = (value: unknown, message: RegExp, more: Record<string, string> = {}) =>
    assert.throws(
      () => loadConfig({ ...env, ...more, RELEASE_TOKENS: typeof value === 'string' ? value : JSON.stringify(value) }),
      (error) => error instanceof ConfigError && message.test(error.message),
      `${JSON.stringify(value)} should stop the start with ${message}`,
    );

  it('are read at start-up, beside RELEASE_TOKEN, and every mistake stops the start naming it', () => {
    assert.deepEqual(loadConfig({ ...env, RELEASE_TOKEN: TOKEN, RELEASE_TOKENS: JSON.stringify(tokens) }).releaseCredentials, [
      { name: 'operator token', token: TOKEN, apps: 'all' },
      { name: 'checkout-team', token: CHECKOUT_TOKEN, apps: ['checkout'] },
      { name: 'front-door', token: FRONT_DOOR_TOKEN, apps: ['shell', 'ordering'] },
    ]);
    refusedAtStart('checkout-team=abc', /RELEASE_TOKENS must be JSON/);
    refusedAtStart({}, /RELEASE_TOKENS must name at least one token/);
    refusedAtStart({ 'a team': tokens['checkout-team'] }, /"a team" is no token name/);
    refusedAtStart({ 'checkout-team': { token: CHECKOUT_TOKEN } }, /checkout-team names no apps/);
    refusedAtStart({ 'checkout-team': { token: CHECKOUT_TOKEN, apps: [] } }, /checkout-team names no apps/);
    refusedAtStart(
      { 'checkout-team': { token: CHECKOUT_TOKEN, apps: ['chekout'] } },
      /checkout-team names "chekout", which is no app \(apps: shell, /,
    );
    refusedAtStart(
      { 'checkout-team': { token: CHECKOUT_TOKEN, app: ['checkout'] } },
      /checkout-team has "app": a token has only "token" and "apps"/,
    );
    refusedAtStart({ 'checkout-team': { token: 'short', apps: ['checkout'] } }, /checkout-team's token must be at least 32 bytes/);
    refusedAtStart({ 'checkout-team': { apps: ['checkout'] } }, /checkout-team's token must be at least 32 bytes/);
    refusedAtStart({ 'checkout-team': { token: env.TOKEN_SECRET, apps: ['checkout'] } }, /must not be the same as TOKEN_SECRET/);
    refusedAtStart(
      { ...tokens, 'kitchen-team': { token: CHECKOUT_TOKEN, apps: ['kitchen'] } },
      /kitchen-team has the same token as checkout-team/,
    );
    refusedAtStart(tokens, /checkout-team has the same token as operator token/, { RELEASE_TOKEN: CHECKOUT_TOKEN });
  });

  describe('over HTTP', () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp({ RELEASE_TOKEN: TOKEN, RELEASE_TOKENS: JSON.stringify(tokens) });
    });
    after(async () => {
      await t.close();
      removeBuilds();
    });
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const publish = (app: string, archive: Buffer, token: string) =>
      t.app.inject({ method: 'POST', url: `/api/releases/${app}/publish`, headers: { ...gzipType, ...as(token) }, payload: archive });
    const act = (app: string, action: string, token: string, payload: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/releases/${app}/${action}`, headers: as(token), payload });
    const historyOf = async (app: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/releases/history?app=${app}`, headers: as(TOKEN) })).json<{
        data: { action: string; to: string; by: string }[];
      }>().data;

    it("a team's token releases its app, and the history names the token, not who the caller says it is", async () => {
      const published = await publish(
        'checkout',
        await archiveOf(remoteBuild('team', { app: 'checkout', routes: [{ path: '/tip', screen: 'Tip', audience: 'customer' }] })),
        CHECKOUT_TOKEN,
      );
      assert.equal(published.statusCode, 201, published.body);
      const version = published.json().data.version as string;
      const released = await act('checkout', 'release', CHECKOUT_TOKEN, { by: 'the-ceo' });
      assert.equal(released.statusCode, 200, released.body);
      assert.deepEqual(
        (await historyOf('checkout')).map((entry) => [entry.action, entry.to, entry.by]),
        [['release', version, 'checkout-team']],
      );
      // Reading what is live and published takes any release token.
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/releases', headers: as(CHECKOUT_TOKEN) })).statusCode, 200);
    });

    it('refuses another app with 403 naming it, before reading an upload, and changes nothing', async () => {
      const ordering = await archiveOf(remoteBuild('not-theirs', { app: 'ordering' }));
      const refusals = [
        await publish('ordering', ordering, CHECKOUT_TOKEN),
        // Too large to be taken in: refused for the token, so never read.
        await publish('ordering', Buffer.alloc(RELEASE_ARCHIVE_MAX_BYTES + 1), CHECKOUT_TOKEN),
        await act('ordering', 'release', CHECKOUT_TOKEN),
        await act('ordering', 'rollback', CHECKOUT_TOKEN),
        await act('ordering', 'canary', CHECKOUT_TOKEN, { version: '0.1.0-0123456789', percent: 10 }),
        await act('ordering', 'promote', CHECKOUT_TOKEN),
        await act('ordering', 'abort', CHECKOUT_TOKEN),
        await act('checkout', 'release', FRONT_DOOR_TOKEN),
      ];
      for (const response of refusals) assert.equal(response.statusCode, 403, response.body);
      assert.equal(refusals[0]!.json().message, 'The release token "checkout-team" may not change ordering: it is for checkout.');
      assert.equal(refusals.at(-1)!.json().message, 'The release token "front-door" may not change checkout: it is for shell, ordering.');
      assert.deepEqual(await listReleases(t.config.releasesDir, 'ordering'), []);
      assert.deepEqual(await historyOf('ordering'), []);

      // Several apps as one change: the token must be allowed every one of them.
      const together = (token: string, action = 'release') =>
        t.app.inject({
          method: 'POST',
          url: `/api/releases/${action}`,
          headers: as(token),
          payload: { apps: [{ app: 'checkout' }, { app: 'ordering' }] },
        });
      for (const response of [await together(CHECKOUT_TOKEN), await together(CHECKOUT_TOKEN, 'rollback')]) {
        assert.equal(response.statusCode, 403, response.body);
        assert.equal(response.json().message, 'The release token "checkout-team" may not change ordering: it is for checkout.');
      }
      assert.deepEqual(await historyOf('ordering'), []);

      // The all-apps RELEASE_TOKEN still releases anything, under its own name.
      assert.equal((await publish('ordering', ordering, TOKEN)).statusCode, 201);
      assert.equal((await act('ordering', 'release', TOKEN, { by: 'ada' })).statusCode, 200);
      assert.deepEqual(
        (await historyOf('ordering')).map((entry) => entry.by),
        ['operator token'],
      );

      // The operator's token releases both as one change: one history change naming both.
      const [checkoutTwo, orderingTwo] = [
        (
          await publish(
            'checkout',
            await archiveOf(remoteBuild('both', { app: 'checkout', routes: [{ path: '/tip', screen: 'Tip', audience: 'customer' }] })),
            TOKEN,
          )
        ).json().data.version as string,
        (await publish('ordering', await archiveOf(remoteBuild('both', { app: 'ordering' })), TOKEN)).json().data.version as string,
      ];
      const both = await together(TOKEN);
      assert.equal(both.statusCode, 200, both.body);
      assert.deepEqual(
        (both.json().data as { app: string; to: string }[]).map((change) => [change.app, change.to]),
        [
          ['checkout', checkoutTwo],
          ['ordering', orderingTwo],
        ],
      );
      const history = (await t.app.inject({ method: 'GET', url: '/api/releases/history', headers: as(TOKEN) })).json();
      const entries = (history.data as { app: string; together?: string[] }[]).slice(-2);
      assert.deepEqual(
        entries.map((entry) => [entry.app, entry.together]),
        [
          ['checkout', ['checkout', 'ordering']],
          ['ordering', ['checkout', 'ordering']],
        ],
      );
      const rolled = await t.app.inject({
        method: 'POST',
        url: '/api/releases/rollback',
        headers: as(TOKEN),
        payload: { apps: [{ app: 'checkout', version: checkoutTwo }] },
      });
      assert.equal(rolled.statusCode, 400, 'a rollback of several names no versions');
      assert.equal((await together(TOKEN, 'rollback')).statusCode, 200);
    });
  });
});

describe('npm run remotes -- --server', () => {
  let t: TestApp;
  let server: string;
  /** The environment of an operator's machine: no Troo settings at all. */
  const operatorEnv = () => {
    const env: Record<string, string | undefined> = { ...process.env, TROO_RELEASE_TOKEN: TOKEN };
    for (const name of ['DATA_DIR', 'TOKEN_SECRET', 'RELEASES_DIR', 'DATABASE_URL', 'RELEASE_TOKEN', 'NODE_OPTIONS']) delete env[name];
    return env;
  };
  const run = (args: string[], env: Record<string, string | undefined> = operatorEnv()) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [...remotesCliArgs(), ...args], { env, cwd: tmpdir() }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  before(async () => {
    t = await buildTestApp({ RELEASE_TOKEN: TOKEN });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await t.close();
    removeBuilds();
  });

  it('publishes, releases and lists over HTTP, printing what it prints here, and touches no data folder', async () => {
    const defaultData = path.join(REPO_ROOT, '.data');
    const hadData = existsSync(defaultData);
    const hadSecret = existsSync(path.join(defaultData, 'token-secret'));

    const published = await run(['--server', server, 'publish', 'ordering', remoteBuild('cli')]);
    assert.equal(published.code, 0, published.stderr);
    const version = /published (\S+) \(not live/.exec(published.stdout)?.[1];
    assert.ok(version, published.stdout);

    const released = await run(['--server', server, '--by', 'ci', 'release', 'ordering']);
    assert.equal(released.code, 0, released.stderr);
    assert.equal(released.stdout, `ordering: released (none) → ${version}, live now\n`);

    const listed = await run(['--server', server, 'list']);
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, new RegExp(`^ordering  live: ${version}\n  \\* ${version}  published `, 'm'));

    const history = await run(['--server', server, 'history', 'ordering']);
    // --by ci is what the CLI says; the history says which token acted.
    assert.match(history.stdout, new RegExp(`  ordering  release  \\(none\\) → ${version}  by operator token\n$`));

    if (!process.env.TEST_DATABASE_URL) {
      // The same commands on the server's own machine print the same lines.
      const here = await run(['list'], { ...operatorEnv(), DATA_DIR: t.config.dataDir });
      assert.equal(here.stdout, listed.stdout);
    }

    const refused = await run(['--server', server, 'release', 'ordering', '9.9.9-nope']);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^409: ordering has no published version 9\.9\.9-nope/);

    const wrongToken = await run(['--server', server, '--token', 'not-the-token', 'list']);
    assert.equal(wrongToken.code, 1);
    assert.match(wrongToken.stderr, /^401: This call needs a release token/);

    // Several apps as one change: app@version words; the history prints the change as one line.
    const nextOrdering = /published (\S+) \(not live/.exec(
      (await run(['--server', server, 'publish', 'ordering', remoteBuild('cli-two')])).stdout,
    )![1]!;
    const tip = remoteBuild('cli-tip', { app: 'checkout', routes: [{ path: '/tip', screen: 'Tip', audience: 'customer' }] });
    const checkout = /published (\S+) \(not live/.exec((await run(['--server', server, 'publish', 'checkout', tip])).stdout)![1]!;
    const both = await run(['--server', server, 'release', `ordering@${nextOrdering}`, 'checkout']);
    assert.equal(both.code, 0, both.stderr);
    assert.equal(
      both.stdout,
      `ordering: released ${version} → ${nextOrdering}, live now\ncheckout: released (none) → ${checkout}, live now\n`,
    );
    const changes = await run(['--server', server, 'history']);
    assert.match(
      changes.stdout,
      new RegExp(
        `  ordering \\+ checkout  release  ordering ${version} → ${nextOrdering}, checkout \\(none\\) → ${checkout}  by operator token\n$`,
      ),
    );
    const back = await run(['--server', server, 'rollback', 'ordering', 'checkout']);
    assert.equal(back.code, 1, 'checkout has no earlier step: nothing of the change is made');
    assert.match(back.stderr, /^409: checkout has no earlier live version to roll back to/);

    assert.equal(existsSync(defaultData), hadData, 'no data folder made');
    assert.equal(existsSync(path.join(defaultData, 'token-secret')), hadSecret, 'no token secret made');
  });
});
