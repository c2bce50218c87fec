import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { publish, release } from '../src/remotes/registry.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

/** A built shell with one hashed asset, and one published remote. */
function fixtures() {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'troo-shell-'));
  mkdirSync(path.join(shellDir, 'assets'));
  writeFileSync(path.join(shellDir, 'index.html'), '<html><head><meta name="troo-config" content="{}"></head><body></body></html>');
  writeFileSync(path.join(shellDir, 'assets', 'main.abc123.js'), 'console.log("shell")');
  writeFileSync(path.join(shellDir, 'assets', 'main.abc123.js.gz'), gzipSync('console.log("shell")'));
  const build = mkdtempSync(path.join(tmpdir(), 'troo-remote-'));
  writeFileSync(path.join(build, 'remoteEntry.1.js'), 'var ordering = {};');
  writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.1.js' } }, shared: [] }));
  return { shellDir, build, releasesDir: mkdtempSync(path.join(tmpdir(), 'troo-releases-')) };
}

describe('serving the front end', () => {
  let t: TestApp;
  let version: string;
  const files = fixtures();

  before(async () => {
    version = (await publish(files.releasesDir, 'ordering', files.build, '1.0.0')).version;
    await release(files.releasesDir, 'ordering');
    t = await buildTestApp({ SHELL_DIR: files.shellDir, RELEASES_DIR: files.releasesDir, EXTERNAL_SITE_URL: 'https://troo.example' });
  });
  after(() => t.close());

  it('answers any page address with the shell, settings written in, never cached', async () => {
    const response = await t.app.inject({ url: '/demo/login/troo-portal' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    assert.equal(response.headers['cache-control'], 'no-cache, no-store, must-revalidate');
    assert.match(response.body, /<meta name="troo-config" content="\{&quot;apiBaseUrl&quot;:&quot;\/api&quot;,&quot;externalSiteUrl&quot;:&quot;https:\/\/troo.example&quot;\}">/);
    assert.match(response.headers['content-security-policy'] as string, /object-src 'none'/);
    assert.match(response.headers['content-security-policy'] as string, /frame-ancestors 'none'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it('serves hashed shell assets for a year, precompressed when the client accepts gzip', async () => {
    const response = await t.app.inject({ url: '/assets/main.abc123.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('answers the live registry uncached, and each version\'s files immutably', async () => {
    const registry = await t.app.inject({ url: '/remotes.json' });
    assert.equal(registry.headers['cache-control'], 'no-cache, no-store, must-revalidate');
    assert.deepEqual(registry.json(), { remotes: [{ name: 'ordering', version, entry: `/remotes/ordering/${version}/remoteEntry.1.js` }] });
    const entry = await t.app.inject({ url: `/remotes/ordering/${version}/remoteEntry.1.js` });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var ordering = {};');
    assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('does not serve the registry file itself from the releases folder', async () => {
    assert.equal((await t.app.inject({ url: '/remotes/registry.json' })).statusCode, 404);
  });

  it('answers unknown API addresses and missing files with 404 JSON, not the shell', async () => {
    const api = await t.app.inject({ url: '/api/no-such-thing' });
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { message: 'Not found' });
    assert.equal((await t.app.inject({ url: '/assets/missing.js' })).statusCode, 404);
  });

  it('reports health with the database and mail transport in use', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
    assert.equal(response.json().mail, 'outbox');
  });
});
