import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { RouteDeclaration } from '@troo/shared/route-manifest';
import type { OpenDatabase } from '../src/db/client.js';
import { PgRegistryStore } from '../src/remotes/registry-pg-store.js';
import { releaseRegistry } from '../src/db/schema.js';
import { registryFile } from '../../platform/releases/src/remotes/registry-file-store.js';
import { historyLines } from '../../platform/releases/src/remotes/release-report.js';
import {
  liveRemotes,
  listReleases,
  openReleases,
  publish,
  RegistryError,
  release,
  releaseNewBuilds,
  releaseTogether,
  rollback,
  rollbackTogether,
  type AppName,
  type RegistryDocument,
  type Releases,
} from '../../platform/releases/src/remotes/registry.js';
import { prepareInstallation, releaseFirstBuilds } from '../src/start-up.js';
import { buildTestApp, databaseUrlOf, freshDatabase } from './helpers/app.js';
import { inMemoryDatabase } from './helpers/in-memory-database.js';
import { sameOnEveryDatabase } from './helpers/same-on-every-database.js';
import { copyShared } from './helpers/shared-copy.js';
import { REPO_ROOT } from '../src/config.js';

// The registry of live versions: publishing immutable version folders, releasing and rolling back
// (a stack: never forward again), the history of every change, the checks a version passes before
// it goes live (its files whole, its routes its own, the release guard), and what a restart does.

const root = mkdtempSync(path.join(tmpdir(), 'troo-registry-test-'));
/** One in-memory PGlite for the whole file (opening one takes seconds); each use clears what it needs. */
let pglite: Promise<OpenDatabase> | null = null;
const embedded = () => (pglite ??= inMemoryDatabase());
after(async () => {
  await (await pglite)?.close();
  rmSync(root, { recursive: true, force: true });
});
const folder = (prefix: string) => mkdtempSync(path.join(root, `${prefix}-`));

// ---- Builds as the apps' builds lay them out ------------------------------------------------------

type SharedVersions = Record<string, { version: string; requiredVersion?: string }>;
interface BuildOptions {
  routes?: RouteDeclaration[];
  exposes?: string[];
  shared?: SharedVersions;
  firstPaint?: boolean;
}

const ROUTE: RouteDeclaration = { path: '/start-order', screen: 'QrLanding', audience: 'customer' };
/** What the live shell provides by default, and what a remote asks for (the runtime: exactly its version). */
const RUNTIME = '@troo/shared/runtime';
const [RT1, RT2, RT3] = ['1.0.0-rt-aaaaaaaaaaaa', '1.0.0-rt-bbbbbbbbbbbb', '1.0.0-rt-cccccccccccc'];
const SHELL_SHARED: SharedVersions = { [RUNTIME]: { version: RT1 }, react: { version: '19.2.0' } };
const REMOTE_SHARED: SharedVersions = {
  [RUNTIME]: { version: RT1, requiredVersion: RT1 },
  react: { version: '19.2.0', requiredVersion: '^19.2.0' },
};

let builds = 0;
/** Parseable JavaScript, long enough to be precompressed, different for every label. */
const script = (label: string) => `/* ${label} */\n${'var x = (function (a) { return a + 1; })(1);\n'.repeat(40)}`;
const write = (dir: string, file: string, text: string) => writeFileSync(path.join(dir, file), text);

/** A remote's build: remote entry, mf-manifest.json naming its chunks (sync, async, css), routes.json, compat.json. */
function remoteBuild(app: string, o: BuildOptions = {}): string {
  const label = `${app}-${++builds}`;
  const dir = folder('build');
  const entry = `remoteEntry.${label}.js`;
  write(dir, entry, script(`${label} entry`));
  write(dir, 'react.js', script('react, the same in every build'));
  const exposes = (o.exposes ?? ['QrLanding']).map((name) => {
    const [sync, async, css] = [`${name}.${label}.js`, `${name}-later.${label}.js`, `${name}.${label}.css`];
    write(dir, sync, script(`${label} ${name}`));
    write(dir, async, script(`${label} ${name} later`));
    write(dir, css, `.${name} { color: red; }`);
    return { name, assets: { js: { sync: [sync], async: [async] }, css: { sync: [css], async: [] } } };
  });
  write(dir, 'mf-manifest-stats.json', JSON.stringify({ random: Math.random() }));
  write(
    dir,
    'mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: entry } },
      shared: [{ name: 'react', assets: { js: { sync: ['react.js'], async: [] }, css: { sync: [], async: [] } } }],
      exposes,
    }),
  );
  write(dir, 'routes.json', JSON.stringify({ routes: o.routes ?? [ROUTE] }));
  write(dir, 'compat.json', JSON.stringify({ app, shared: o.shared ?? REMOTE_SHARED }));
  if (o.firstPaint) write(dir, 'first-paint.cjs', `module.exports = { label: ${JSON.stringify(label)} };`);
  return dir;
}

/** The shell's build: index.html, page-assets.json and the files it names, compat.json. */
function shellBuild(o: Pick<BuildOptions, 'shared'> = {}): string {
  const label = `shell-${++builds}`;
  const dir = folder('build');
  write(dir, 'index.html', `<!doctype html><title>${label}</title>`);
  write(dir, `boot.${label}.js`, script(`${label} boot`));
  write(dir, `boot.${label}.css`, 'body { margin: 0; }');
  write(dir, `shared.${label}.js`, script(`${label} shared`));
  write(
    dir,
    'page-assets.json',
    JSON.stringify({
      boot: { files: [`boot.${label}.js`, `boot.${label}.css`] },
      shared: { '@troo/shared': { files: [`shared.${label}.js`] } },
    }),
  );
  write(dir, 'compat.json', JSON.stringify({ app: 'shell', shared: o.shared ?? SHELL_SHARED }));
  return dir;
}

const quick = { precompress: false };
const publishRemote = async (dir: string, app: string, o?: BuildOptions) =>
  (await publish(dir, app, remoteBuild(app, o), '1.0.0', quick)).version;
const publishShell = async (dir: string, o?: Pick<BuildOptions, 'shared'>) =>
  (await publish(dir, 'shell', shellBuild(o), '1.0.0', quick)).version;
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
    exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
  };

/** Ways a build (or a published version folder) is not whole, and what the refusal says. */
const REMOTE_DAMAGE: { what: string; damage: (dir: string) => void; says: RegExp }[] = [
  {
    what: 'no remote entry',
    damage: (dir) => rmSync(path.join(dir, manifestOf(dir).metaData.remoteEntry.name)),
    says: /remoteEntry\.[^ ]+\.js is missing/,
  },
  {
    what: 'an unparseable mf-manifest.json',
    damage: (dir) => write(dir, 'mf-manifest.json', '{"metaData": {'),
    says: /mf-manifest\.json is not valid JSON/,
  },
  {
    what: 'a chunk the manifest names missing',
    damage: (dir) => rmSync(path.join(dir, manifestOf(dir).exposes[0]!.assets.js.async[0]!)),
    says: /QrLanding-later\.[^ ]+\.js is missing/,
  },
  {
    what: 'a chunk that does not parse',
    damage: (dir) => write(dir, manifestOf(dir).exposes[0]!.assets.js.sync[0]!, 'var x = ;'),
    says: /QrLanding\.[^ ]+\.js does not parse/,
  },
  { what: 'no compat.json', damage: (dir) => rmSync(path.join(dir, 'compat.json')), says: /compat\.json is missing/ },
];

