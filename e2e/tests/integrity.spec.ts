import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { demoBranchId, qrLandingUrl } from '../support/demo';
import { startTroo, type RunningTroo } from '../support/troo-server';
import { trooTemplate } from '../support/troo-template';

// Integrity on every release file: a file changed after it was published (on a CDN, on the disk)
// never runs. The page, the registry and the builds name each file with the hash its release
// recorded, so the browser refuses the changed one: that remote's routes show their fallback, every
// other route works. On a Troo of its own: this file changes a live release's files.

test.describe.configure({ mode: 'serial' });

let troo: RunningTroo;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  troo = await startTroo({}, { copyOf: trooTemplate() });
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

const fallback = (page: Page) => page.getByRole('heading', { name: 'This part of Troo is unavailable' });

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
  const [chunk] = manifest.exposes.find((expose) => expose.name === 'QrLanding')!.assets.js.sync;
  tamper(path.join(folder, chunk!), 'Start Your Order', 'Start Your Order (TAMPERED)');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text());
  });

  const report = page.waitForRequest((request) => request.url().endsWith('/api/remote-errors') && request.method() === 'POST');

  await page.goto(`${troo.baseUrl}${qrLandingUrl(await demoBranchId(troo.baseUrl))}`);
  await expect(fallback(page)).toBeVisible();
  await expect(page.getByText(/TAMPERED/)).toHaveCount(0);
  expect(refused.join('\n')).toContain(chunk!);
  // Counted against that version, as any file that fails to load is.
  expect((await report).postDataJSON()).toMatchObject({ remote: 'ordering', version, kind: 'load' });

  // Another remote (onboarding) and another of ordering's neighbours (checkout) are untouched.
  await page.goto(`${troo.baseUrl}/demo/login/troo-portal`);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await page.goto(`${troo.baseUrl}/demo/tip/online_ordering`);
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
});

test("a remote entry changed after publishing shows its remote's fallback; the others load", async ({ page }) => {
  const version = await liveVersion('checkout');
  const folder = path.join(troo.releasesDir, 'checkout', version);
  const { remoteEntry } = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')) as { remoteEntry: string };
  // A harmless-looking change: one more statement at the end.
  const entry = path.join(folder, remoteEntry);
  const text = readFileSync(entry, 'utf8');
  tamper(entry, text.slice(-20), `${text.slice(-20)};window.tampered=1;`);

  await page.goto(`${troo.baseUrl}/demo/tip/online_ordering`);
  await expect(fallback(page)).toBeVisible();
  expect(await page.evaluate(() => (window as { tampered?: number }).tampered)).toBeUndefined();

  await page.goto(`${troo.baseUrl}/demo/login/troo-portal`);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
});
