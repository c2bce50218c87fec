import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { abortCanary, promoteCanary, startCanary } from '../../platform/releases/src/remotes/canary.js';
import { WORKER_COPY_HEADER } from '@troo/shared/route-manifest';
import { BUCKET_COOKIE, bucketCookieValue } from '../../platform/releases/src/remotes/canary-bucket.js';
import { canaryKeyOf } from '../../platform/releases/src/remotes/canary-signing.js';
import { canaryVerdict } from '../../platform/releases/src/remotes/canary-watch.js';
import { NO_TRAFFIC, versionHealthSince } from '../src/remotes/version-health.js';
import { newAddress } from './helpers/onboarding.js';
import { publish, RegistryError, release, rollback, type Releases } from '../../platform/releases/src/remotes/registry.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { NEWER_REMOTE_COMPAT, OLD_SHELL_COMPAT, remoteBuild, removeBuilds, shellBuild } from './helpers/release-builds.js';

// A canary: a remote's candidate served to a share of visitors, sticky per visitor (a bucket
// cookie), beside the live version; promoted or aborted; guarded and written to the history as a
// release is. Pages and the registry vary by bucket while one runs.

const TOKEN = 'operator-release-token-0123456789-abcdefghij';
const operator = { authorization: `Bearer ${TOKEN}` };
const by = { by: 'canary test' };

let t: TestApp;
let releases: Releases;
let live: string;
let candidate: string;
/** The canary's key on this server, to make the cookie a visitor of a bucket would have been given. */
let key: Buffer;

/** A shell build whose page has a root (so the server writes the registry island into it). */
function shellWithPage(label: string): string {
  const dir = shellBuild(label, OLD_SHELL_COMPAT);
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${label}</title></head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

const publishBuild = async (app: string, dir: string) => (await publish(releases.dir, app, dir, '1.0.0')).version;
const ROUTES = [{ path: '/start-order', screen: 'QrLanding', audience: 'customer' as const }];
const ordering = (label: string, compat = {}) => remoteBuild(label, { routes: ROUTES, compat });

/** The cookie of a visitor of `bucket` as the server signs it; a string is sent as it is (a made-up one). */
const bucketCookie = (bucket: number | string) => ({
  [BUCKET_COOKIE]: typeof bucket === 'number' ? bucketCookieValue(key, bucket) : bucket,
});
/** The bucket a cookie the server gave says ("37.<signature>"). */
const bucketIn = (value: string) => Number(value.split('.')[0]);

/** The ordering version the registry gives a visitor of `bucket` (no cookie: a new visitor). */
async function servedTo(bucket: number | string | null) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/remotes.json',
    ...(bucket === null ? {} : { cookies: bucketCookie(bucket) }),
  });
  assert.equal(response.statusCode, 200);
  const version = response.json<{ remotes: { name: string; version: string }[] }>().remotes.find((r) => r.name === 'ordering')?.version;
  return { version, response };
}

/** A page of the canary's route served to a visitor of `bucket` (a made-up cookie as a string), as a phone loads it. */
const load = (bucket: number | string) => t.app.inject({ method: 'GET', url: '/start-order', cookies: bucketCookie(bucket) });
/** The token the server wrote into a page it served (its registry island). */
const pageTokenIn = (page: { body: string }) => /"pageToken":"([\w.-]+)"/.exec(page.body)?.[1];
/** What a phone that failed to draw a version's screen sends, with the token of the page it was served (or none). */
const failed = (version: string, pageToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/remote-errors',
    payload: {
      remote: 'ordering',
      version,
      route: '/start-order',
      kind: 'code',
      message: 'TypeError: menu is undefined',
      ...(pageToken ? { pageToken } : {}),
    },
    remoteAddress: newAddress(),
  });

before(async () => {
  // The tests judge when they choose (canaryWatch.judge()): the watch's own round, every 10 s by default,
  // could abort a failing candidate between a test's reports and its judge() on a slow machine (it did,
  // once: the forged-cookie loads then counted for the live side). An hour apart, it never runs here.
  t = await buildTestApp({
    RELEASE_TOKEN: TOKEN,
    CANARY_MAX_FAILURE_PERCENT: '10',
    CANARY_MIN_PAGE_LOADS: '20',
    CANARY_WATCH_MS: '3600000',
  });
  releases = t.app.releases;
  key = canaryKeyOf(t.app.config.tokenSecret);
  await release(releases, 'shell', await publishBuild('shell', shellWithPage('shell one')), by);
  live = await publishBuild('ordering', ordering('live'));
  candidate = await publishBuild('ordering', ordering('candidate'));
});
after(async () => {
  await t.close();
  removeBuilds();
});
beforeEach(async () => {
  // Each test starts with the live version alone, whatever the one before left running.
  if ((await releases.store.read()).apps.ordering?.canary) await abortCanary(releases, 'ordering', by);
  const state = (await releases.store.read()).apps.ordering;
  if (state?.live !== live) await release(releases, 'ordering', live, by);
});