/** The Subresource Integrity hash of a file, as a release records it and a browser checks it. */
const sriOf = (file: string) => `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}`;
const integrityRecord = (published: string) =>
  (JSON.parse(readFileSync(path.join(published, 'integrity.json'), 'utf8')) as { files: Record<string, string> }).files;

const live = async (releases: Releases, app: AppName) => (await releases.store.read()).apps[app]?.live ?? null;
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

// ---- Publishing ------------------------------------------------------------------------------------

describe('publishing a build', sameOnEveryDatabase, () => {
  it('publishes a build once into an immutable folder, precompressed, ignoring build statistics', async () => {
    const dir = folder('releases');
    const build = remoteBuild('ordering');
    const first = await publish(dir, 'ordering', build, '1.0.0');
    write(build, 'mf-manifest-stats.json', JSON.stringify({ random: 'changed' }));
    const second = await publish(dir, 'ordering', build, '1.0.0');
    assert.equal(first.created, true);
    assert.equal(second.created, false);
    assert.equal(second.version, first.version);
    assert.match(first.version, /^1\.0\.0-[0-9a-f]{10}$/);
    const published = path.join(dir, 'ordering', first.version);
    assert.equal(existsSync(path.join(published, 'mf-manifest-stats.json')), false);
    const entry = path.join(published, manifestOf(build).metaData.remoteEntry.name);
    assert.equal(gunzipSync(readFileSync(`${entry}.gz`)).toString(), readFileSync(entry, 'utf8'));
    assert.ok(existsSync(`${entry}.br`));
    assert.deepEqual(readdirSync(path.join(dir, 'ordering')), [first.version]);
  });

  it('records the integrity of every file the release serves or the server runs; the same build over a folder without a valid record is refused', async () => {
    const dir = folder('releases');
    const build = remoteBuild('ordering', { firstPaint: true });
    const { version } = await publish(dir, 'ordering', build, '1.0.0');
    const published = path.join(dir, 'ordering', version);
    const served = readdirSync(build)
      .filter((file) => file !== 'mf-manifest-stats.json')
      .sort();
    assert.ok(served.includes('first-paint.cjs'));
    const record = integrityRecord(published);
    assert.deepEqual(Object.keys(record).sort(), served, 'every file served or run, and no build stats');
    for (const file of served) assert.equal(record[file], sriOf(path.join(build, file)), file);

    assert.deepEqual(await publish(dir, 'ordering', build, '1.0.0'), { version, created: false });

    // Its record gone (and its entry changed): a record written now would vouch for the change.
    const entry = manifestOf(build).metaData.remoteEntry.name;
    write(published, entry, script('a changed entry'));
    rmSync(path.join(published, 'integrity.json'));
    await assert.rejects(publish(dir, 'ordering', build, '1.0.0'), (error) => {
      assert.ok(error instanceof RegistryError);
      assert.ok(error.message.includes(`ordering ${version} is already published, but its folder ${published}`), error.message);
      assert.match(error.message, /no valid integrity record \(integrity\.json is missing\)/);
      return true;
    });
    assert.equal(existsSync(path.join(published, 'integrity.json')), false, 'nothing recorded for the changed folder');
    // A record that leaves out a file the folder serves is no better.
    write(published, 'integrity.json', JSON.stringify({ algorithm: 'sha256', files: { ...record, [entry]: undefined } }));
    await assert.rejects(
      publish(dir, 'ordering', build, '1.0.0'),
      new RegExp(`integrity\\.json does not name ${entry.replace(/\./g, '\\.')}`),
    );
  });

  it("never reuses an earlier release's compressed copy that is not its file: a corrupt .br is made anew, and the new release goes live", async () => {
    const dir = folder('releases');
    const releases = openReleases(dir);
    const build = remoteBuild('ordering');
    const first = await publish(dir, 'ordering', build, '1.0.0');
    const [exposeFile] = manifestOf(build).exposes[0]!.assets.js.sync;
    let newestCopy = path.join(dir, 'ordering', first.version, exposeFile!);
    const original = readFileSync(newestCopy);
    // The newest release's brotli copy damaged: valid brotli of other bytes, then not brotli at all.
    for (const [damage, corrupt] of [
      ['other bytes', brotliCompressSync(original.toString().replace('a + 1', 'a + 2'))],
      ['not brotli', Buffer.from('garbage')],
    ] as const) {
      writeFileSync(`${newestCopy}.br`, corrupt);
      write(build, manifestOf(build).metaData.remoteEntry.name, script(`a changed remote entry (${damage})`));
      const next = await publish(dir, 'ordering', build, '1.0.0');
      const nextCopy = path.join(dir, 'ordering', next.version, exposeFile!);
      assert.deepEqual(brotliDecompressSync(readFileSync(`${nextCopy}.br`)), original, damage);
      // Its gzip copy is intact, but copies travel in pairs: a release's .gz and .br are made alike.
      assert.deepEqual(gunzipSync(readFileSync(`${nextCopy}.gz`)), original, damage);
      await release(releases, 'ordering', next.version, { by: 'ada' });
      assert.equal(await live(releases, 'ordering'), next.version, damage);
      newestCopy = nextCopy;
    }
  });

  it("compresses only the files a new release changes: an unchanged one takes the earlier release's .gz and .br", async () => {
    const dir = folder('releases');
    const build = remoteBuild('ordering');
    const first = await publish(dir, 'ordering', build, '1.0.0');
    const [exposeFile] = manifestOf(build).exposes[0]!.assets.js.sync;
    const firstCopy = path.join(dir, 'ordering', first.version, exposeFile!);
    // A marker: valid gzip of the same bytes, but not what zopfli writes. Only a reuse carries it over.
    const marker = gzipSync(readFileSync(firstCopy), { level: 1 });
    writeFileSync(`${firstCopy}.gz`, marker);
    const entry = manifestOf(build).metaData.remoteEntry.name;
    write(build, entry, script('a changed remote entry'));

    const second = await publish(dir, 'ordering', build, '1.0.0');

    const secondDir = path.join(dir, 'ordering', second.version);
    assert.notEqual(second.version, first.version);
    assert.deepEqual(readFileSync(path.join(secondDir, `${exposeFile}.gz`)), marker);
    assert.deepEqual(readFileSync(path.join(secondDir, `${exposeFile}.br`)), readFileSync(`${firstCopy}.br`));
    assert.equal(gunzipSync(readFileSync(path.join(secondDir, `${entry}.gz`))).toString(), script('a changed remote entry'));
  });

  it('publishes the shell too, and refuses an unknown app and a folder that is not a build', async () => {
    const dir = folder('releases');
    const shell = await publishShell(dir);
    assert.deepEqual(
      (await listReleases(dir, 'shell')).map((info) => [info.version, info.remoteEntry]),
      [[shell, null]],
    );
    await assert.rejects(publish(dir, 'payments', remoteBuild('payments'), '1.0.0', quick), /Unknown app "payments"/);
    await assert.rejects(publish(dir, 'ordering', folder('empty'), '1.0.0', quick), (error) => error instanceof RegistryError);
  });

  it('refuses a build whose routes name a screen it does not expose', async () => {
    const build = remoteBuild('ordering', { routes: [{ path: '/start-order', screen: 'Basket', audience: 'customer' }] });
    await assert.rejects(publish(folder('releases'), 'ordering', build, '1.0.0', quick), /ordering does not expose Basket/);
  });

  it('refuses a build that is not whole, naming what is wrong, and publishes nothing', async () => {
    const shellWithout = (file: string) => (dir: string) => rmSync(path.join(dir, file));
    const cases = [
      ...REMOTE_DAMAGE.map((c) => ({ ...c, app: 'checkout', build: () => remoteBuild('checkout') })),
      {
        what: 'a manifest that names no remote entry',
        app: 'checkout',
        build: () => remoteBuild('checkout'),
        damage: (dir: string) => write(dir, 'mf-manifest.json', JSON.stringify({ ...manifestOf(dir), metaData: {} })),
        says: /names no remote entry/,
      },
      {
        what: 'a manifest naming a file outside the build',
        app: 'checkout',
        build: () => remoteBuild('checkout'),
        damage: (dir: string) => {
          const manifest = manifestOf(dir);
          manifest.exposes[0]!.assets.js.async.push('../../etc/passwd.js');
          write(dir, 'mf-manifest.json', JSON.stringify(manifest));
        },
        says: /passwd\.js is outside the build/,
      },
      {
        what: 'a manifest without css lists',
        app: 'checkout',
        build: () => remoteBuild('checkout'),
        damage: (dir: string) => {
          const manifest = manifestOf(dir) as unknown as { exposes: { assets: Record<string, unknown> }[] };
          delete manifest.exposes[0]!.assets.css;
          write(dir, 'mf-manifest.json', JSON.stringify(manifest));
          rmSync(path.join(dir, manifestOf(dir).metaData.remoteEntry.name));
        },
        says: /remoteEntry\.[^ ]+\.js is missing/,
      },
      {
        what: 'a shell without index.html',
        app: 'shell',
        build: () => shellBuild(),
        damage: shellWithout('index.html'),
        says: /index\.html is missing/,
      },
      {
        what: 'a shell missing a file page-assets.json names',
        app: 'shell',
        build: () => shellBuild(),
        damage: (dir: string) =>
          rmSync(
            path.join(
              dir,
              readdirSync(dir).find((file) => file.startsWith('boot.') && file.endsWith('.css'))!,
            ),
          ),
        says: /boot\.[^ ]+\.css is missing/,
      },
      {
        what: 'a shell without compat.json',
        app: 'shell',
        build: () => shellBuild(),
        damage: shellWithout('compat.json'),
        says: /compat\.json is missing/,
      },
    ];
    const dir = folder('releases');
    const releases = openReleases(dir);
    await release(
      releases,
      'ordering',
      await publishRemote(dir, 'ordering', { routes: [{ path: '/menu', screen: 'QrLanding', audience: 'customer' }] }),
      { by: 'test' },
    );
    const registry = readFileSync(registryFile(dir), 'utf8');
    for (const c of cases) {
      const build = c.build();
      c.damage(build);
      await assert.rejects(
        publish(dir, c.app, build, '1.0.0', quick),
        (error) => error instanceof RegistryError && c.says.test(error.message),
        c.what,
      );
      assert.deepEqual(await listReleases(dir, c.app), [], c.what);
      assert.deepEqual(existsSync(path.join(dir, c.app)) ? readdirSync(path.join(dir, c.app)) : [], [], c.what);
    }
    assert.equal(readFileSync(registryFile(dir), 'utf8'), registry);
  });
});

