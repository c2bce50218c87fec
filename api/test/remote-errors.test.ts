import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq, gte } from 'drizzle-orm';
import { REMOTE_ERROR_MESSAGE_MAX } from '@troo/shared/contract';
import { remoteVersionMinutes } from '../src/db/schema.js';
import { keepHouse } from '../src/domain/housekeeping.js';
import { publish, release } from '../../platform/releases/src/remotes/registry.js';
import { overviewLines, type AppReleases } from '../../platform/releases/src/remotes/release-report.js';
import { HEALTH_KEPT_MS, minuteOf, recordFailure, versionHealthSince } from '../src/remotes/version-health.js';
import { REPORTS_PER_ADDRESS_PER_MINUTE } from '../src/routes/remote-errors.js';
import { canaryKeyOf } from '../../platform/releases/src/remotes/canary-signing.js';
import { PAGE_TOKEN_LIFETIME_MS, pageTokenFor } from '../../platform/releases/src/remotes/page-token.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { newAddress } from './helpers/onboarding.js';
import { remoteBuild, removeBuilds, shellBuild } from './helpers/release-builds.js';

// POST /api/remote-errors: phones report a remote screen that failed; counted per remote and
// version, beside the pages served, and shown per version by GET /api/releases.

const TOKEN = 'operator-release-token-0123456789-abcdefghij';
const operator = { authorization: `Bearer ${TOKEN}` };
const TIP_ROUTE = '/demo/tip/:mode';