describe('a canary', () => {
  it('serves the candidate to the share of buckets asked, each visitor keeping theirs, and abort returns everyone', async () => {
    const before = await servedTo(null);
    assert.equal(before.version, live);
    assert.equal(before.response.headers['set-cookie'], undefined, 'no bucket is given while no canary runs');
    assert.doesNotMatch(String(before.response.headers.vary), /Cookie/);

    const started = await startCanary(releases, 'ordering', candidate, 30, by);
    assert.deepEqual(started, { app: 'ordering', live, candidate, percent: 30 });
    const served = await Promise.all(Array.from({ length: 100 }, async (_, bucket) => (await servedTo(bucket)).version));
    assert.equal(served.filter((version) => version === candidate).length, 30);
    assert.ok(served.slice(0, 30).every((version) => version === candidate) && served.slice(30).every((version) => version === live));

    // A new visitor is given a bucket, and is served by it from then on.
    const first = await servedTo(null);
    const cookie = (first.response.cookies as { name: string; value: string; httpOnly?: boolean; maxAge?: number }[]).find(
      (c) => c.name === BUCKET_COOKIE,
    )!;
    assert.ok(cookie && /^\d{1,2}\.[\w-]{43}$/.test(cookie.value) && cookie.httpOnly && cookie.maxAge! > 30 * 24 * 3600);
    assert.equal(first.version, bucketIn(cookie.value) < 30 ? candidate : live);
    const again = await servedTo(cookie.value);
    assert.equal(again.version, first.version);
    assert.equal(again.response.headers['set-cookie'], undefined);
    assert.match(String(again.response.headers.vary), /Cookie/, 'caches between must keep the buckets apart');

    // A made-up bucket is not trusted (nor an unsigned one, nor one signed for another): the visitor gets a real one.
    const signedForSix = bucketCookieValue(key, 6).split('.')[1]!;
    for (const made of ['100', '-1', 'abc', '5%00', '5', `5.${signedForSix}`, `${bucketCookieValue(key, 5)}x`])
      assert.ok((await servedTo(made)).response.headers['set-cookie'], made);

    await abortCanary(releases, 'ordering', by);
    assert.deepEqual(await Promise.all([0, 29, 30, 99].map(async (bucket) => (await servedTo(bucket)).version)), [live, live, live, live]);
    const history = (await releases.store.read()).history.filter((entry) => entry.app === 'ordering').slice(-2);
    assert.deepEqual(
      history.map(({ action, from, to, percent }) => ({ action, from, to, percent })),
      [
        { action: 'canary', from: live, to: candidate, percent: 30 },
        { action: 'abort', from: candidate, to: live, percent: 30 },
      ],
    );
  });

  it("names each side's own remote entry with its integrity, so a visitor's shell checks the version it is served", async () => {
    await startCanary(releases, 'ordering', candidate, 50, by);
    for (const [bucket, version] of [
      [0, candidate],
      [99, live],
    ] as const) {
      const { response } = await servedTo(bucket);
      const served = response
        .json<{ remotes: { name: string; entry: string; integrity?: string }[] }>()
        .remotes.find((remote) => remote.name === 'ordering')!;
      assert.ok(served.entry.startsWith(`/remotes/ordering/${version}/`), served.entry);
      const file = readFileSync(path.join(releases.dir, served.entry.slice('/remotes/'.length)));
      assert.equal(served.integrity, `sha256-${createHash('sha256').update(file).digest('base64')}`, `bucket ${bucket}`);
    }
  });

  it('sends each bucket its own page: its registry, its ETag', async () => {
    await startCanary(releases, 'ordering', candidate, 50, by);
    const page = (bucket: number) => t.app.inject({ method: 'GET', url: '/start-order', cookies: bucketCookie(bucket) });
    const [inside, outside, insideAgain] = await Promise.all([page(10), page(80), page(10)]);
    assert.match(inside.body, new RegExp(`"version":"${candidate}"`));
    assert.match(outside.body, new RegExp(`"version":"${live}"`));
    assert.doesNotMatch(inside.body, new RegExp(live));
    assert.notEqual(inside.headers.etag, outside.headers.etag);
    assert.equal(inside.headers.etag, insideAgain.headers.etag);
    assert.match(String(inside.headers.vary), /Cookie/);
    // A validator of one bucket's page is no good for the other's.
    const crossed = await t.app.inject({
      method: 'GET',
      url: '/start-order',
      cookies: bucketCookie(80),
      headers: { 'if-none-match': String(inside.headers.etag) },
    });
    assert.equal(crossed.statusCode, 200);
  });

  it('changes its share when run again for the same candidate, and is promoted for everyone', async () => {
    await startCanary(releases, 'ordering', candidate, 10, by);
    assert.equal((await servedTo(40)).version, live);
    await startCanary(releases, 'ordering', candidate, 50, by);
    assert.equal((await servedTo(40)).version, candidate);
    assert.equal((await servedTo(5)).version, candidate, 'raised, it keeps the visitors it had');

    const promoted = await promoteCanary(releases, 'ordering', by);
    assert.deepEqual(promoted, { app: 'ordering', from: live, to: candidate, forced: false });
    assert.equal((await servedTo(99)).version, candidate);
    const state = (await releases.store.read()).apps.ordering!;
    assert.equal(state.canary, undefined);
    assert.equal(state.live, candidate);
    // Promoted is released: a rollback goes back to the version before.
    await rollback(releases, 'ordering', undefined, by);
    assert.equal((await servedTo(5)).version, live);
  });

  it('refuses what would leave visitors undecided or break, each with its reason', async () => {
    const refused = async (attempt: Promise<unknown>, message: RegExp) =>
      assert.rejects(attempt, (e) => e instanceof RegistryError && message.test(e.message));
    await refused(startCanary(releases, 'ordering', candidate, 0, by), /whole number from 1 to 99 .*100 is promote, 0 is abort/);
    await refused(startCanary(releases, 'ordering', candidate, 100, by), /whole number from 1 to 99/);
    await refused(startCanary(releases, 'ordering', candidate, 12.5, by), /whole number from 1 to 99/);
    await refused(startCanary(releases, 'shell', candidate, 10, by), /A canary is for a remote/);
    await refused(startCanary(releases, 'ordering', live, 10, by), /already live for everyone/);
    await refused(startCanary(releases, 'ordering', '1.0.0-nope', 10, by), /has no published version 1\.0\.0-nope/);
    await refused(startCanary(releases, 'kitchen', candidate, 10, by), /kitchen has nothing live/);
    await refused(promoteCanary(releases, 'ordering', by), /ordering has no canary running/);
    await refused(abortCanary(releases, 'ordering', by), /ordering has no canary running/);

    const third = await publishBuild('ordering', ordering('third'));
    // An earlier step to roll back to, so only the canary stands in the rollback's way.
    await release(releases, 'ordering', third, by);
    await release(releases, 'ordering', live, by);
    await startCanary(releases, 'ordering', candidate, 20, by);
    await refused(
      startCanary(releases, 'ordering', third, 20, by),
      new RegExp(`canary running \\(${candidate} for 20% of visitors\\): promote or abort it first`),
    );
    await refused(release(releases, 'ordering', third, by), /canary running .*: promote or abort it first/);
    await refused(rollback(releases, 'ordering', undefined, by), /canary running .*: promote or abort it first/);
    assert.equal((await servedTo(10)).version, candidate, 'nothing refused changed what is served');
  });

  it('is held to the release guard: a candidate the live shell cannot run is refused, and a shell that would break it too', async () => {
    const needsNewer = await publishBuild('ordering', ordering('needs newer', NEWER_REMOTE_COMPAT));
    await assert.rejects(startCanary(releases, 'ordering', needsNewer, 10, by), (error) => {
      assert.ok(error instanceof RegistryError);
      assert.match(error.message, /would break what runs for its visitors/);
      assert.match(error.message, new RegExp(`ordering ${needsNewer} cannot run on shell .*@troo/shared: needs \\^1\\.1\\.0`, 's'));
      return true;
    });
    assert.equal((await releases.store.read()).apps.ordering!.canary, undefined);

    // Forced, it runs and the history says what was overridden.
    await startCanary(releases, 'ordering', needsNewer, 10, { ...by, force: true });
    const entry = (await releases.store.read()).history.at(-1)!;
    assert.equal(entry.action, 'canary');
    assert.equal(entry.forced, true);
    assert.match(entry.overridden!.join('\n'), /needs \^1\.1\.0/);
    await abortCanary(releases, 'ordering', by);

    // A shell release is checked against the candidate too, not only the live version.
    const newerShell = await publishBuild('shell', shellBuild('shell two', { shared: { '@troo/shared': { version: '1.1.0' } } }));
    const olderShell = await publishBuild('shell', shellBuild('shell old again', { shared: { '@troo/shared': { version: '1.0.1' } } }));
    await release(releases, 'shell', newerShell, by);
    await startCanary(releases, 'ordering', needsNewer, 10, by);
    await assert.rejects(
      release(releases, 'shell', olderShell, by),
      (error) =>
        error instanceof RegistryError && new RegExp(`ordering ${needsNewer} cannot run on shell ${olderShell}`).test(error.message),
    );
    await abortCanary(releases, 'ordering', by);
    await rollback(releases, 'shell', undefined, by);
  });

  it('started from two places at once with two candidates: one runs, the other is refused', async () => {
    const other = await publishBuild('ordering', ordering('other'));
    const results = await Promise.allSettled([
      startCanary(releases, 'ordering', candidate, 10, by),
      startCanary(releases, 'ordering', other, 10, by),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
    const running = (await releases.store.read()).apps.ordering!.canary!.version;
    assert.equal(running, results[0].status === 'fulfilled' ? candidate : other);
    // An automatic abort of a candidate that is not (or no longer) the one running does nothing.
    assert.equal(await abortCanary(releases, 'ordering', { ...by, onlyVersion: running === candidate ? other : candidate }), null);
    await abortCanary(releases, 'ordering', by);
  });
});

describe('a canary over HTTP (npm run remotes -- --server)', () => {
  const call = (action: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/releases/ordering/${action}`, headers: operator, payload });

  it('starts, lists, aborts and promotes with the operator token, and says why it refuses', async () => {
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/releases/ordering/canary',
      payload: { version: candidate, percent: 10 },
    });
    assert.equal(noToken.statusCode, 401);
    const bad = await call('canary', { version: candidate, percent: 150 });
    assert.equal(bad.statusCode, 400);

    const started = await call('canary', { version: candidate, percent: 25, by: 'ops' });
    assert.equal(started.statusCode, 200);
    assert.match(started.json().message, new RegExp(`ordering: canary ${candidate} serves 25% of visitors; the rest stay on ${live}`));
    const list = await t.app.inject({ method: 'GET', url: '/api/releases', headers: operator });
    const ordering = (list.json().data as { app: string; canary?: { version: string; percent: number } }[]).find(
      (a) => a.app === 'ordering',
    )!;
    assert.deepEqual({ version: ordering.canary?.version, percent: ordering.canary?.percent }, { version: candidate, percent: 25 });

    const conflict = await call('release', { version: candidate });
    assert.equal(conflict.statusCode, 409);
    assert.match(conflict.json().message, /promote or abort it first/);

    const aborted = await call('abort', { by: 'ops' });
    assert.equal(aborted.statusCode, 200);
    assert.match(aborted.json().message, new RegExp(`canary ${candidate} aborted; every visitor is on ${live}`));
    assert.equal((await call('abort', {})).statusCode, 409);

    await call('canary', { version: candidate, percent: 25 });
    const promoted = await call('promote', { by: 'ops' });
    assert.equal(promoted.statusCode, 200);
    assert.match(promoted.json().message, new RegExp(`ordering: promoted ${live} → ${candidate}, live now`));
    const history = await t.app.inject({ method: 'GET', url: '/api/releases/history?app=ordering', headers: operator });
    assert.deepEqual(
      (history.json().data as { action: string; by: string }[]).slice(-4).map((entry) => `${entry.action} by ${entry.by}`),
      // The token's name, whatever `by` the body says.
      ['canary by operator token', 'abort by operator token', 'canary by operator token', 'promote by operator token'],
    );
  });
});

describe('a canary that fails its visitors', () => {
  const limits = { maxFailurePercent: 10, minPageLoads: 20 };
  const health = (pageLoads: number, code: number, load = 0) => ({ ...NO_TRAFFIC, pageLoads, code, load });

  it('is judged on its failures per page load, once it has served enough, against the live version', () => {
    assert.equal(canaryVerdict(health(19, 19), health(100, 0), limits), null, 'too few page loads to judge');
    assert.equal(canaryVerdict(health(40, 4), health(100, 0), limits), null, 'at the limit (10%) it goes on');
    assert.equal(
      canaryVerdict(health(40, 2, 8), health(100, 30), limits),
      null,
      'a network failing the live version as much is not its fault',
    );
    assert.match(
      canaryVerdict(health(40, 3, 2), health(100, 1), limits)!,
      /^5 failures in 40 page loads \(12\.5%; 3 code, 2 load, 0 timeout, 0 integrity\) over the limit of 10% \(live: 1\.0% of 100\)$/,
    );
  });

  it('is aborted by the watch with the reason in the history, while one that does not is left running', async () => {
    await startCanary(releases, 'ordering', candidate, 50, by);
    // Visitors of both sides; the candidate's fail one load in four, under the minimum at first.
    const pages = [];
    for (let i = 0; i < 12; i++) pages.push(await load(i % 2 ? 10 : 90));
    assert.ok(pages.every((page) => page.statusCode === 200));
    // Each phone reports with the token of the page it was served (bucket 10: the candidate's).
    const token = pageTokenIn(pages[1]!);
    for (let i = 0; i < 3; i++) assert.equal((await failed(candidate, token)).json().message, 'Reported');
    assert.deepEqual(await t.app.canaryWatch.judge(), [], 'some six page loads are too few to judge');
    assert.equal((await servedTo(10)).version, candidate);

    for (let i = 0; i < 28; i++) await load(10);
    for (let i = 0; i < 5; i++) await failed(candidate, token);
    const aborted = await t.app.canaryWatch.judge();
    assert.deepEqual(aborted, [{ app: 'ordering', live, candidate, percent: 50 }]);
    assert.equal((await servedTo(10)).version, live, 'its visitors are back on the live version');
    const entry = (await releases.store.read()).history.at(-1)!;
    assert.equal(entry.action, 'abort');
    assert.equal(entry.by, 'canary watch (automatic)');
    // Page loads are counted by the minute: this minute's earlier tests' pages count too.
    assert.match(
      entry.reason!,
      /^8 failures in 3\d page loads \(2\d\.\d%; 8 code, 0 load, 0 timeout, 0 integrity\) over the limit of 10% \(live: 0\.0% of \d+\)$/,
    );
    assert.deepEqual(await t.app.canaryWatch.judge(), [], 'judged again: nothing runs, nothing changes');
  });
});

// Issue 45, finding 4: the canary's figures came from whoever asked. It now believes only pages it
// served: a report counts only with the token the server wrote into the page, a load only with a
// bucket the server signed, and the worker's copy of a page just loaded is no second load. Each test
// runs its own candidate: counts are kept by the minute, and earlier tests' would count too.
describe('a canary believes only real pages', () => {
  /** Starts a canary of a new candidate at 50%; answers it and the first minute it is judged from. */
  async function newCanary(label: string) {
    const version = await publishBuild('ordering', ordering(label));
    await startCanary(releases, 'ordering', version, 50, by);
    return { version, since: new Date((await releases.store.read()).apps.ordering!.canary!.since) };
  }
  const healthOf = async (version: string, since: Date) => {
    await t.app.pageLoads.flush();
    return versionHealthSince(t.db, 'ordering', version, since);
  };
  const running = async () => (await releases.store.read()).apps.ordering?.canary?.version;

  it('leaves its verdict unchanged by ten error reports without a page token, or with a made-up or misplaced one', async () => {
    const steady = await newCanary('steady candidate');
    for (let i = 0; i < 40; i++) assert.equal((await load(i % 2 ? 10 : 90)).statusCode, 200);
    const candidateToken = pageTokenIn(await load(10))!;
    const liveToken = pageTokenIn(await load(90))!;
    const forged = [undefined, `${candidateToken.slice(0, -2)}xx`, liveToken, 'made.up'];
    for (let i = 0; i < 10; i++) {
      const answer = await failed(steady.version, forged[i % forged.length]);
      assert.equal(answer.statusCode, 202);
      assert.match(answer.json().message as string, /^Logged, not counted/);
    }
    assert.deepEqual(await t.app.canaryWatch.judge(), []);
    assert.equal(await running(), steady.version, 'a healthy canary goes on');
    assert.equal((await healthOf(steady.version, steady.since)).code, 0);

    // The same ten reports, each with the token of a page the candidate's side was served, are believed.
    for (let i = 0; i < 10; i++) assert.equal((await failed(steady.version, candidateToken)).json().message, 'Reported');
    assert.equal((await t.app.canaryWatch.judge()).length, 1);
    assert.equal(await running(), undefined);
  });

  it('counts 300 loads with a forged bucket cookie for neither side, so a failing candidate is still aborted', async () => {
    const failing = await newCanary('failing candidate');
    const token = pageTokenIn(await load(10))!;
    for (let i = 0; i < 19; i++) await load(10);
    // One load in five fails: past the limit of 10%, once judged.
    for (let i = 0; i < 4; i++) await failed(failing.version, token);
    const before = { candidate: await healthOf(failing.version, failing.since), live: await healthOf(live, failing.since) };

    const signedForSix = bucketCookieValue(key, 6).split('.')[1]!;
    const forgedCookies = ['5', '0', `5.${signedForSix}`, `${bucketCookieValue(key, 5)}x`, '99'];
    for (let i = 0; i < 300; i++) assert.equal((await load(forgedCookies[i % forgedCookies.length]!)).statusCode, 200);
    assert.deepEqual({ candidate: await healthOf(failing.version, failing.since), live: await healthOf(live, failing.since) }, before);

    assert.deepEqual(await t.app.canaryWatch.judge(), [{ app: 'ordering', live, candidate: failing.version, percent: 50 }]);
  });

  it("counts a first visit's page once, though the service worker fetches the page again to keep it", async () => {
    const { version, since } = await newCanary('first visits');
    const shell = (await releases.store.read()).apps.shell!.live;
    const loads = async () => {
      await t.app.pageLoads.flush();
      const [shellSide, candidateSide, liveSide] = await Promise.all([
        versionHealthSince(t.db, 'shell', shell, since),
        versionHealthSince(t.db, 'ordering', version, since),
        versionHealthSince(t.db, 'ordering', live, since),
      ]);
      return { shell: shellSide.pageLoads, ordering: candidateSide.pageLoads + liveSide.pageLoads };
    };
    const before = await loads();

    const visit = await t.app.inject({ method: 'GET', url: '/start-order' });
    const cookie = (visit.cookies as { name: string; value: string }[]).find((c) => c.name === BUCKET_COOKIE)!;
    // The worker's copy, with the cookie just set: a shared cache misses it (Vary: Cookie), so the server sees it.
    const copy = await t.app.inject({
      method: 'GET',
      url: '/start-order',
      cookies: { [BUCKET_COOKIE]: cookie.value },
      headers: { [WORKER_COPY_HEADER]: 'keep' },
    });
    assert.equal(copy.statusCode, 200);
    assert.ok(pageTokenIn(copy), "the kept copy carries its page's token, so a load shown from it may still report");
    assert.deepEqual(await loads(), { shell: before.shell + 1, ordering: before.ordering + 1 });

    // The visitor's next load is one more.
    await t.app.inject({ method: 'GET', url: '/start-order', cookies: { [BUCKET_COOKIE]: cookie.value } });
    assert.deepEqual(await loads(), { shell: before.shell + 2, ordering: before.ordering + 2 });
  });

  it('sends the bucket cookie, and every answer drawn from it, private; the registry carries no page token', async () => {
    await startCanary(releases, 'ordering', candidate, 50, by);
    for (const url of ['/start-order', '/remotes.json']) {
      const first = await t.app.inject({ method: 'GET', url });
      assert.match(String(first.headers['set-cookie']), new RegExp(`^${BUCKET_COOKIE}=`), url);
      assert.equal(first.headers['cache-control'], 'private, no-cache', url);
      assert.match(String(first.headers.vary), /\bCookie\b/, url);
      const back = await t.app.inject({ method: 'GET', url, cookies: bucketCookie(10) });
      assert.equal(back.headers['set-cookie'], undefined, url);
      assert.equal(back.headers['cache-control'], 'private, no-cache', url);
      assert.match(String(back.headers.vary), /\bCookie\b/, url);
      // A token comes only with a page the server served (and counted), never with the registry alone.
      if (url === '/remotes.json') assert.equal(pageTokenIn(back), undefined);
    }
    await abortCanary(releases, 'ordering', by);
    const after = await t.app.inject({ method: 'GET', url: '/start-order' });
    assert.equal(after.headers['set-cookie'], undefined);
    assert.equal(after.headers['cache-control'], 'no-cache', 'no canary, no bucket: the page is the same for everyone');
  });
});
