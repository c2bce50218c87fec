import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { liveRemotes, listReleases, publish, readRegistry, release, releaseNewBuilds, rollback } from '../src/remotes/registry.js';

/** A folder that looks like a remote's build: a manifest, its routes, an entry and a chunk. */
function fakeBuild(
  label: string,
  routes = [{ path: '/start-order', screen: 'QrLanding', audience: 'customer' }],
  exposes = ['QrLanding'],
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'troo-build-'));
  const entry = `remoteEntry.${label}.js`;
  writeFileSync(path.join(dir, entry), `/* ${label} */ ${'var x = 1;'.repeat(200)}`);
  writeFileSync(path.join(dir, 'shared.js'), 'var react = 1;'.repeat(200));
  writeFileSync(path.join(dir, 'mf-manifest-stats.json'), JSON.stringify({ random: Math.random() }));
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: entry } },
      shared: [{ assets: { js: { sync: ['shared.js'], async: [] } } }],
      exposes: exposes.map((name) => ({ name })),
    }),
  );
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ routes }));
  return dir;
}

const releasesDir = () => mkdtempSync(path.join(tmpdir(), 'troo-releases-'));

describe('remote releases', () => {
  it('publishes a build once into an immutable folder, precompressed, ignoring build statistics', async () => {
    const dir = releasesDir();
    const build = fakeBuild('a');
    const first = await publish(dir, 'ordering', build, '1.0.0');
    writeFileSync(path.join(build, 'mf-manifest-stats.json'), JSON.stringify({ random: 'changed' }));
    const second = await publish(dir, 'ordering', build, '1.0.0');
    assert.equal(first.created, true);
    assert.equal(second.created, false);
    assert.equal(second.version, first.version);
    const folder = path.join(dir, 'ordering', first.version);
    assert.equal(existsSync(path.join(folder, 'mf-manifest-stats.json')), false);
    const entry = path.join(folder, 'remoteEntry.a.js');
    assert.equal(gunzipSync(readFileSync(`${entry}.gz`)).toString(), readFileSync(entry, 'utf8'));
    assert.ok(existsSync(`${entry}.br`));
  });

  it('refuses an unknown remote and a folder that is not a build', async () => {
    await assert.rejects(publish(releasesDir(), 'payments', fakeBuild('x'), '1.0.0'), /Unknown remote "payments"/);
    await assert.rejects(publish(releasesDir(), 'ordering', mkdtempSync(path.join(tmpdir(), 'empty-')), '1.0.0'), /no mf-manifest.json/);
  });

  it('releases the newest build, rolls back to the previous one, and forward again by name', async () => {
    const dir = releasesDir();
    const v1 = (await publish(dir, 'checkout', fakeBuild('one'), '1.0.0')).version;
    await release(dir, 'checkout');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const v2 = (await publish(dir, 'checkout', fakeBuild('two'), '1.0.0')).version;
    assert.equal(await release(dir, 'checkout'), v2);
    assert.deepEqual(
      (await liveRemotes(dir)).map((r) => r.entry),
      [`/remotes/checkout/${v2}/remoteEntry.two.js`],
    );

    assert.equal(await rollback(dir, 'checkout'), v1);
    assert.deepEqual(
      (await liveRemotes(dir)).map((r) => r.version),
      [v1],
    );
    assert.equal(await release(dir, 'checkout', v2), v2);
    assert.deepEqual(
      (await listReleases(dir, 'checkout')).map((r) => r.version),
      [v2, v1],
    );
  });

  it('refuses to release a version that was never published, leaving the registry as it was', async () => {
    const dir = releasesDir();
    const v1 = (await publish(dir, 'kitchen', fakeBuild('k'), '1.0.0')).version;
    await release(dir, 'kitchen');
    await assert.rejects(release(dir, 'kitchen', '9.9.9-nope'), /no published version 9.9.9-nope/);
    assert.equal((await readRegistry(dir)).remotes.kitchen?.live, v1);
  });

  it('on start-up releases new builds but keeps a rollback until something newer is built', async () => {
    const dir = releasesDir();
    const v1 = (await publish(dir, 'onboarding', fakeBuild('o1'), '1.0.0')).version;
    assert.deepEqual(await releaseNewBuilds(dir), [{ name: 'onboarding', version: v1 }]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const v2 = (await publish(dir, 'onboarding', fakeBuild('o2'), '1.0.0')).version;
    assert.deepEqual(await releaseNewBuilds(dir), [{ name: 'onboarding', version: v2 }]);
    await rollback(dir, 'onboarding');
    assert.deepEqual(await releaseNewBuilds(dir), []);
    assert.equal((await readRegistry(dir)).remotes.onboarding?.live, v1);
  });

  it('keeps listing a live version whose files have gone, so only its routes fail', async () => {
    const dir = releasesDir();
    await publish(dir, 'menu_admin', fakeBuild('m'), '1.0.0');
    const version = await release(dir, 'menu_admin');
    rmSync(path.join(dir, 'menu_admin', version), { recursive: true });
    assert.deepEqual(await liveRemotes(dir), [
      {
        name: 'menu_admin',
        version,
        entry: `/remotes/menu_admin/${version}/remoteEntry.m.js`,
        routes: [{ path: '/start-order', screen: 'QrLanding', audience: 'customer' }],
      },
    ]);
  });

  it('refuses a build whose routes name a screen it does not expose', async () => {
    const build = fakeBuild('c', [{ path: '/start-order', screen: 'Basket', audience: 'customer' }], ['QrLanding']);
    await assert.rejects(publish(releasesDir(), 'ordering', build, '1.0.0'), /ordering does not expose Basket/);
  });

  it('refuses to make a remote live when another live remote answers one of its paths', async () => {
    const dir = releasesDir();
    await publish(dir, 'ordering', fakeBuild('d', [{ path: '/demo/tip/:mode', screen: 'QrLanding', audience: 'customer' }]), '1.0.0');
    await release(dir, 'ordering');
    await publish(dir, 'checkout', fakeBuild('e', [{ path: '/demo/tip/:other', screen: 'Tip', audience: 'customer' }], ['Tip']), '1.0.0');
    await assert.rejects(release(dir, 'checkout'), /is claimed by both ordering and checkout/);
    assert.equal((await readRegistry(dir)).remotes.checkout, undefined);
  });

  it("carries each live version's routes in the registry", async () => {
    const dir = releasesDir();
    await publish(dir, 'ordering', fakeBuild('f'), '1.0.0');
    await release(dir, 'ordering');
    const [live] = await liveRemotes(dir);
    assert.deepEqual(live!.routes, [{ path: '/start-order', screen: 'QrLanding', audience: 'customer' }]);
  });
});