describe('error reports from phones', () => {
  let t: TestApp;
  let v1: string;
  let v2: string;
  before(async () => {
    t = await buildTestApp({ RELEASE_TOKEN: TOKEN });
    const build = (label: string) =>
      remoteBuild(label, { app: 'checkout', routes: [{ path: TIP_ROUTE, screen: 'Tip', audience: 'customer' }] });
    v1 = (await publish(t.config.releasesDir, 'checkout', build('one'), '0.1.0', { precompress: false })).version;
    v2 = (await publish(t.config.releasesDir, 'checkout', build('two'), '0.1.0', { precompress: false })).version;
  });
  after(async () => {
    await t.close();
    removeBuilds();
  });

  const report = (body: Record<string, unknown>, remoteAddress = newAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/remote-errors', payload: body, remoteAddress });
  /** The token the server writes into a page served with `version` of checkout (as remotes/page-token.ts signs it). */
  const pageTokenOf = (version: string, at = Date.now()) =>
    pageTokenFor(canaryKeyOf(t.config.tokenSecret), null, [{ name: 'checkout', version }], at);
  const failure = (version: string, kind: string, message = 'Loading chunk 441 failed.'): Record<string, string> => ({
    remote: 'checkout',
    version,
    route: TIP_ROUTE,
    kind,
    message,
    pageToken: pageTokenOf(version),
  });
  const rowsOf = async (version: string) =>
    (await t.db.select({ n: count() }).from(remoteVersionMinutes).where(eq(remoteVersionMinutes.version, version)))[0]!.n;

  it('counts failures per remote and version, and GET /api/releases shows them over the last hour and day', async () => {
    for (const kind of ['load', 'load', 'timeout', 'integrity']) assert.equal((await report(failure(v1, kind))).statusCode, 202);
    assert.equal((await report(failure(v2, 'code', 'TypeError: x is not a function'))).statusCode, 202);

    const answer = await t.app.inject({ method: 'GET', url: '/api/releases', headers: operator });
    assert.equal(answer.statusCode, 200);
    const checkout = (answer.json().data as { app: string; versions: { version: string; health: unknown }[] }[]).find(
      (app) => app.app === 'checkout',
    )!;
    const healthOf = (version: string) => checkout.versions.find((entry) => entry.version === version)!.health;
    assert.deepEqual(healthOf(v1), {
      lastHour: { pageLoads: 0, load: 2, timeout: 1, code: 0, integrity: 1 },
      lastDay: { pageLoads: 0, load: 2, timeout: 1, code: 0, integrity: 1 },
    });
    assert.deepEqual(healthOf(v2), {
      lastHour: { pageLoads: 0, load: 0, timeout: 0, code: 1, integrity: 0 },
      lastDay: { pageLoads: 0, load: 0, timeout: 0, code: 1, integrity: 0 },
    });
    // What `npm run remotes -- list` prints under each version.
    const lines = overviewLines(answer.json().data as AppReleases[]);
    const under = (version: string) => lines[lines.findIndex((line) => line.includes(` ${version}  published `)) + 1];
    assert.equal(
      under(v1),
      '      last hour: 0 pages, 4 failed (2 load, 1 timeout, 0 code, 1 integrity); last day: 0 pages, 4 failed (2 load, 1 timeout, 0 code, 1 integrity)',
    );
    assert.equal(
      under(v2),
      '      last hour: 0 pages, 1 failed (0 load, 0 timeout, 1 code, 0 integrity); last day: 0 pages, 1 failed (0 load, 0 timeout, 1 code, 0 integrity)',
    );
  });

  it("takes the shell's own report of a page that could not start, counted as integrity apart from load", async () => {
    const shell = (await publish(t.config.releasesDir, 'shell', shellBuild('shell-that-failed'), '0.1.0', { precompress: false })).version;
    const since = new Date();
    const startFailure = (kind: string) => ({
      remote: 'shell',
      version: shell,
      route: '/demo/tip/online_ordering',
      kind,
      message: 'https://troo.example/remotes/shell/x/main.js failed its integrity check',
      // The page's token names the shell's version too, as the server writes it (plugins/static-files.ts).
      pageToken: pageTokenFor(canaryKeyOf(t.config.tokenSecret), null, [{ name: 'shell', version: shell }]),
    });
    assert.equal((await report(startFailure('integrity'))).statusCode, 202);
    assert.equal((await report(startFailure('load'))).statusCode, 202);
    assert.deepEqual(await versionHealthSince(t.db, 'shell', shell, since), { pageLoads: 0, load: 1, timeout: 0, code: 0, integrity: 1 });
    assert.equal((await report({ ...startFailure('integrity'), version: '0.0.0-never' })).statusCode, 400);
  });

  it('counts the pages served per live version, so a version reads as page loads against failures', async () => {
    const shell = (await publish(t.config.releasesDir, 'shell', shellBuild('shell'), '0.1.0', { precompress: false })).version;
    await release(t.app.releases, 'shell', shell, { force: false, by: 'test' });
    await release(t.app.releases, 'checkout', v2, { force: false, by: 'test' });
    const since = new Date();
    for (let i = 0; i < 3; i += 1) {
      const page = await t.app.inject({ method: 'GET', url: '/demo/tip/online_ordering' });
      assert.equal(page.statusCode, 200);
    }
    // An address no remote answers is no page load of any remote.
    assert.equal((await t.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode, 404);
    await t.app.pageLoads.flush();
    const health = await versionHealthSince(t.db, 'checkout', v2, since);
    assert.equal(health.pageLoads, 3);
    assert.equal((await versionHealthSince(t.db, 'shell', shell, since)).pageLoads, 3);
    assert.equal((await versionHealthSince(t.db, 'checkout', v1, since)).pageLoads, 0);
  });

  it('counts only a report with a valid token of a page served with that version; any other is answered and logged, not counted', async () => {
    const since = new Date(Date.now() - 60_000);
    const before = await versionHealthSince(t.db, 'checkout', v1, since);
    const { pageToken, ...unsigned } = failure(v1, 'code');
    const [payload, signature] = pageToken!.split('.');
    const otherKey = canaryKeyOf('another server entirely, another secret of 32+ bytes');
    const notCounted = [
      unsigned,
      { ...unsigned, pageToken: `${payload}.${signature!.slice(1)}x` },
      { ...unsigned, pageToken: pageTokenFor(otherKey, null, [{ name: 'checkout', version: v1 }]) },
      // A real page's token, of the other version: it vouches for that version only.
      { ...unsigned, pageToken: pageTokenOf(v2) },
      { ...unsigned, pageToken: pageTokenOf(v1, Date.now() - PAGE_TOKEN_LIFETIME_MS - 60_000) },
      { ...unsigned, pageToken: 'not-a-token' },
    ];
    for (const body of notCounted) {
      const answer = await report(body);
      assert.equal(answer.statusCode, 202, JSON.stringify(body.pageToken));
      assert.match(answer.json().message as string, /^Logged, not counted/);
    }
    assert.deepEqual(await versionHealthSince(t.db, 'checkout', v1, since), before);

    const counted = await report(failure(v1, 'code'));
    assert.equal(counted.json().message, 'Reported');
    assert.equal((await versionHealthSince(t.db, 'checkout', v1, since)).code, before.code + 1);
  });

  it('refuses personal-data fields and any field it does not know, storing nothing', async () => {
    for (const field of ['email', 'phone', 'name', 'token', 'password', 'userAgent']) {
      const answer = await report({ ...failure(v1, 'load', `with ${field}`), [field]: 'ada@example.com' });
      assert.equal(answer.statusCode, 400, field);
      assert.match(answer.json().message as string, /carries no personal data/);
      assert.match(answer.json().message as string, new RegExp(`Not accepted: ${field}\\.`));
    }
    const before = await versionHealthSince(t.db, 'checkout', v1, new Date(Date.now() - 60_000));
    assert.equal((await report(failure(v1, 'load'))).statusCode, 202);
    const afterOne = await versionHealthSince(t.db, 'checkout', v1, new Date(Date.now() - 60_000));
    assert.equal(afterOne.load, before.load + 1, 'only the clean report was counted');
  });

  it('refuses an unknown remote, an unpublished version, an address for a route and an over-long message', async () => {
    const refused = [
      { ...failure(v1, 'load'), remote: 'payments' },
      { ...failure(v1, 'load'), remote: 'shell' },
      { ...failure('0.0.0-never', 'load') },
      { ...failure('..', 'load') },
      { ...failure(v1, 'load'), route: '/demo/tip/online_ordering?reference=T123' },
      { ...failure(v1, 'crash') },
      { ...failure(v1, 'load', 'x'.repeat(REMOTE_ERROR_MESSAGE_MAX + 1)) },
    ];
    const before = await versionHealthSince(t.db, 'checkout', v1, new Date(Date.now() - 60_000));
    for (const body of refused) {
      const answer = await report(body);
      assert.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 120));
      assert.ok((answer.json().message as string).length > 0);
    }
    assert.match((await report({ ...failure(v1, 'load'), remote: 'payments' })).json().message as string, /Unknown remote "payments"/);
    assert.match((await report(failure('0.0.0-never', 'load'))).json().message as string, /checkout has no version "0.0.0-never"/);
    assert.deepEqual(await versionHealthSince(t.db, 'checkout', v1, new Date(Date.now() - 60_000)), before);
  });

  it('takes REPORTS_PER_ADDRESS_PER_MINUTE reports a minute from one address, then 429; another address goes on', async () => {
    const address = newAddress();
    for (let i = 0; i < REPORTS_PER_ADDRESS_PER_MINUTE; i += 1) assert.equal((await report(failure(v2, 'load'), address)).statusCode, 202);
    const refused = await report(failure(v2, 'load'), address);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await report(failure(v2, 'load'))).statusCode, 202);
  });

  it('keeps no e-mail address, long number or query string of a message', async () => {
    const at = new Date();
    await report(failure(v1, 'code', 'Failed for ada@example.com on +234 803 123 4567 at /x?reference=T99 chunk 441'));
    const [row] = await t.db
      .select({ message: remoteVersionMinutes.lastMessage })
      .from(remoteVersionMinutes)
      .where(and(eq(remoteVersionMinutes.version, v1), gte(remoteVersionMinutes.minute, minuteOf(at))));
    assert.equal(row!.message, 'Failed for [e-mail] on [number] at /x?[query] chunk 441');
  });

  it('housekeeping forgets minutes older than two days, so storage stays bounded', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - HEALTH_KEPT_MS - 60_000);
    await recordFailure(t.db, { app: 'checkout', version: 'old-version', kind: 'load', route: TIP_ROUTE, message: 'old' }, old);
    await recordFailure(t.db, { app: 'checkout', version: 'old-version', kind: 'load', route: TIP_ROUTE, message: 'recent' }, now);
    assert.equal(await rowsOf('old-version'), 2);
    await keepHouse(t.db, now);
    assert.equal(await rowsOf('old-version'), 1);
  });
});
