import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheKey } from '@troo/shared/contract';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import { SHELL_BASE_PLACEHOLDER } from '../../platform/pages/src/shell-page.js';
import { RETIRING_SERVICE_WORKER } from '../../platform/pages/src/service-worker.js';
import { isReleaseFilePath } from '../src/plugins/static-files.js';
import { pageAnswer } from '../../platform/releases/src/remotes/page-routes.js';
import { publish, release, rollback, type Releases } from '../../platform/releases/src/remotes/registry.js';
import { FileRegistryStore, registryFile } from '../../platform/releases/src/remotes/registry-file-store.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness } from './helpers/businesses.js';
import { branches } from '../src/db/schema.js';
import { canaryKeyOf } from '../../platform/releases/src/remotes/canary-signing.js';
import { pageTokenClaims } from '../../platform/releases/src/remotes/page-token.js';

const ROUTE = { path: '/demo/:id/explore-menu/orderandpay', screen: 'QrLanding', audience: 'customer' };
const DETAILS = 'GET /business/getBusinessDetails/';
const LANDING = { path: '/start-order', screen: 'QrLanding', audience: 'customer' };

const OUTLET = 'GET /menu/get{product}BusinessDetails/';
const ITEMS = 'GET /menu/getAll{product}MenuItem/';
const MENU = { path: '/demo/:id/items/online_ordering', screen: 'MenuList', audience: 'customer' };
const STAFF = { path: '/dashboard', screen: 'Dashboard', audience: 'staff' };

// The release's first reads and paints, as rspack.first-paint.js publishes them: a CommonJS module
// whose loaders (by route) read the API for a page, and whose functions (by screen) draw it from the
// page's address and those reads' answers (escaping is theirs: React's).
const FIRST_PAINTS = `
const params = { product: 'OnlineOrdering' };
exports.firstReads = {
  '/start-order': async ({ search, read }) => {
    const business = search.get('business_identifier')?.trim();
    if (business) await read(${JSON.stringify(DETAILS)}, { query: { business_identifier: business } });
    // Not public: never made for a page, whatever a release asks.
    await read('GET /userDetails', { query: {} });
  },
  '/demo/:id/items/online_ordering': async ({ params: { id }, cookie, read }) => {
    // The outlet the diner chose before (a cookie the remote keeps), else the first.
    const branch = cookie('troo-outlet');
    const outlet = await read(${JSON.stringify(OUTLET)}, { params, query: { business_identifier: id, ...(branch ? { branch } : {}) } });
    // The outlet the read before found.
    if (outlet) await read(${JSON.stringify(ITEMS)}, { params, query: { business_identifier: id, branch: outlet.data.branch_id } });
  },
};
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
exports.firstPaints = {
  QrLanding: (page) => {
    const key = Object.keys(page.firstReads).find((candidate) => candidate.startsWith(${JSON.stringify(DETAILS)} + ' '));
    if (!key) return null;
    return '<main><h1>' + escape(page.firstReads[key].data.business_name) + '</h1><p>' + escape(page.url) + '</p></main>';
  },
  MenuList: (page) => {
    if (page.url.includes('broken')) throw new Error('a bug in the release');
    return '<main>' + Object.keys(page.firstReads).length + ' reads</main>';
  },
};
`;

/** The Subresource Integrity hash of a file's content, as a release records it. */
const sri = (content: string) => `sha256-${createHash('sha256').update(content).digest('base64')}`;
/** A preload hint as pages write it: the file's recorded integrity, fetched with CORS as the runtimes fetch it. */
const hint = (href: string, content: string, as: 'script' | 'style' = 'script') =>
  `<link rel="preload" href="${href}" integrity="${sri(content)}" crossorigin as="${as}">`;
const chunk = (file: string) => `var chunk = "${file}";`;
/** The shell's start-up stylesheet (the kit's look), chunk 633 of its build. */
const KIT_CSS = '.troo-page { margin: 0; }';

const mainSource = (label: string) => `console.log("shell ${label}");\n`.repeat(60);
/** The main script's tag as the shell's build writes it (rspack's SubresourceIntegrityPlugin with HtmlRspackPlugin). */
const mainScript = (src: string, label: string) => `<script crossorigin defer integrity="${sri(mainSource(label))}" src="${src}"></script>`;

/** What every build writes of the shared modules (compat.json): these ask nothing of each other. */
const compat = (app: string) => JSON.stringify({ app, shared: {} });

/**
 * A built shell, as rspack.shared.js builds it: its page names the main script under the
 * placeholder folder, its start-up and shared chunks are listed in page-assets.json, and its
 * service worker is sw.js (rspack.service-worker.js), unless built from before it. `label` makes
 * its files (so its version) its own.
 */