// ---- Releasing and rolling back, on either store -------------------------------------------------

for (const where of ['file', 'database'] as const) {
  const store = where === 'file' ? 'a file beside the releases' : 'a database row';
  describe(`the registry (${store})`, where === 'file' ? sameOnEveryDatabase : {}, () => {
    let database: OpenDatabase | null = null;
    const server = process.env.TEST_DATABASE_URL;
    before(async () => {
      if (where === 'database') database = server ? await freshDatabase() : await embedded();
    });
    after(() => (server ? database?.close() : undefined));
    beforeEach(async () => {
      if (database) await database.db.delete(releaseRegistry);
    });
    const open = (dir: string) => openReleases(dir, database ? new PgRegistryStore(database.db) : undefined);

    it('releases, and rolls back one step at a time, never forward; a release pushes again', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      const [v1, v2, v3] = [
        await publishRemote(dir, 'checkout'),
        await publishRemote(dir, 'checkout'),
        await publishRemote(dir, 'checkout'),
      ];
      for (const version of [v1, v2, v3]) await release(releases, 'checkout', version, { by: 'ada' });
      assert.deepEqual(
        (await liveRemotes(releases)).map((remote) => [remote.name, remote.version, remote.entry]),
        [['checkout', v3, `/remotes/checkout/${v3}/${manifestOf(path.join(dir, 'checkout', v3)).metaData.remoteEntry.name}`]],
      );

      assert.deepEqual(await rollback(releases, 'checkout', undefined, { by: 'bo' }), { app: 'checkout', from: v3, to: v2, forced: false });
      assert.deepEqual(await rollback(releases, 'checkout', undefined, { by: 'bo' }), { app: 'checkout', from: v2, to: v1, forced: false });
      assert.equal(await live(releases, 'checkout'), v1);
      assert.deepEqual(
        (await liveRemotes(releases)).map((remote) => remote.version),
        [v1],
      );
      await assert.rejects(rollback(releases, 'checkout', undefined, { by: 'bo' }), /checkout has no earlier live version/);
      assert.equal(await live(releases, 'checkout'), v1);

      // Released again, v3 is one step above v1: a rollback returns to v1, not to v2.
      await release(releases, 'checkout', v3, { by: 'cy' });
      assert.equal((await rollback(releases, 'checkout', undefined, { by: 'cy' })).to, v1);

      const registry = await releases.store.read();
      assert.deepEqual(
        registry.history.map(({ app, action, from, to, by, forced }) => ({ app, action, from, to, by, forced })),
        [
          { app: 'checkout', action: 'release', from: null, to: v1, by: 'ada', forced: false },
          { app: 'checkout', action: 'release', from: v1, to: v2, by: 'ada', forced: false },
          { app: 'checkout', action: 'release', from: v2, to: v3, by: 'ada', forced: false },
          { app: 'checkout', action: 'rollback', from: v3, to: v2, by: 'bo', forced: false },
          { app: 'checkout', action: 'rollback', from: v2, to: v1, by: 'bo', forced: false },
          { app: 'checkout', action: 'release', from: v1, to: v3, by: 'cy', forced: false },
          { app: 'checkout', action: 'rollback', from: v3, to: v1, by: 'cy', forced: false },
        ],
      );
      for (const entry of registry.history) assert.ok(!Number.isNaN(Date.parse(entry.at)));
      assert.deepEqual(
        registry.history.map((entry) => entry.at),
        registry.history.map((entry) => entry.at).sort(),
      );
      assert.deepEqual(registry.apps.checkout?.stack, [v1]);
      assert.equal(registry.revision, 7);
    });

    it('rolls back to a named earlier step only', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      const [v1, v2, v3, never] = [
        await publishRemote(dir, 'kitchen'),
        await publishRemote(dir, 'kitchen'),
        await publishRemote(dir, 'kitchen'),
        await publishRemote(dir, 'kitchen'),
      ];
      for (const version of [v1, v2, v3]) await release(releases, 'kitchen', version, { by: 'ada' });
      await assert.rejects(rollback(releases, 'kitchen', never, { by: 'ada' }), /kitchen .+ is not an earlier step/);
      await assert.rejects(rollback(releases, 'kitchen', v3, { by: 'ada' }), /is not an earlier step/);
      assert.deepEqual(await rollback(releases, 'kitchen', v1, { by: 'ada' }), { app: 'kitchen', from: v3, to: v1, forced: false });
      // v2 was above v1: gone from the steps, so it returns only by a release.
      await assert.rejects(rollback(releases, 'kitchen', v2, { by: 'ada' }), /is not an earlier step|no earlier live version/);
      assert.equal(await live(releases, 'kitchen'), v1);

      // Named as a step and live at once (released again by name): nothing changes, and it says so.
      await release(releases, 'kitchen', v2, { by: 'ada' });
      await release(releases, 'kitchen', v1, { by: 'ada' });
      const before = await releases.store.read();
      assert.deepEqual(await rollback(releases, 'kitchen', v1, { by: 'ada' }), { app: 'kitchen', from: v1, to: v1, forced: false });
      assert.deepEqual((await releases.store.read()).history, before.history);
      assert.equal(await live(releases, 'kitchen'), v1);
    });

    it('answers a release of the live version without a change, and refuses what was never published', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      const v1 = await publishRemote(dir, 'kitchen');
      await release(releases, 'kitchen', undefined, { by: 'ada' });
      const before = await releases.store.read();
      assert.deepEqual(await release(releases, 'kitchen', v1, { by: 'ada' }), { app: 'kitchen', from: v1, to: v1, forced: false });
      await assert.rejects(release(releases, 'kitchen', '9.9.9-nope', { by: 'ada' }), /kitchen has no published version 9\.9\.9-nope/);
      await assert.rejects(release(releases, 'onboarding', undefined, { by: 'ada' }), /onboarding has no published version/);
      await assert.rejects(release(releases, 'payments', undefined, { by: 'ada' }), /Unknown app "payments"/);
      assert.deepEqual((await releases.store.read()).apps, before.apps);
      assert.deepEqual((await releases.store.read()).history, before.history);
    });

    it('refuses to make live a version whose folder was damaged after publishing, leaving the registry as it was', async () => {
      for (const c of [
        ...REMOTE_DAMAGE,
        { what: 'release.json gone', damage: (d: string) => rmSync(path.join(d, 'release.json')), says: /has no published version/ },
      ]) {
        const dir = folder('releases');
        const releases = open(dir);
        if (database) await database.db.delete(releaseRegistry);
        const v1 = await publishRemote(dir, 'ordering');
        await release(releases, 'ordering', v1, { by: 'ada' });
        const v2 = await publishRemote(dir, 'ordering');
        c.damage(path.join(dir, 'ordering', v2));
        const before = await releases.store.read();
        await assert.rejects(
          release(releases, 'ordering', v2, { by: 'ada' }),
          (error) => error instanceof RegistryError && c.says.test(error.message),
          c.what,
        );
        assert.deepEqual(await releases.store.read(), before, c.what);
        assert.deepEqual(
          (await liveRemotes(releases)).map((remote) => remote.version),
          [v1],
          c.what,
        );
      }

      // A rollback checks the version it returns to just the same.
      const dir = folder('releases');
      const releases = open(dir);
      if (database) await database.db.delete(releaseRegistry);
      const [v1, v2] = [await publishRemote(dir, 'ordering'), await publishRemote(dir, 'ordering')];
      await release(releases, 'ordering', v1, { by: 'ada' });
      await release(releases, 'ordering', v2, { by: 'ada' });
      REMOTE_DAMAGE[3]!.damage(path.join(dir, 'ordering', v1));
      const before = await releases.store.read();
      await assert.rejects(rollback(releases, 'ordering', undefined, { by: 'ada' }), /does not parse/);
      assert.deepEqual(await releases.store.read(), before);

      // The shell: its page gone.
      const s1 = await publishShell(dir);
      await release(releases, 'shell', s1, { by: 'ada' });
      const s2 = await publishShell(dir);
      rmSync(path.join(dir, 'shell', s2, 'index.html'));
      const withShell = await releases.store.read();
      await assert.rejects(release(releases, 'shell', s2, { by: 'ada' }), /index\.html is missing/);
      assert.deepEqual(await releases.store.read(), withShell);
    });

    it('refuses to make live a version whose files changed after publishing (a chunk, or the compressed copy browsers get), naming them', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      const v1 = await publishRemote(dir, 'ordering');
      await release(releases, 'ordering', v1, { by: 'ada' });
      // Precompressed, as a real publish is.
      const { version } = await publish(dir, 'ordering', remoteBuild('ordering'), '1.0.0');
      const published = path.join(dir, 'ordering', version);
      const chunk = manifestOf(published).exposes[0]!.assets.js.sync[0]!;
      const tampered = readFileSync(path.join(published, chunk), 'utf8').replace('a + 1', 'a + 2');
      const before = await releases.store.read();

      // The plain file changed, its compressed copies left as they were.
      const original = readFileSync(path.join(published, chunk));
      writeFileSync(path.join(published, chunk), tampered);
      await assert.rejects(release(releases, 'ordering', version, { by: 'ada' }), (error) => {
        assert.ok(error instanceof RegistryError);
        assert.match(error.message, /files changed after it was published/);
        assert.ok(error.message.includes(`\n  ${chunk}\n`), error.message);
        return true;
      });
      // Only the brotli copy changed (what most browsers are sent).
      writeFileSync(path.join(published, chunk), original);
      writeFileSync(path.join(published, `${chunk}.br`), brotliCompressSync(tampered));
      await assert.rejects(
        release(releases, 'ordering', version, { by: 'ada' }),
        new RegExp(`\\n  ${chunk.replace(/\./g, '\\.')}\\.br\\n`),
      );
      assert.deepEqual(await releases.store.read(), before);

      // Restored, it goes live, the registry naming its entry's integrity for the shell to check.
      rmSync(path.join(published, `${chunk}.br`));
      await release(releases, 'ordering', version, { by: 'ada' });
      const entry = manifestOf(published).metaData.remoteEntry.name;
      assert.deepEqual(
        (await liveRemotes(releases)).map((remote) => remote.integrity),
        [sriOf(path.join(published, entry))],
      );
    });

    it('refuses to make live a version whose folder has no valid integrity record, naming the folder and why; its changed entry never goes live', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      const v1 = await publishRemote(dir, 'ordering');
      await release(releases, 'ordering', v1, { by: 'ada' });
      const version = await publishRemote(dir, 'ordering');
      const published = path.join(dir, 'ordering', version);
      const record = integrityRecord(published);
      const entry = manifestOf(published).metaData.remoteEntry.name;
      write(published, entry, script('a changed entry'));
      const before = await releases.store.read();
      const refusedFor = async (why: RegExp) =>
        assert.rejects(release(releases, 'ordering', version, { by: 'ada' }), (error) => {
          assert.ok(error instanceof RegistryError);
          assert.ok(
            error.message.includes(`ordering ${version} cannot go live: its folder ${published} has no valid integrity record`),
            error.message,
          );
          assert.match(error.message, why);
          return true;
        });

      rmSync(path.join(published, 'integrity.json'));
      await refusedFor(/integrity\.json is missing/);
      write(published, 'integrity.json', '{"files": {');
      await refusedFor(/integrity\.json is not valid JSON/);
      write(published, 'integrity.json', JSON.stringify({ algorithm: 'sha256', files: {} }));
      await refusedFor(/integrity\.json records no files/);
      write(published, 'integrity.json', JSON.stringify({ algorithm: 'sha256', files: { ...record, [entry]: 'md5-abc' } }));
      await refusedFor(new RegExp(`integrity\\.json holds no valid hash for ${entry.replace(/\./g, '\\.')}`));
      const { [entry]: _left, ...withoutEntry } = record;
      write(published, 'integrity.json', JSON.stringify({ algorithm: 'sha256', files: withoutEntry }));
      await refusedFor(new RegExp(`integrity\\.json does not name ${entry.replace(/\./g, '\\.')}`));
      assert.deepEqual(await releases.store.read(), before);
      assert.equal(await live(releases, 'ordering'), v1);
    });

    it('refuses to make live a version whose first-paint.cjs (code the server runs) changed after publishing', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      const { version } = await publish(dir, 'ordering', remoteBuild('ordering', { firstPaint: true }), '1.0.0');
      const code = path.join(dir, 'ordering', version, 'first-paint.cjs');
      const original = readFileSync(code);
      writeFileSync(code, `${original.toString()}\nrequire('node:child_process');\n`);
      await assert.rejects(release(releases, 'ordering', version, { by: 'ada' }), (error) => {
        assert.ok(error instanceof RegistryError);
        assert.ok(error.message.includes('\n  first-paint.cjs\n'), error.message);
        return true;
      });
      writeFileSync(code, original);
      await release(releases, 'ordering', version, { by: 'ada' });
    });

    it('checks a record written by an earlier build in its own algorithm (sha384), not as changed files', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      const version = await publishRemote(dir, 'ordering');
      const published = path.join(dir, 'ordering', version);
      const sha384 = Object.fromEntries(
        Object.keys(integrityRecord(published)).map((file) => [
          file,
          `sha384-${createHash('sha384')
            .update(readFileSync(path.join(published, file)))
            .digest('base64')}`,
        ]),
      );
      write(published, 'integrity.json', JSON.stringify({ algorithm: 'sha384', files: sha384 }));
      await release(releases, 'ordering', version, { by: 'ada' });
      assert.equal(await live(releases, 'ordering'), version);
    });

    it('refuses to make a remote live when another live remote answers one of its paths', async () => {
      const dir = folder('releases');
      const releases = open(dir);
      await publishRemote(dir, 'ordering', { routes: [{ path: '/demo/tip/:mode', screen: 'QrLanding', audience: 'customer' }] });
      await release(releases, 'ordering', undefined, { by: 'ada' });
      await publishRemote(dir, 'checkout', {
        routes: [{ path: '/demo/tip/:other', screen: 'Tip', audience: 'customer' }],
        exposes: ['Tip'],
      });
      await assert.rejects(release(releases, 'checkout', undefined, { by: 'ada' }), /is claimed by both ordering and checkout/);
      assert.equal((await releases.store.read()).apps.checkout, undefined);
    });

    describe('the release guard', () => {
      const NEWER_SHARED: SharedVersions = { ...REMOTE_SHARED, [RUNTIME]: { version: RT2, requiredVersion: RT2 } };
      const s2Shared = (): SharedVersions => ({ ...SHELL_SHARED, [RUNTIME]: { version: RT2 } });

      it('refuses a remote built against another runtime than the live shell provides, naming both and the fix; forced, it goes live and says so', async () => {
        const dir = folder('releases');
        const releases = open(dir);
        const s1 = await publishShell(dir);
        const c1 = await publishRemote(dir, 'checkout');
        await release(releases, 'shell', s1, { by: 'ada' });
        await release(releases, 'checkout', c1, { by: 'ada' });
        const c2 = await publishRemote(dir, 'checkout', { shared: NEWER_SHARED });

        const before = await releases.store.read();
        const refusal = await release(releases, 'checkout', c2, { by: 'bo' }).then(
          () => assert.fail('released'),
          (error: Error) => error,
        );
        assert.ok(refusal instanceof RegistryError);
        assert.ok(refusal.message.includes(`checkout ${c2} cannot run on shell ${s1}`), refusal.message);
        assert.ok(refusal.message.includes(`${RUNTIME}: needs ${RT2} (built against ${RT2}), the shell provides ${RT1}`), refusal.message);
        assert.ok(refusal.message.includes('npm run remotes -- release shell checkout'), refusal.message);
        assert.deepEqual(await releases.store.read(), before);

        // A shared module the shell does not provide at all.
        const c4 = await publishRemote(dir, 'checkout', {
          shared: { ...REMOTE_SHARED, 'react-slick': { version: '0.30.0', requiredVersion: '^0.30.0' } },
        });
        await assert.rejects(release(releases, 'checkout', c4, { by: 'bo' }), /react-slick: the shell provides no copy/);
        assert.deepEqual(await releases.store.read(), before);

        const forced = await release(releases, 'checkout', c2, { by: 'bo', force: true });
        assert.deepEqual(forced, { app: 'checkout', from: c1, to: c2, forced: true });
        assert.equal(await live(releases, 'checkout'), c2);
        const entry = (await releases.store.read()).history.at(-1)!;
        assert.equal(entry.forced, true);
        assert.equal(entry.by, 'bo');
        assert.deepEqual([entry.from, entry.to], [c1, c2]);
        assert.ok(
          entry.overridden?.some((problem) => problem.includes(`checkout ${c2} cannot run on shell ${s1}`) && problem.includes(RT2)),
        );
        // What passes the guard is not written as forced, even when asked with force.
        const ordinary = await release(releases, 'checkout', c1, { by: 'bo', force: true });
        assert.equal(ordinary.forced, false);
        assert.equal((await releases.store.read()).history.at(-1)!.overridden, undefined);
      });

      it('refuses a shell release or rollback that would break a live remote', async () => {
        const dir = folder('releases');
        const releases = open(dir);
        const s1 = await publishShell(dir);
        const s2 = await publishShell(dir, { shared: s2Shared() });
        const c1 = await publishRemote(dir, 'checkout');
        const c2 = await publishRemote(dir, 'checkout', { shared: NEWER_SHARED });
        await release(releases, 'shell', s1, { by: 'ada' });
        await release(releases, 'checkout', c1, { by: 'ada' });
        // What the refusal asks for: the shell with the remote's runtime and the remote, as one change.
        await releaseTogether(
          releases,
          [
            { app: 'shell', version: s2 },
            { app: 'checkout', version: c2 },
          ],
          { by: 'ada' },
        );

        const before = await releases.store.read();
        for (const attempt of [
          () => rollback(releases, 'shell', undefined, { by: 'bo' }),
          () => rollback(releases, 'shell', s1, { by: 'bo' }),
          () => release(releases, 'shell', s1, { by: 'bo' }),
        ]) {
          const refusal = await attempt().then(
            () => assert.fail('changed the shell'),
            (error: Error) => error,
          );
          assert.ok(refusal instanceof RegistryError);
          assert.ok(refusal.message.includes(`checkout ${c2} cannot run on shell ${s1}`), refusal.message);
          assert.ok(refusal.message.includes(`needs ${RT2} (built against ${RT2}), the shell provides ${RT1}`), refusal.message);
        }
        // A shell with a runtime newer than the live remote's: refused as well (exactly, not "at least").
        const s3 = await publishShell(dir, { shared: { ...SHELL_SHARED, [RUNTIME]: { version: RT3 } } });
        await assert.rejects(release(releases, 'shell', s3, { by: 'bo' }), (error: Error) =>
          error.message.includes(`checkout ${c2} cannot run on shell ${s3}:\n    ${RUNTIME}: needs ${RT2}`),
        );
        assert.deepEqual(await releases.store.read(), before);

        // Rolled back as one, it goes.
        await rollbackTogether(releases, ['shell', 'checkout'], { by: 'bo' });
        assert.deepEqual([await live(releases, 'shell'), await live(releases, 'checkout')], [s1, c1]);
        // Or forced.
        await release(releases, 'shell', s3, { by: 'cy', force: true });
        const entry = (await releases.store.read()).history.at(-1)!;
        assert.deepEqual([entry.app, entry.to, entry.forced, entry.by], ['shell', s3, true, 'cy']);
        assert.match(entry.overridden!.join('\n'), new RegExp(`checkout .+ cannot run on shell .+provides ${RT3}`, 's'));
      });

      it('releases a shell and the remote that needs it as one change, guarded as a whole; one history line; rolled back as one', async () => {
        const dir = folder('releases');
        const releases = open(dir);
        const s1 = await publishShell(dir);
        const c1 = await publishRemote(dir, 'checkout');
        await releaseTogether(
          releases,
          [
            { app: 'shell', version: s1 },
            { app: 'checkout', version: c1 },
          ],
          { by: 'ada' },
        );
        const s2 = await publishShell(dir, { shared: s2Shared() });
        const c2 = await publishRemote(dir, 'checkout', { shared: NEWER_SHARED });

        // Alone, the remote is refused (the live shell lacks what it needs); with its shell, both go.
        await assert.rejects(release(releases, 'checkout', c2, { by: 'bo' }), /release shell@<version> <remote>@<version>/);
        const revision = (await releases.store.read()).revision;
        const changes = await releaseTogether(
          releases,
          [
            { app: 'checkout', version: c2 },
            { app: 'shell', version: s2 },
          ],
          { by: 'bo' },
        );
        assert.deepEqual(changes, [
          { app: 'checkout', from: c1, to: c2, forced: false },
          { app: 'shell', from: s1, to: s2, forced: false },
        ]);
        const after = await releases.store.read();
        assert.equal(after.revision, revision + 1, 'one write of the registry');
        assert.deepEqual([await live(releases, 'shell'), await live(releases, 'checkout')], [s2, c2]);
        const lines = historyLines(after.history);
        assert.match(lines.at(-1)!, new RegExp(`checkout \\+ shell  release  checkout ${c1} → ${c2}, shell ${s1} → ${s2}  by bo$`));
        assert.equal(lines.length, 2, 'each change of several is one line');

        // Anything wrong with one app refuses the whole change: nothing of it goes live.
        const before = await releases.store.read();
        await assert.rejects(
          releaseTogether(
            releases,
            [
              { app: 'shell', version: s1 },
              { app: 'ordering', version: 'nope' },
            ],
            { by: 'cy' },
          ),
          RegistryError,
        );
        await assert.rejects(releaseTogether(releases, [{ app: 'shell' }, { app: 'shell' }], { by: 'cy' }), /shell is named twice/);
        await assert.rejects(releaseTogether(releases, [{ app: 'till' }], { by: 'cy' }), RegistryError);
        assert.deepEqual(await releases.store.read(), before);

        // Rolled back alone, the shell would break the remote: the refusal names the change to take back.
        await assert.rejects(
          rollback(releases, 'shell', undefined, { by: 'cy' }),
          /shell went live together with checkout: roll them back as one change \(rollback shell checkout\)/,
        );
        const back = await rollbackTogether(releases, ['shell', 'checkout'], { by: 'cy' });
        assert.deepEqual(
          back.map((change) => [change.app, change.from, change.to]),
          [
            ['shell', s2, s1],
            ['checkout', c2, c1],
          ],
        );
        assert.deepEqual([await live(releases, 'shell'), await live(releases, 'checkout')], [s1, c1]);
      });

      it('lets a team release a remote after a kit and contract change alone; a runtime change only with its shell', async () => {
        // compat.json as the apps' builds write it (rspack.compatibility.js): the singletons from the
        // project's config, with @troo/shared resolved the way a build resolves it, here a copy a team changed.
        const { sharedSingletons } = createRequire(import.meta.url)(path.join(REPO_ROOT, 'rspack.shared.js')) as {
          sharedSingletons(dir: string, options?: { hostCopiesOnly?: boolean }): SharedVersions;
        };
        const compatOf = (dir: string, host: boolean): SharedVersions =>
          Object.fromEntries(
            Object.entries(sharedSingletons(dir, { hostCopiesOnly: !host })).map(([request, { version, requiredVersion }]) => [
              request,
              host ? { version } : { version, requiredVersion },
            ]),
          );
        const dir = folder('releases');
        const releases = open(dir);
        const current = copyShared(root);
        const s1 = await publishShell(dir, { shared: compatOf(current.appDir('shell'), true) });
        const o1 = await publishRemote(dir, 'ordering', { shared: compatOf(current.appDir('mfe-ordering'), false) });
        await releaseTogether(
          releases,
          [
            { app: 'shell', version: s1 },
            { app: 'ordering', version: o1 },
          ],
          { by: 'ada' },
        );

        // The ordering team changes a kit component and a contract message, builds only ordering, releases it alone.
        const team = copyShared(root);
        team.edit('kit/QuantityStepper.tsx', 'export function', '// Bigger touch targets.\nexport function');
        team.edit('contract/messages.ts', "'Branch not found'", "'That branch is gone'");
        const o2 = await publishRemote(dir, 'ordering', { shared: compatOf(team.appDir('mfe-ordering'), false) });
        assert.deepEqual(await release(releases, 'ordering', o2, { by: 'bo' }), { app: 'ordering', from: o1, to: o2, forced: false });

        // A change to the runtime (the store): ordering built with it is refused until the shell has it.
        team.edit('store/slices/basket.ts', 'import', "// The basket's shape, changed.\nimport");
        const o3 = await publishRemote(dir, 'ordering', { shared: compatOf(team.appDir('mfe-ordering'), false) });
        const s2 = await publishShell(dir, { shared: compatOf(team.appDir('shell'), true) });
        const refusal = await release(releases, 'ordering', o3, { by: 'bo' }).then(
          () => assert.fail('released'),
          (error: Error) => error,
        );
        const runtimeOf = (shared: SharedVersions) => shared[RUNTIME]!.version;
        const [before, after] = [runtimeOf(compatOf(current.appDir('shell'), true)), runtimeOf(compatOf(team.appDir('shell'), true))];
        assert.notEqual(before, after);
        assert.ok(refusal.message.includes(`ordering ${o3} cannot run on shell ${s1}`), refusal.message);
        assert.ok(
          refusal.message.includes(`${RUNTIME}: needs ${after} (built against ${after}), the shell provides ${before}`),
          refusal.message,
        );
        assert.ok(refusal.message.includes('npm run remotes -- release shell ordering'), refusal.message);
        // …and the new shell alone would break the live ordering.
        await assert.rejects(release(releases, 'shell', s2, { by: 'bo' }), new RegExp(`ordering ${o2} cannot run on shell ${s2}`));
        // Together, both go live in one change.
        await releaseTogether(releases, [{ app: 'shell' }, { app: 'ordering' }], { by: 'bo' });
        assert.deepEqual([await live(releases, 'shell'), await live(releases, 'ordering')], [s2, o3]);
      });

      it('refuses a version without the first paints the live one has, unless forced', async () => {
        const dir = folder('releases');
        const releases = open(dir);
        const painted = await publishRemote(dir, 'ordering', { firstPaint: true });
        const unpainted = await publishRemote(dir, 'ordering');
        await release(releases, 'ordering', painted, { by: 'ada' });
        const before = await releases.store.read();
        await assert.rejects(release(releases, 'ordering', unpainted, { by: 'ada' }), /has no first paints \(first-paint\.cjs\)/);
        assert.deepEqual(await releases.store.read(), before);
        assert.equal((await release(releases, 'ordering', unpainted, { by: 'ada', force: true })).forced, true);
        // Back to the painted one: nothing lost, nothing to force.
        assert.deepEqual(await rollback(releases, 'ordering', undefined, { by: 'ada' }), {
          app: 'ordering',
          from: unpainted,
          to: painted,
          forced: false,
        });
      });
    });
  });
}

