import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { demoBranchId, qrLandingUrl } from '../support/demo';
import type { RunningTroo } from '../support/troo-server';
import { startTestTroo } from '../support/troo-template';

// Integrity on every release file: a file changed after it was published (on a CDN, on the disk)
// never runs. The page, the registry and the builds name each file with the hash its release
// recorded, so the browser refuses the changed one: that remote's routes show their fallback (saying
// the files were not the published ones, never "check your connection"), every other route works;
// a changed shell script leaves no dead page: the page says so itself, with a Reload button. Each is
// reported as `integrity`. On a Troo of its own: this file changes a live release's files.

test.describe.configure({ mode: 'serial' });

let troo: RunningTroo;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  troo = await startTestTroo();
});
test.afterAll(async () => {
  await troo?.stop();
});

/** The live version of a remote, as the registry answers it. */
async function liveVersion(remote: string): Promise<string> {
  const { remotes } = (await (await fetch(`${troo.baseUrl}/remotes.json`)).json()) as { remotes: { name: string; version: string }[] };
  return remotes.find((live) => live.name === remote)!.version;
}

/**
 * Changes a published file the way the operator found it changed: a byte range of its text, in the
 * file and in the compressed copies the server sends (whatever a browser asks for, it gets the change).
 */
function tamper(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text, `${path.basename(file)} holds "${from}"`).toContain(from);
  const changed = text.split(from).join(to);
  writeFileSync(file, changed);
  writeFileSync(`${file}.br`, brotliCompressSync(changed));
  writeFileSync(`${file}.gz`, gzipSync(changed));
}

const fallback = (page: Page) => page.getByRole('heading', { name: 'This part of Troo could not be started safely' });
const anyFallback = (page: Page) => page.getByTestId('remote-unavailable');
const reportSent = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/remote-errors') && request.method() === 'POST');

test('every release file the QR landing loads is fetched once: its hints carry the integrity and CORS mode the runtimes ask with', async ({
  page,
}) => {
  const fetched: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/')) fetched.push(request.url());
  });
  page.on('console', (message) => {
    if (/preload|integrity/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(`${troo.baseUrl}${qrLandingUrl(await demoBranchId(troo.baseUrl))}`);
  await expect(page.getByRole('button', { name: 'Start Your Order', exact: true })).toBeVisible();
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  const hinted = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('link[rel="preload"][integrity][crossorigin], link[rel="stylesheet"][integrity]'),
      (link) => (link as HTMLLinkElement).href,
    ),
  );
  expect(hinted.length).toBeGreaterThan(5);
  expect(fetched.filter((url, at) => fetched.indexOf(url) !== at)).toEqual([]);
  expect(warnings).toEqual([]);
});

test("a screen chunk changed after publishing shows its remote's fallback, never the change, and other remotes' routes still work", async ({
  page,
}) => {
  const version = await liveVersion('ordering');
  const folder = path.join(troo.releasesDir, 'ordering', version);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  // The screen's own chunk among those it loads at once: the one that draws 'Start Your Order'.
  const chunk = manifest.exposes
    .find((expose) => expose.name === 'QrLanding')!
    .assets.js.sync.find((file) => readFileSync(path.join(folder, file), 'utf8').includes('Start Your Order'));
  tamper(path.join(folder, chunk!), 'Start Your Order', 'Start Your Order (TAMPERED)');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text());
  });

  const report = reportSent(page);

  await page.goto(`${troo.baseUrl}${qrLandingUrl(await demoBranchId(troo.baseUrl))}`);
  await expect(fallback(page)).toBeVisible();
  await expect(page.getByText(/check your connection/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByText(/TAMPERED/)).toHaveCount(0);
  expect(refused.join('\n')).toContain(chunk!);
  // Counted against that version as integrity, apart from files that did not arrive.
  expect((await report).postDataJSON()).toMatchObject({ remote: 'ordering', version, kind: 'integrity' });

  // Another remote (onboarding) and another of ordering's neighbours (checkout) are untouched.
  await page.goto(`${troo.baseUrl}/demo/login/troo-portal`);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await page.goto(`${troo.baseUrl}/demo/tip/online_ordering`);
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
  await expect(anyFallback(page)).toHaveCount(0);
});

test("a remote entry changed after publishing shows its remote's fallback; the others load", async ({ page }) => {
  const version = await liveVersion('checkout');
  const folder = path.join(troo.releasesDir, 'checkout', version);
  const { remoteEntry } = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')) as { remoteEntry: string };
  // A harmless-looking change: one more statement at the end.
  const entry = path.join(folder, remoteEntry);
  const text = readFileSync(entry, 'utf8');
  tamper(entry, text.slice(-20), `${text.slice(-20)};window.tampered=1;`);

  const report = reportSent(page);
  await page.goto(`${troo.baseUrl}/demo/tip/online_ordering`);
  await expect(fallback(page)).toBeVisible();
  await expect(page.getByText(/check your connection/i)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { tampered?: number }).tampered)).toBeUndefined();
  expect((await report).postDataJSON()).toMatchObject({ remote: 'checkout', version, kind: 'integrity' });

  await page.goto(`${troo.baseUrl}/demo/login/troo-portal`);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(anyFallback(page)).toHaveCount(0);
});

// Last: every page of this Troo starts from the shell's main script.
test("the shell's main script changed after publishing: the page says it could not start safely, offers Reload, and reports integrity", async ({
  page,
}) => {
  const landing = `${troo.baseUrl}${qrLandingUrl(await demoBranchId(troo.baseUrl))}`;
  const html = await (await fetch(landing)).text();
  // The main script as the page names it (the starter's link, with its integrity), in the live shell's folder.
  const [, version, file] = /<link id="troo-main" rel="preload" href="\/remotes\/shell\/([^/]+)\/([^"]+)" integrity=/.exec(html)!;
  const main = path.join(troo.releasesDir, 'shell', version!, file!);
  const text = readFileSync(main, 'utf8');
  tamper(main, text.slice(-20), `${text.slice(-20)};window.tampered=1;`);

  const report = reportSent(page);
  await page.goto(landing);
  // The server's first paint was on the glass; the page itself now says why nothing works.
  const message = page.getByRole('alert');
  await expect(message.getByRole('heading', { name: 'Troo could not start safely' })).toBeVisible();
  await expect(message).toContainText('not the one Troo published');
  await expect(page.getByText(/check your connection/i)).toHaveCount(0);
  await expect(message.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect(await page.evaluate(() => (window as { tampered?: number }).tampered)).toBeUndefined();
  const sent = await report;
  expect(sent.postDataJSON()).toMatchObject({ remote: 'shell', version, route: '/start-order', kind: 'integrity' });
  expect(sent.postDataJSON().message).toContain(file);
  expect((await sent.response())?.status()).toBe(202);

  // Reload asks again: the same refusal, the same message (never the tampered script).
  await Promise.all([page.waitForEvent('load'), message.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Troo could not start safely' })).toBeVisible();
  expect(await page.evaluate(() => (window as { tampered?: number }).tampered)).toBeUndefined();
});