function shellBuild(label: string, { serviceWorker = true } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'troo-shell-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><meta name="troo-config" content="{}"><title>Troo ${label}</title></head><body><div id="root"></div>` +
      `${mainScript(`${SHELL_BASE_PLACEHOLDER}assets/main.${label}.js`, label)}</body></html>`,
  );
  // Long enough to be precompressed when published.
  writeFileSync(path.join(dir, 'assets', `main.${label}.js`), mainSource(label));
  for (const file of ['boot.1.js', 'react.1.js', 'portal.1.js']) writeFileSync(path.join(dir, 'assets', file), chunk(file));
  writeFileSync(path.join(dir, 'assets', 'kit.1.css'), KIT_CSS);
  writeFileSync(
    path.join(dir, 'page-assets.json'),
    JSON.stringify({
      boot: { files: ['assets/boot.1.js', 'assets/kit.1.css'], shared: ['react'] },
      shared: {
        react: { files: ['assets/react.1.js'], shared: [] },
        '@troo/shared/portal': { files: ['assets/portal.1.js'], shared: ['react'] },
      },
      cssChunks: { 'assets/kit.1.css': '633' },
    }),
  );
  writeFileSync(path.join(dir, 'compat.json'), compat('shell'));
  if (serviceWorker) writeFileSync(path.join(dir, 'sw.js'), `self.troo = "worker ${label}";`);
  return dir;
}

/** A built shell, and one remote's build. */
function fixtures() {
  const build = mkdtempSync(path.join(tmpdir(), 'troo-remote-'));
  writeFileSync(path.join(build, 'remoteEntry.1.js'), 'var ordering = {};');
  for (const file of ['landing.1.js', 'menu.1.js']) writeFileSync(path.join(build, file), `var screen = "${file}";`);
  for (const file of ['landing.1.css', 'menu.1.css']) writeFileSync(path.join(build, file), 'main { color: red; }');
  writeFileSync(path.join(build, 'compat.json'), compat('ordering'));
  writeFileSync(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.1.js' } },
      shared: [],
      exposes: [
        { name: 'QrLanding', assets: { js: { sync: ['landing.1.js'], async: [] }, css: { sync: ['landing.1.css'], async: [] } } },
        { name: 'MenuList', assets: { js: { sync: ['menu.1.js'], async: [] }, css: { sync: ['menu.1.css'], async: [] } } },
        { name: 'Dashboard', assets: { js: { sync: ['menu.1.js'], async: [] }, css: { sync: [], async: [] } } },
      ],
    }),
  );
  writeFileSync(path.join(build, 'first-paint.cjs'), FIRST_PAINTS);
  writeFileSync(
    path.join(build, 'page-assets.json'),
    JSON.stringify({ screens: { QrLanding: { shared: ['react'] } }, cssChunks: { 'landing.1.css': '412', 'menu.1.css': '87' } }),
  );
  writeFileSync(path.join(build, 'routes.json'), JSON.stringify({ routes: [ROUTE, LANDING, MENU, STAFF] }));
  return { shell: shellBuild('one'), build, releasesDir: mkdtempSync(path.join(tmpdir(), 'troo-releases-')) };
}

/**
 * Publishes and releases the fixtures' shell and remote (the shell first, as npm start does) on the
 * app's registry (a PostgreSQL row when the tests run on a server); answers their versions.
 */
async function releaseFixtures(files: ReturnType<typeof fixtures>, releases: Releases, { shell = true } = {}) {
  const shellVersion = (await publish(files.releasesDir, 'shell', files.shell, '1.0.0')).version;
  if (shell) await release(releases, 'shell', shellVersion, { by: 'test' });
  const version = (await publish(files.releasesDir, 'ordering', files.build, '1.0.0')).version;
  await release(releases, 'ordering', version, { by: 'test' });
  return { shellVersion, version };
}