// ---- What the file store carries over and keeps serving --------------------------------------------

describe('the registry file', sameOnEveryDatabase, () => {
  const legacy = (v1: string, v2: string, withRoutes: boolean) => ({
    remotes: {
      checkout: {
        live: v2,
        entry: `/remotes/checkout/${v2}/remoteEntry.js`,
        ...(withRoutes ? { routes: [ROUTE] } : {}),
        history: [
          { version: v1, at: '2026-01-01T10:00:00.000Z' },
          { version: v2, at: '2026-01-02T10:00:00.000Z' },
        ],
      },
      kitchen: { live: null, entry: null, history: [] },
    },
  });

  it('carries over a registry written before the history: moved out of the served folder, live versions and rollback steps kept', async () => {
    const dir = folder('releases');
    const [v1, v2] = [await publishRemote(dir, 'checkout'), await publishRemote(dir, 'checkout')];
    write(dir, 'registry.json', JSON.stringify(legacy(v1, v2, true)));
    const releases = openReleases(dir);
    assert.equal(existsSync(path.join(dir, 'registry.json')), false);
    assert.ok(existsSync(registryFile(dir)));

    const registry = await releases.store.read();
    assert.deepEqual(registry.apps, {
      checkout: { live: v2, entry: `/remotes/checkout/${v2}/remoteEntry.js`, routes: [ROUTE], stack: [v1, v2] },
    });
    assert.deepEqual(
      registry.history.map(({ app, action, from, to, by }) => ({ app, action, from, to, by })),
      [
        { app: 'checkout', action: 'release', from: null, to: v1, by: 'before history' },
        { app: 'checkout', action: 'release', from: v1, to: v2, by: 'before history' },
      ],
    );
    assert.deepEqual(await liveRemotes(releases), [
      { name: 'checkout', version: v2, entry: `/remotes/checkout/${v2}/remoteEntry.js`, routes: [ROUTE] },
    ]);

    assert.equal((await rollback(releases, 'checkout', undefined, { by: 'ada' })).to, v1);
    const written = JSON.parse(readFileSync(registryFile(dir), 'utf8')) as { remotes?: unknown; history: unknown[] };
    assert.equal(written.remotes, undefined);
    assert.equal(written.history.length, 3);
  });

  it('reads an old registry already beside the folder (before routes were kept), and drops a stale one inside it', async () => {
    const dir = folder('releases');
    const [v1, v2] = ['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb'];
    writeFileSync(registryFile(dir), JSON.stringify(legacy(v1, v2, false)));
    write(dir, 'registry.json', JSON.stringify({ remotes: {} }));
    const releases = openReleases(dir);
    assert.equal(existsSync(path.join(dir, 'registry.json')), false);
    assert.deepEqual(await liveRemotes(releases), [
      { name: 'checkout', version: v2, entry: `/remotes/checkout/${v2}/remoteEntry.js`, routes: [] },
    ]);
  });

  it('keeps listing a live version whose files have gone, so only its routes fail', async () => {
    const dir = folder('releases');
    const releases = openReleases(dir);
    const version = await publishRemote(dir, 'menu_admin');
    const { to } = await release(releases, 'menu_admin', undefined, { by: 'ada' });
    assert.equal(to, version);
    const entry = `/remotes/menu_admin/${version}/${manifestOf(path.join(dir, 'menu_admin', version)).metaData.remoteEntry.name}`;
    const integrity = sriOf(path.join(dir, 'menu_admin', version, entry.split('/').at(-1)!));
    rmSync(path.join(dir, 'menu_admin', version), { recursive: true });
    const expected = [{ name: 'menu_admin', version, entry, integrity, routes: [ROUTE] }];
    assert.deepEqual(await liveRemotes(releases), expected);
    assert.deepEqual(await liveRemotes(openReleases(dir)), expected);
  });

  it('waits for the lock of a writer at work, and takes over one whose writer has gone', async () => {
    const dir = folder('releases');
    const releases = openReleases(dir);
    const [v1, v2, v3] = [await publishRemote(dir, 'ordering'), await publishRemote(dir, 'ordering'), await publishRemote(dir, 'ordering')];
    const lock = `${registryFile(dir)}.lock`;
    const holder = (pid: number, host = hostname()) => JSON.stringify({ pid, host, at: new Date().toISOString() });

    // A writer still running (this process): the change waits for its lock, then applies.
    writeFileSync(lock, holder(process.pid));
    let done = false;
    const waiting = release(releases, 'ordering', v1, { by: 'ada' }).then((change) => ((done = true), change));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(done, false);
    assert.equal(await live(releases, 'ordering'), null);
    rmSync(lock);
    assert.equal((await waiting).to, v1);
    assert.equal(existsSync(lock), false);

    // A writer that ended without removing its lock (killed mid-release): taken over at once.
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lock, holder(Number(ended.stdout)));
    assert.equal((await release(releases, 'ordering', v2, { by: 'ada' })).to, v2);

    // Another machine's lock is trusted until it is very old.
    writeFileSync(lock, holder(1, 'another-machine'));
    const old = new Date(Date.now() - 5 * 60_000);
    utimesSync(lock, old, old);
    assert.equal((await release(releases, 'ordering', v3, { by: 'ada' })).to, v3);
    assert.equal(existsSync(lock), false);
    assert.deepEqual(
      readdirSync(path.dirname(dir)).filter((file) => file.startsWith(`${path.basename(dir)}.registry.json.`)),
      [],
    );
  });

  it("serves each change on the next read, with each live version's routes", async () => {
    const dir = folder('releases');
    const releases = openReleases(dir);
    const other = openReleases(dir); // another process serving the same releases
    const [v1, v2] = [await publishRemote(dir, 'ordering'), await publishRemote(dir, 'ordering')];
    await release(releases, 'ordering', v1, { by: 'ada' });
    assert.deepEqual(
      (await liveRemotes(other)).map((remote) => [remote.version, remote.routes]),
      [[v1, [ROUTE]]],
    );
    await release(releases, 'ordering', v2, { by: 'ada' });
    assert.deepEqual(
      (await liveRemotes(other)).map((remote) => remote.version),
      [v2],
    );
    await rollback(other, 'ordering', undefined, { by: 'ada' });
    assert.deepEqual(
      (await liveRemotes(releases)).map((remote) => remote.version),
      [v1],
    );
  });
});