describe('serving the front end', () => {
  let t: TestApp;
  let version: string;
  let shellVersion: string;
  const files = fixtures();

  before(async () => {
    t = await buildTestApp({ RELEASES_DIR: files.releasesDir, EXTERNAL_SITE_URL: 'https://troo.example' });
    ({ shellVersion, version } = await releaseFixtures(files, t.app.releases));
  });
  after(() => t.close());

  it('answers a page address of a live remote with the shell, settings written in, never cached', async () => {
    const response = await t.app.inject({ url: '/demo/mama-put/explore-menu/orderandpay?table=1' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(
      response.body,
      /<meta name="troo-config" content="\{&quot;apiBaseUrl&quot;:&quot;\/api&quot;,&quot;externalSiteUrl&quot;:&quot;https:\/\/troo.example&quot;\}">/,
    );
    assert.match(response.headers['content-security-policy'] as string, /object-src 'none'/);
    assert.match(response.headers['content-security-policy'] as string, /frame-ancestors 'none'/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
  });

  it("marks a diner's page as one the phone may keep offline, and neither a staff page nor an unknown address", async () => {
    const diner = await t.app.inject({ url: '/demo/mama-put/items/online_ordering' });
    assert.equal(diner.statusCode, 200);
    assert.equal(diner.headers['troo-offline'], 'keep');
    const staff = await t.app.inject({ url: '/dashboard' });
    assert.equal(staff.statusCode, 200);
    assert.equal(staff.headers['troo-offline'], undefined);
    const unknown = await t.app.inject({ url: '/no/such/page' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.headers['troo-offline'], undefined);
  });

  it("writes the live registry and hints for the route's files into the page", async () => {
    const response = await t.app.inject({ url: '/demo/mama-put/explore-menu/orderandpay?table=1' });
    const island = /<script type="application\/json" id="troo-registry">(.*?)<\/script>/.exec(response.body);
    assert.ok(island, 'the page carries the registry');
    const { pageToken, ...registry } = JSON.parse(island[1]!) as { pageToken?: string };
    assert.deepEqual(registry, (await t.app.inject({ url: '/remotes.json' })).json());
    // And the server's signed word that it served this page, for the phone's error reports (remotes/page-token.ts).
    assert.match(pageToken ?? '', /^[\w-]+\.[\w-]{43}$/);
    // It vouches for the shell too: a page that cannot start reports the shell (pages/startup-guard.ts).
    assert.equal(pageTokenClaims(canaryKeyOf(t.config.tokenSecret), pageToken!)?.versions.shell, shellVersion);
    // Each with the integrity its release recorded: a file changed after publishing is refused by the browser.
    assert.ok(response.body.includes(hint(`/remotes/shell/${shellVersion}/assets/boot.1.js`, chunk('boot.1.js'))), response.body);
    assert.ok(response.body.includes(hint(`/remotes/shell/${shellVersion}/assets/react.1.js`, chunk('react.1.js'))));
    assert.ok(response.body.includes(hint(`/remotes/ordering/${version}/remoteEntry.1.js`, 'var ordering = {};')));
    assert.ok(response.body.includes(hint(`/remotes/ordering/${version}/landing.1.css`, 'main { color: red; }', 'style')));
    assert.ok(response.body.includes(hint(`/remotes/ordering/${version}/landing.1.js`, 'var screen = "landing.1.js";')));
    // Only what this route needs: the staff-only shared module is not hinted.
    assert.doesNotMatch(response.body, /portal\.1\.js/);
  });

  it('answers "not modified" to a client holding the same page, and the page to one holding another', async () => {
    const url = '/demo/mama-put/explore-menu/orderandpay?table=1';
    const first = await t.app.inject({ url });
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const stale = await t.app.inject({ url, headers: { 'if-none-match': '"an-earlier-page"' } });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.body, first.body);
  });

  it("writes the route's first public reads into the page, keyed as the screen reads them, with no way out of the script element", async () => {
    const name = "Bad </script><script>window.hacked=1</script> <!-- & $' $` \u2028 Kitchen";
    const business = await createTestBusiness(t.db, name);
    const response = await t.app.inject({ url: `/start-order?business_identifier=%20${business.identifier}%20&table=1` });
    assert.equal(response.statusCode, 200);
    const island = /<script type="application\/json" id="troo-first-reads">([^<]*)<\/script>/.exec(response.body);
    assert.ok(island, 'one first-reads element, closed by its own end tag');
    assert.doesNotMatch(response.body, /<script>window\.hacked/);
    const reads = JSON.parse(island[1]!) as Record<string, { data: { business_name: string } }>;
    assert.deepEqual(Object.keys(reads), [cacheKey(DETAILS, { query: { business_identifier: business.identifier } })]);
    assert.equal(Object.values(reads)[0]!.data.business_name, name);

    // The screen's first paint, drawn by the release from the read and the page's address, beside
    // the root, written as drawn (a '$' in it stays text); its css linked so it paints styled.
    const escaped = "Bad &lt;/script&gt;&lt;script&gt;window.hacked=1&lt;/script&gt; &lt;!-- &amp; $' $` \u2028 Kitchen";
    const address = `/start-order?business_identifier=+${business.identifier}+&amp;table=1`;
    assert.ok(
      response.body.includes(
        `<div id="troo-first-paint" inert aria-hidden="true"><main><h1>${escaped}</h1><p>${address}</p></main></div><div id="root">`,
      ),
      response.body,
    );
    assert.ok(
      response.body.includes(
        `<link rel="stylesheet" href="/remotes/ordering/${version}/landing.1.css" integrity="${sri('main { color: red; }')}" crossorigin data-rspack="ordering:chunk-412">`,
      ),
    );
    // Each stylesheet named as its app's css loader names that chunk (the remote's above, the
    // shell's here): found there as the app starts, not linked a second time (each time a restyle of
    // the whole page on a slow phone).
    assert.ok(
      response.body.includes(
        `<link rel="stylesheet" href="/remotes/shell/${shellVersion}/assets/kit.1.css" integrity="${sri(KIT_CSS)}" crossorigin data-rspack="shell:chunk-633">`,
      ),
      response.body,
    );
    // The painted markup is parsed before the data: a phone paints it without waiting for the rest.
    const at = (text: string) => response.body.indexOf(text);
    assert.ok(at('id="troo-first-paint"') < at('id="troo-registry"') && at('id="troo-registry"') < at('id="troo-first-reads"'));
    assert.ok(at('</head>') < at('id="troo-registry"'), 'the data is in the body, after the paint');

    // The main script starts after the paint is shown, from a starter the page's policy runs by its
    // hash (no other inline script would run); a page with nothing painted starts it as it was.
    const main = `/remotes/shell/${shellVersion}/assets/main.one.js`;
    // With the integrity and CORS mode the build gave the main script, which the starter copies.
    assert.ok(
      response.body.includes(
        `<link id="troo-main" rel="preload" href="${main}" integrity="${sri(mainSource('one'))}" crossorigin as="script">`,
      ),
    );
    assert.doesNotMatch(response.body, /<script [^>]*defer/);
    const starter = /<script>([^<]+)<\/script>/.exec(response.body)![1]!;
    const policy = String(response.headers['content-security-policy']);
    assert.ok(policy.includes(`'sha256-${createHash('sha256').update(starter).digest('base64')}'`), policy);
    const plain = await t.app.inject({ url: '/demo/mama-put/explore-menu/orderandpay?table=1' });
    assert.ok(plain.body.includes(mainScript(main, 'one')));
    assert.doesNotMatch(plain.body, /troo-main/);

    // Every page, painted or not, carries the guard for a shell that cannot start, in its head before
    // the hints: run by its hash, naming the route as declared (what its report names).
    for (const [page, route] of [
      [response, '/start-order'],
      [plain, null],
    ] as const) {
      const guard = /<script data-route="([^"]*)">([^<]+)<\/script>/.exec(page.body);
      assert.ok(guard && page.body.indexOf(guard[0]) < page.body.indexOf('<link rel="preload"'), page.body.slice(0, 400));
      if (route) assert.equal(guard[1], route);
      assert.ok(
        String(page.headers['content-security-policy']).includes(`'sha256-${createHash('sha256').update(guard[2]!).digest('base64')}'`),
      );
    }

    const unknown = await t.app.inject({ url: '/start-order?business_identifier=no-such-business&table=1' });
    assert.equal(unknown.statusCode, 200);
    assert.doesNotMatch(unknown.body, /troo-first-reads/, 'a failed read is left to the screen');
    assert.doesNotMatch(unknown.body, /troo-first-paint/, 'and so is its first paint');
    assert.doesNotMatch((await t.app.inject({ url: '/start-order?table=1' })).body, /troo-first-reads/);
  });

  it("runs the route's loader with the address's :id and an earlier read's answer, keyed as the screen keys them", async () => {
    const business = await createTestBusiness(t.db, 'Online Kitchen');
    const response = await t.app.inject({ url: `/demo/${business.identifier}/items/online_ordering` });
    const island = /<script type="application\/json" id="troo-first-reads">([^<]*)<\/script>/.exec(response.body);
    assert.ok(island, response.body);
    const reads = JSON.parse(island[1]!) as Record<string, { data: unknown }>;
    const params = { product: 'OnlineOrdering' };
    const outletKey = cacheKey(OUTLET, { params, query: { business_identifier: business.identifier } });
    const itemsKey = cacheKey(ITEMS, { params, query: { business_identifier: business.identifier, branch: business.branchId } });
    assert.deepEqual(Object.keys(reads), [outletKey, itemsKey]);
    assert.equal((reads[outletKey]!.data as { branch_id: string }).branch_id, business.branchId);
    assert.ok(Array.isArray(reads[itemsKey]!.data), 'the outlet the first read found, its items');
    assert.match(response.body, /<div id="troo-first-paint" inert aria-hidden="true"><main>2 reads<\/main><\/div>/);

    // No outlet found: nothing to take the branch from, so neither read is in the page.
    const unknown = await t.app.inject({ url: '/demo/no-such-business/items/online_ordering' });
    assert.doesNotMatch(unknown.body, /troo-first-reads/);
  });

  it("asks for the outlet a diner's cookie names, and for no other business's outlet, whatever the cookie holds", async () => {
    const business = await createTestBusiness(t.db, 'Two Outlet Kitchen');
    const [annex] = await t.db.insert(branches).values({ businessId: business.businessId, name: 'Annex' }).returning();
    const other = await createTestBusiness(t.db, 'Other Kitchen');
    const readsWith = async (cookie: string) => {
      const response = await t.app.inject({ url: `/demo/${business.identifier}/items/online_ordering`, headers: { cookie } });
      assert.equal(response.statusCode, 200, cookie);
      const island = /<script type="application\/json" id="troo-first-reads">([^<]*)<\/script>/.exec(response.body);
      return island ? (JSON.parse(island[1]!) as Record<string, { data: unknown }>) : null;
    };
    const params = { product: 'OnlineOrdering' };
    const keys = (branch: string) => [
      cacheKey(OUTLET, { params, query: { business_identifier: business.identifier, branch } }),
      cacheKey(ITEMS, { params, query: { business_identifier: business.identifier, branch } }),
    ];
    assert.deepEqual(Object.keys((await readsWith(`theme=dark; troo-outlet=${annex!.id}`))!), keys(annex!.id));
    // The page is the diner's: a cache between keeps each cookie's page apart; the landing is everyone's.
    const menuPage = await t.app.inject({ url: `/demo/${business.identifier}/items/online_ordering` });
    assert.equal(menuPage.headers.vary, 'Accept-Encoding, Cookie');
    assert.equal(menuPage.headers['cache-control'], 'private, no-cache');
    const landing = await t.app.inject({ url: `/start-order?business_identifier=${business.identifier}` });
    assert.equal(landing.headers.vary, 'Accept-Encoding');
    // Another business's outlet is no outlet of this one: no reads, the screen finds its own.
    assert.equal(await readsWith(`troo-outlet=${other.branchId}`), null);
    // Malformed (not a percent-encoding, not an outlet id, a NUL byte): the page still comes, with no
    // reads or with the first outlet's, never another.
    for (const cookie of ['troo-outlet=%E0%A4%A', 'troo-outlet=../../x', 'troo-outlet=%00', 'troo-outlet=']) {
      const reads = await readsWith(cookie);
      if (reads === null) continue;
      assert.equal((reads[Object.keys(reads)[0]!]!.data as { branch_id: string }).branch_id, business.branchId, cookie);
    }
  });

  it("sends the page without a first paint when the release's renderer fails", async () => {
    const business = await createTestBusiness(t.db, 'Broken Paint Kitchen');
    const response = await t.app.inject({ url: `/demo/${business.identifier}/items/online_ordering?broken=1` });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /id="troo-first-reads"/);
    assert.doesNotMatch(response.body, /troo-first-paint/);
  });

  it('compresses the page for a client that takes brotli or gzip, and says it varies by that', async () => {
    const business = await createTestBusiness(t.db, 'Compressed Kitchen');
    const url = `/start-order?business_identifier=${business.identifier}&table=1`;
    const plain = await t.app.inject({ url });
    for (const [accepted, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': accepted } });
      assert.equal(response.headers['content-encoding'], accepted.includes('br') ? 'br' : 'gzip');
      assert.equal(response.headers.vary, 'Accept-Encoding');
      assert.equal(response.headers.etag, plain.headers.etag, 'one page, one validator');
      assert.equal(decode(response.rawPayload).toString(), plain.body);
      assert.ok(response.rawPayload.length < plain.rawPayload.length / 2, `${response.rawPayload.length} of ${plain.rawPayload.length}`);
    }
  });

  it("serves the shell's files from its version folder for a year, precompressed when the client accepts gzip", async () => {
    const response = await t.app.inject({
      url: `/remotes/shell/${shellVersion}/assets/main.one.js`,
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(gunzipSync(response.rawPayload).toString(), /shell one/);
    // Nothing is served from the shell's build folder any more.
    assert.equal((await t.app.inject({ url: '/assets/main.one.js' })).statusCode, 404);
  });

  it("answers the live registry uncached, and each version's files immutably", async () => {
    const registry = await t.app.inject({ url: '/remotes.json' });
    assert.equal(registry.headers['cache-control'], 'no-cache');
    assert.deepEqual(registry.json(), {
      remotes: [
        {
          name: 'ordering',
          version,
          entry: `/remotes/ordering/${version}/remoteEntry.1.js`,
          // The shell loads the entry only if it is this very file (shell/src/runtime-plugin/entry-integrity.ts).
          integrity: sri('var ordering = {};'),
          routes: [ROUTE, LANDING, MENU, STAFF],
        },
      ],
    });
    const entry = await t.app.inject({ url: `/remotes/ordering/${version}/remoteEntry.1.js` });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var ordering = {};');
    assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
    // The release's first paints run on the server only.
    assert.equal((await t.app.inject({ url: `/remotes/ordering/${version}/first-paint.cjs` })).statusCode, 404);
  });

  it('answers a page address no live remote declares with 404, still the shell (which shows Page Not Found)', async () => {
    for (const url of ['/no/such/page', '/demo/login/troo-portal']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.headers['content-type'] as string, /text\/html/);
      assert.match(response.body, /troo-config/);
    }
  });

  it('says which remote and exposed screen answer a page address', async () => {
    assert.deepEqual(await pageAnswer(t.app.releases, '/demo/mama-put/explore-menu/orderandpay'), {
      remote: 'ordering',
      version,
      entry: `/remotes/ordering/${version}/remoteEntry.1.js`,
      screen: 'QrLanding',
      params: { id: 'mama-put' },
      route: ROUTE,
    });
    assert.equal(await pageAnswer(t.app.releases, '/demo/mama-put/explore-menu'), null);
  });

  it('does not serve the registry file itself from the releases folder', async () => {
    assert.equal((await t.app.inject({ url: '/remotes/registry.json' })).statusCode, 404);
  });

  it('keeps the registry outside the served folder, and moves an old one out', async () => {
    const file = registryFile(files.releasesDir);
    assert.equal(path.relative(files.releasesDir, file).startsWith('..'), true, `${file} is outside ${files.releasesDir}`);
    const legacyDir = mkdtempSync(path.join(tmpdir(), 'troo-legacy-releases-'));
    writeFileSync(
      path.join(legacyDir, 'registry.json'),
      JSON.stringify({ remotes: { ordering: { live: 'x', entry: '/remotes/ordering/x/e.js', history: [] } } }),
    );
    assert.equal((await new FileRegistryStore(legacyDir).read()).apps.ordering?.live, 'x');
    assert.equal(existsSync(path.join(legacyDir, 'registry.json')), false);
    assert.match(readFileSync(registryFile(legacyDir), 'utf8'), /"live":\s*"x"/);
  });

  it('answers unknown API addresses and missing files with 404 JSON, not the shell', async () => {
    const api = await t.app.inject({ url: '/api/no-such-thing' });
    assert.equal(api.statusCode, 404);
    assert.deepEqual(api.json(), { message: 'Not found' });
    assert.equal((await t.app.inject({ url: '/assets/missing.js' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/remotes/shell/${shellVersion}/assets/missing.js` })).statusCode, 404);
  });

  it('reports health with the database and mail transport in use', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().status, 'ok');
    assert.equal(response.json().mail, 'outbox');
  });
});

describe('the shell, released like a remote', () => {
  let t: TestApp;
  let one: string;
  let two: string;
  const files = fixtures();
  const url = '/demo/mama-put/explore-menu/orderandpay?table=1';

  before(async () => {
    t = await buildTestApp({ RELEASES_DIR: files.releasesDir });
    ({ shellVersion: one } = await releaseFixtures(files, t.app.releases));
    two = (await publish(files.releasesDir, 'shell', shellBuild('two'), '1.0.0')).version;
  });
  after(() => t.close());

  it("draws the page from the live shell's index.html, its files named in its version folder", async () => {
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<title>Troo one<\/title>/);
    assert.ok(response.body.includes(mainScript(`/remotes/shell/${one}/assets/main.one.js`, 'one')), response.body);
    assert.ok(response.body.includes(hint(`/remotes/shell/${one}/assets/boot.1.js`, chunk('boot.1.js'))));
    assert.doesNotMatch(response.body, /__TROO_SHELL_VERSION__/);
    assert.match(response.body, /<meta name="troo-config" content="\{&quot;apiBaseUrl&quot;:&quot;\/api&quot;/);
    assert.equal((await t.app.inject({ url: `/remotes/shell/${one}/assets/main.one.js` })).statusCode, 200);
  });

  it("builds its page with the placeholder folder the server replaces (rspack.shared.js, the host's HtmlRspackPlugin)", () => {
    assert.ok(readFileSync(path.join(REPO_ROOT, 'rspack.shared.js'), 'utf8').includes(`publicPath: '${SHELL_BASE_PLACEHOLDER}'`));
  });

  it("draws the next page from a newly released shell, while the earlier version's files still answer", async () => {
    const before = await t.app.inject({ url });
    await release(t.app.releases, 'shell', two, { by: 'test' });
    try {
      const after = await t.app.inject({ url, headers: { 'if-none-match': before.headers.etag as string } });
      assert.equal(after.statusCode, 200, 'a new shell is a new page');
      assert.match(after.body, /<title>Troo two<\/title>/);
      assert.ok(after.body.includes(mainScript(`/remotes/shell/${two}/assets/main.two.js`, 'two')));
      assert.ok(after.body.includes(hint(`/remotes/shell/${two}/assets/boot.1.js`, chunk('boot.1.js'))));
      assert.ok(!after.body.includes(one), 'nothing of the earlier shell');
      // A page opened on the earlier shell keeps loading its own files.
      for (const file of ['assets/main.one.js', 'assets/boot.1.js', 'assets/portal.1.js']) {
        const old = await t.app.inject({ url: `/remotes/shell/${one}/${file}` });
        assert.equal(old.statusCode, 200, file);
        assert.equal(old.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
      assert.equal((await t.app.inject({ url: `/remotes/shell/${two}/assets/main.two.js` })).statusCode, 200);
    } finally {
      await rollback(t.app.releases, 'shell', undefined, { by: 'test' });
    }
    // Rolled back: the earlier shell's page again, byte for byte.
    const rolledBack = await t.app.inject({ url });
    assert.match(rolledBack.body, /<title>Troo one<\/title>/);
    assert.equal(rolledBack.body, before.body);
    assert.equal(rolledBack.headers.etag, before.headers.etag);
  });

  it("serves the live shell's service worker at /sw.js, revalidated on every load, and a worker that steps down while the live shell has none", async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    assert.equal(worker.statusCode, 200);
    assert.match(worker.headers['content-type'] as string, /^text\/javascript/);
    assert.equal(worker.headers['cache-control'], 'no-cache');
    assert.equal(worker.body, `// Troo shell ${one}\nself.trooReleasesBase = null;\nself.troo = "worker one";`);
    assert.equal((await t.app.inject({ url: '/sw.js', headers: { 'if-none-match': worker.headers.etag as string } })).statusCode, 304);

    const older = (await publish(files.releasesDir, 'shell', shellBuild('older', { serviceWorker: false }), '1.0.0')).version;
    await release(t.app.releases, 'shell', older, { by: 'test' });
    try {
      const retiring = await t.app.inject({ url: '/sw.js', headers: { 'if-none-match': worker.headers.etag as string } });
      assert.equal(retiring.statusCode, 200, 'a rollback to a shell without a worker changes the worker');
      assert.equal(retiring.body, RETIRING_SERVICE_WORKER);
      assert.match(retiring.body, /self\.registration\.unregister\(\)/);
      assert.match(retiring.body, /caches\.delete/);
    } finally {
      await rollback(t.app.releases, 'shell', undefined, { by: 'test' });
    }
    assert.equal((await t.app.inject({ url: '/sw.js' })).body, worker.body);
  });

  it('answers 503 while the live shell has no page (its folder gone), and its page once the folder is back', async () => {
    const releases = t.app.releases;
    const three = (await publish(files.releasesDir, 'shell', shellBuild('three'), '1.0.0')).version;
    await release(releases, 'shell', three, { by: 'test' });
    const folder = path.join(files.releasesDir, 'shell', three);
    try {
      renameSync(folder, `${folder}.hidden`);
      try {
        const response = await t.app.inject({ url });
        assert.equal(response.statusCode, 503);
      } finally {
        renameSync(`${folder}.hidden`, folder);
      }
      assert.match((await t.app.inject({ url })).body, /<title>Troo three<\/title>/);
    } finally {
      await rollback(releases, 'shell', undefined, { by: 'test' });
    }
  });
});

describe('behind a CDN', () => {
  let t: TestApp;
  let version: string;
  let shellVersion: string;
  const files = fixtures();

  before(async () => {
    t = await buildTestApp({ RELEASES_DIR: files.releasesDir });
    ({ shellVersion, version } = await releaseFixtures(files, t.app.releases));
  });
  after(() => t.close());

  it('says Vary: Accept-Encoding on every negotiated file, whichever copy it sends, so a cache never hands br to a client without it', async () => {
    const negotiated = [
      `/remotes/shell/${shellVersion}/assets/main.one.js`,
      `/remotes/shell/${shellVersion}/index.html`,
      `/remotes/ordering/${version}/remoteEntry.1.js`,
      `/remotes/ordering/${version}/landing.1.css`,
      `/remotes/ordering/${version}/mf-manifest.json`,
      '/remotes.json',
      '/sw.js',
      '/demo/mama-put/explore-menu/orderandpay?table=1',
    ];
    for (const url of negotiated) {
      for (const accepted of ['br, gzip', 'gzip', undefined]) {
        const response = await t.app.inject({ url, headers: accepted ? { 'accept-encoding': accepted } : {} });
        assert.equal(response.statusCode, 200, url);
        assert.match(String(response.headers.vary), /\bAccept-Encoding\b/, `${url} for ${accepted ?? 'no encoding'}`);
      }
    }
    // The shell's main script is large enough to have been precompressed: each client gets its own copy.
    const main = `/remotes/shell/${shellVersion}/assets/main.one.js`;
    const encodings = await Promise.all(
      ['br', 'gzip', undefined].map(async (accepted) => {
        const response = await t.app.inject({ url: main, headers: accepted ? { 'accept-encoding': accepted } : {} });
        return response.headers['content-encoding'] ?? 'identity';
      }),
    );
    assert.deepEqual(encodings, ['br', 'gzip', 'identity']);
  });

  it('keeps release files to this origin unless they are served from another (no RELEASES_BASE_URL)', async () => {
    const file = await t.app.inject({ url: `/remotes/ordering/${version}/remoteEntry.1.js` });
    assert.equal(file.headers['cross-origin-resource-policy'], 'same-origin');
    assert.equal(file.headers['access-control-allow-origin'], undefined);
    assert.match(String(file.headers['cache-control']), /immutable/);
  });
});

describe('release files on another origin (RELEASES_BASE_URL)', () => {
  const CDN = 'https://cdn.troo.example';
  let t: TestApp;
  let version: string;
  let shellVersion: string;
  const files = fixtures();
  const page = '/demo/mama-put/explore-menu/orderandpay?table=1';

  before(async () => {
    t = await buildTestApp({ RELEASES_DIR: files.releasesDir, RELEASES_BASE_URL: `${CDN}/` });
    ({ shellVersion, version } = await releaseFixtures(files, t.app.releases));
  });
  after(() => t.close());

  it('names every release file there: the main script, the hints and the registry, each with its integrity', async () => {
    const response = await t.app.inject({ url: page });
    assert.equal(response.statusCode, 200);
    assert.ok(response.body.includes(mainScript(`${CDN}/remotes/shell/${shellVersion}/assets/main.one.js`, 'one')), response.body);
    assert.ok(response.body.includes(hint(`${CDN}/remotes/shell/${shellVersion}/assets/boot.1.js`, chunk('boot.1.js'))));
    assert.ok(response.body.includes(hint(`${CDN}/remotes/ordering/${version}/remoteEntry.1.js`, 'var ordering = {};')));
    assert.ok(response.body.includes(hint(`${CDN}/remotes/ordering/${version}/landing.1.js`, 'var screen = "landing.1.js";')));
    assert.doesNotMatch(response.body, /(href|src)="\/remotes\//, 'no release file on this origin');
    const registry = (await t.app.inject({ url: '/remotes.json' })).json<{ remotes: { entry: string; integrity: string }[] }>();
    assert.deepEqual(
      registry.remotes.map(({ entry, integrity }) => ({ entry, integrity })),
      [{ entry: `${CDN}/remotes/ordering/${version}/remoteEntry.1.js`, integrity: sri('var ordering = {};') }],
    );
    // The server still knows which remote answers the page (its preload hints above).
    assert.equal((await pageAnswer(t.app.releases, '/start-order'))?.entry, `${CDN}/remotes/ordering/${version}/remoteEntry.1.js`);
  });

  it("lets pages load scripts, styles, pictures and fonts from there, and nothing else's", async () => {
    const response = await t.app.inject({ url: page });
    const policy = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src', 'font-src']) {
      assert.ok(policy[directive]?.includes(CDN), `${directive}: ${policy[directive]?.join(' ')}`);
    }
    assert.deepEqual(policy['default-src'], ["'self'"]);
    // Pages and API answers stay this origin's own.
    assert.equal(response.headers['cross-origin-resource-policy'], 'same-origin');
    assert.equal(response.headers['access-control-allow-origin'], undefined);
    const api = await t.app.inject({ url: '/api/health' });
    assert.equal(api.headers['cross-origin-resource-policy'], 'same-origin');
  });

  it('answers release files (what the CDN pulls) for pages of any origin: CORS for their integrity checks, embeddable, cached for good', async () => {
    for (const url of [`/remotes/ordering/${version}/remoteEntry.1.js`, `/remotes/shell/${shellVersion}/assets/main.one.js`]) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br', origin: 'http://127.0.0.1:3000' } });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['access-control-allow-origin'], '*', url);
      assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin', url);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', url);
      assert.match(String(response.headers.vary), /Accept-Encoding/, url);
    }
  });

  it("heads the shell's service worker with the base, so phones keep the files served from there too", async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    assert.equal(worker.statusCode, 200);
    assert.ok(worker.body.startsWith(`// Troo shell ${shellVersion}\nself.trooReleasesBase = "${CDN}";\n`), worker.body);
  });

  it('refuses a base that is not an origin with a path', async () => {
    // A secret given, so reading the settings writes nothing into the repository's .data folder.
    const secret = { TOKEN_SECRET: 'test-secret-that-is-long-enough-for-hmac-signing' };
    for (const [base, says] of [
      ['cdn.troo.example', /RELEASES_BASE_URL must be a URL/],
      ['ftp://cdn.troo.example', /RELEASES_BASE_URL must start with http: or https:/],
      ['https://cdn.troo.example/?v=1', /without \? or #/],
    ] as const) {
      assert.throws(() => loadConfig({ ...secret, RELEASES_BASE_URL: base }), says, base);
    }
    assert.equal(
      loadConfig({ ...secret, RELEASES_BASE_URL: 'https://cdn.troo.example/troo/' }).releasesBaseUrl,
      'https://cdn.troo.example/troo',
    );
  });
});

describe('before any shell is live', () => {
  let t: TestApp;
  const files = fixtures();

  before(async () => {
    t = await buildTestApp({ RELEASES_DIR: files.releasesDir });
    await releaseFixtures(files, t.app.releases, { shell: false });
  });
  after(() => t.close());

  it('answers every page with 503 and what to do, however many remotes are live', async () => {
    for (const url of ['/demo/mama-put/explore-menu/orderandpay', '/no/such/page']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 503, url);
      assert.equal(response.body, 'Troo is not built yet: run npm run build.');
    }
    // The registry and the published files still answer.
    assert.equal((await t.app.inject({ url: '/remotes.json' })).statusCode, 200);
  });
});

/** Sends a request line exactly as written (fetch and inject normalise dot segments) and answers the status and body. */
function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

describe('release files asked for by a path with dot segments (sent raw)', () => {
  let t: TestApp;
  let port: number;
  let version: string;
  const files = fixtures();
  // Something in the releases folder that is not inside a version folder, standing in for
  // anything that must not be served (the registry lived there once).
  writeFileSync(path.join(files.releasesDir, 'secret.json'), '{"secret":"registry-like"}');

  before(async () => {
    t = await buildTestApp({ RELEASES_DIR: files.releasesDir });
    ({ version } = await releaseFixtures(files, t.app.releases));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it('serves a release file by its plain path', async () => {
    const plain = await rawGet(port, `/remotes/ordering/${version}/remoteEntry.1.js`);
    assert.equal(plain.status, 200);
    assert.equal(plain.body, 'var ordering = {};');
  });

  it('refuses every way of climbing out of a version folder', async () => {
    const attacks = [
      '/remotes/a/b/../../registry.json',
      '/remotes/a/b/../../secret.json',
      '/remotes/a/b/%2e%2e/%2e%2e/secret.json',
      '/remotes/a/b/%2E%2E/%2E%2E/secret.json',
      '/remotes/a/b/.%2e/.%2e/secret.json',
      '/remotes/a/b/..%2f..%2fsecret.json',
      '/remotes/a/b/%2e%2e%2f%2e%2e%2fsecret.json',
      '/remotes/a/b/..%5c..%5csecret.json',
      '/remotes/a/b/..\\..\\secret.json',
      '/remotes/ordering/x/../../secret.json',
      '/remotes/ordering//../secret.json',
      `/remotes/ordering/${version}/../../secret.json`,
      `/remotes/ordering/${version}/./../../secret.json`,
      `/remotes/ordering/${version}/../${version}/remoteEntry.1.js`,
    ];
    for (const target of attacks) {
      const response = await rawGet(port, target);
      assert.ok([400, 403, 404].includes(response.status), `${target}: ${response.status}`);
      assert.equal(response.body.includes('secret'), false, `${target} leaked: ${response.body}`);
      assert.equal(response.body.includes('registry-like'), false, target);
    }
  });

  it('allows only plain paths inside a version folder', () => {
    assert.equal(isReleaseFilePath('/ordering/1.0.0-abc/remoteEntry.js'), true);
    assert.equal(isReleaseFilePath('/ordering/1.0.0-abc/chunks/12.js'), true);
    assert.equal(isReleaseFilePath('/shell/1.0.0-abc/assets/main.1a2b3c4d.js'), true);
    for (const bad of [
      '/a/b/../../registry.json',
      '/ordering/v/../v/x.js',
      '/ordering//x.js',
      '/ordering/v/.hidden',
      '/ordering/v/a%2fb',
      '/ordering/v/a\\b',
      '/registry.json',
      '/ordering/v',
    ]) {
      assert.equal(isReleaseFilePath(bad), false, bad);
    }
  });
});