// ---- Start-up -----------------------------------------------------------------------------------

describe('start-up', () => {
  it('npm run dev releases new builds in one change, but keeps a rollback until something newer is built', async () => {
    const dir = folder('releases');
    const releases = openReleases(dir);
    const s1 = await publishShell(dir);
    const o1 = await publishRemote(dir, 'onboarding');
    assert.deepEqual(
      (await releaseNewBuilds(releases, 'npm run dev')).map(({ app, from, to }) => [app, from, to]),
      [
        ['shell', null, s1],
        ['onboarding', null, o1],
      ],
    );
    assert.equal((await releases.store.read()).revision, 1);
    await tick();
    const o2 = await publishRemote(dir, 'onboarding');
    assert.deepEqual(
      (await releaseNewBuilds(releases, 'npm run dev')).map(({ app, to }) => [app, to]),
      [['onboarding', o2]],
    );
    await rollback(releases, 'onboarding', undefined, { by: 'ada' });
    assert.deepEqual(await releaseNewBuilds(releases, 'npm run dev'), []);
    assert.equal(await live(releases, 'onboarding'), o1);
    assert.ok(
      (await releases.store.read()).history.filter((entry) => entry.action === 'release').every((entry) => entry.by === 'npm run dev'),
    );
  });

  it('npm run dev refuses new builds the guard refuses (all of them: one change)', async () => {
    const dir = folder('releases');
    const releases = openReleases(dir);
    await publishShell(dir);
    await publishRemote(dir, 'checkout', { shared: { ...REMOTE_SHARED, [RUNTIME]: { version: RT2, requiredVersion: RT2 } } });
    await assert.rejects(releaseNewBuilds(releases, 'npm run dev'), new RegExp(`needs ${RT2}`));
    assert.deepEqual((await releases.store.read()).apps, {});
  });

  interface Started {
    before: RegistryDocument;
    after: RegistryDocument;
    said: string[];
    versions: Record<string, string>;
  }

  /**
   * Starts as `npm start` does (demo-data.test.ts) on releases the operator prepared with `operate`
   * (it publishes and releases, and returns the versions it made).
   */
  async function start(
    env: Record<string, string>,
    database: OpenDatabase,
    operate: (dir: string, releases: Releases) => Promise<Record<string, string>>,
  ): Promise<Started> {
    const dir = folder('releases');
    const t = await buildTestApp({ RELEASES_DIR: dir, ...env }, { database });
    try {
      const releases = t.app.releases;
      const versions = await operate(dir, releases);
      const before = await releases.store.read();
      const said: string[] = [];
      const warnings: string[] = [];
      const log = Object.assign(Object.create(t.app.log) as typeof t.app.log, {
        info: (message: string) => said.push(message),
        warn: (message: string) => warnings.push(message),
      });
      await prepareInstallation({ config: t.config, db: t.db, releases, log, runAlone: t.app.runAlone });
      assert.deepEqual(warnings, []);
      return { before, after: await releases.store.read(), said, versions };
    } finally {
      await t.close();
    }
  }

  /** The operator made s1/c1 live, then newer shell and checkout builds and a first kitchen build were published. */
  async function newerBuilds(dir: string, releases: Releases) {
    const [s1, c1] = [await publishShell(dir), await publishRemote(dir, 'checkout')];
    await release(releases, 'shell', s1, { by: 'operator' });
    await release(releases, 'checkout', c1, { by: 'operator' });
    await tick();
    const [s2, c2] = [await publishShell(dir), await publishRemote(dir, 'checkout')];
    const k1 = await publishRemote(dir, 'kitchen', { routes: [{ path: '/kitchen', screen: 'QrLanding', audience: 'staff' }] });
    return { s1, c1, s2, c2, k1 };
  }

  /**
   * The operator released c2 over c1 and rolled it back (a bad version); then the next build was
   * published (c3: a build whose bytes differ, as every build's did before builds were reproducible).
   */
  async function rolledBack(dir: string, releases: Releases) {
    const s1 = await publishShell(dir);
    const c1 = await publishRemote(dir, 'checkout');
    await tick();
    const c2 = await publishRemote(dir, 'checkout');
    await release(releases, 'shell', s1, { by: 'operator' });
    await release(releases, 'checkout', c1, { by: 'operator' });
    await release(releases, 'checkout', c2, { by: 'operator' });
    await rollback(releases, 'checkout', undefined, { by: 'on-call' });
    await tick();
    const c3 = await publishRemote(dir, 'checkout');
    return { s1, c1, c2, c3 };
  }

  it('makes nothing live in production', async () => {
    const { before, after, versions } = await start({ NODE_ENV: 'production' }, await embedded(), newerBuilds);
    assert.deepEqual(after, before);
    assert.deepEqual([after.apps.shell?.live, after.apps.checkout?.live, after.apps.kitchen], [versions.s1, versions.c1, undefined]);
  });

  it('makes the builds live on the first start of a new installation in production (npm run build, then start)', async () => {
    const { after, said, versions } = await start({ NODE_ENV: 'production' }, await embedded(), async (dir) => ({
      s1: await publishShell(dir),
      c1: await publishRemote(dir, 'checkout'),
    }));
    assert.deepEqual([after.apps.shell?.live, after.apps.checkout?.live], [versions.s1, versions.c1]);
    assert.deepEqual(
      after.history.map((entry) => entry.by),
      ['the first start of a new installation', 'the first start of a new installation'],
    );
    assert.equal(said.length, 2);
  });

  it('makes nothing live with DATABASE_URL (several processes share the registry)', async (t) => {
    if (!process.env.TEST_DATABASE_URL) {
      console.log('# skipped: set TEST_DATABASE_URL to a PostgreSQL server to start on DATABASE_URL');
      return t.skip('needs TEST_DATABASE_URL (a PostgreSQL server)');
    }
    const database = await freshDatabase();
    try {
      const { before, after, versions } = await start({ DATABASE_URL: await databaseUrlOf(database) }, database, newerBuilds);
      assert.equal(database.kind, 'postgres');
      assert.deepEqual(after, before);
      assert.deepEqual([after.apps.shell?.live, after.apps.checkout?.live, after.apps.kitchen], [versions.s1, versions.c1, undefined]);
    } finally {
      await database.close();
    }
  });

  it('npm start releases only the apps never live, and names the newer builds it leaves to the operator', async () => {
    const { before, after, said, versions } = await start({}, await embedded(), newerBuilds);
    assert.equal(after.revision, before.revision + 1);
    const changed = after.history.slice(before.history.length);
    assert.deepEqual(
      changed.map((entry) => [entry.app, entry.from, entry.to, entry.by]),
      [['kitchen', null, versions.k1, 'npm start']],
    );
    assert.deepEqual([after.apps.shell?.live, after.apps.checkout?.live], [versions.s1, versions.c1]);
    assert.deepEqual(said, [
      `released kitchen ${versions.k1} (nothing of it was live)`,
      `shell ${versions.s2} is built but not live (${versions.s1} is): npm run remotes -- release shell`,
      `checkout ${versions.c2} is built but not live (${versions.c1} is): npm run remotes -- release checkout`,
    ]);
  });

  it('npm start after a rollback leaves the rolled-back version live', async () => {
    const { before, after, said, versions } = await start({}, await embedded(), rolledBack);
    assert.deepEqual(after, before);
    assert.equal(after.apps.checkout?.live, versions.c1);
    assert.deepEqual(said, [`checkout ${versions.c3} is built but not live (${versions.c1} is): npm run remotes -- release checkout`]);
  });

  it("start:cluster's first release, on PostgreSQL, leaves a rollback live and releases only what was never live", async (t) => {
    if (!process.env.TEST_DATABASE_URL) {
      console.log('# skipped: set TEST_DATABASE_URL to a PostgreSQL server (the cluster shares its registry there)');
      return t.skip('needs TEST_DATABASE_URL (a PostgreSQL server)');
    }
    const database = await freshDatabase();
    try {
      const dir = folder('releases');
      const releases = openReleases(dir, new PgRegistryStore(database.db));
      const { c1, c3 } = await rolledBack(dir, releases);
      const k1 = await publishRemote(dir, 'kitchen', { routes: [{ path: '/kitchen', screen: 'QrLanding', audience: 'staff' }] });
      const said: string[] = [];
      const log = { info: (line: string) => said.push(line), warn: (line: string) => said.push(`warning: ${line}`) };
      await releaseFirstBuilds(releases, 'npm run start:cluster', log);
      await releaseFirstBuilds(releases, 'npm run start:cluster', log); // and the next start
      const after = await releases.store.read();
      assert.deepEqual([after.apps.checkout?.live, after.apps.kitchen?.live], [c1, k1]);
      const waiting = `checkout ${c3} is built but not live (${c1} is): npm run remotes -- release checkout`;
      assert.deepEqual(said, [`released kitchen ${k1} (nothing of it was live)`, waiting, waiting]);
    } finally {
      await database.close();
    }
  });
});
