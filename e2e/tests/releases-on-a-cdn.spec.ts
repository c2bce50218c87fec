import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startCdn, type Cdn } from '../support/cdn';
import { DEMO, demoBranchId, qrLandingUrl } from '../support/demo';
import { keptWithItsFiles } from '../support/kept-on-phone';
import type { RunningTroo } from '../support/troo-server';
import { startTestTroo } from '../support/troo-template';

// Release files served from another origin (RELEASES_BASE_URL): a CDN on another port pulls them from
// Troo. Pages come from Troo and name every release file on the CDN, the CSP lets them load, and
// their integrity is checked there too: a CDN whose copy of a chunk was changed shows that remote's
// fallback while every other route works. On a Troo of its own (its own RELEASES_BASE_URL).

test.describe.configure({ mode: 'serial' });

let cdn: Cdn;
let troo: RunningTroo;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cdn = await startCdn();
  troo = await startTestTroo({ RELEASES_BASE_URL: cdn.origin });
  cdn.pullFrom(troo.baseUrl);
});
test.afterAll(async () => {
  await troo?.stop();
  await cdn?.close();
});

const fallback = (page: Page) => page.getByRole('heading', { name: 'This part of Troo is unavailable' });

/** Every release file the page loaded, by origin. */
const releaseOrigins = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.startsWith('/remotes/'))
        .map((url) => url.origin),
    ),
  ]);

test('the QR landing loads every release file from the CDN, checked, and works', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|integrity|CORS/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${troo.baseUrl}${qrLandingUrl(await demoBranchId(troo.baseUrl))}`);
  await expect(page.getByRole('button', { name: 'Start Your Order' })).toBeVisible();
  // Started: the shell rendered the screen (the painted copy is gone).
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  await expect(fallback(page)).toHaveCount(0);
  expect(await releaseOrigins(page)).toEqual([cdn.origin]);
  expect(cdn.served.some((file) => file.startsWith('/remotes/shell/') && /\/main\.[\w]+\.js$/.test(file))).toBe(true);
  expect(cdn.served.some((file) => file.startsWith('/remotes/ordering/') && /\/remoteEntry\.[\w]+\.js$/.test(file))).toBe(true);
  expect(blocked).toEqual([]);

  // Another remote's route, from the CDN too.
  await page.goto(`${troo.baseUrl}/demo/login/troo-portal`);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  expect(await releaseOrigins(page)).toEqual([cdn.origin]);
});

test.describe("a diner's phone", () => {
  test.use({ serviceWorkers: 'allow' });

  test("keeps the CDN's files too: offline, a reload of the menu list still shows the menu", async ({ page, context }) => {
    const menuList = `${troo.baseUrl}/demo/${DEMO.businessIdentifier}/items/online_ordering`;
    await page.goto(menuList);
    await expect(page.locator('#troo-first-paint')).toHaveCount(0);
    await expect(page.locator('.or-list li').filter({ hasText: 'Jollof Rice' })).toBeVisible();
    expect(await releaseOrigins(page)).toEqual([cdn.origin]);
    await keptWithItsFiles(page, menuList);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('#troo-first-paint')).toHaveCount(0); // the screen itself, from the files kept
    await expect(page.getByText('You are offline. You can look through the menu; ordering comes back when you are online.')).toBeVisible();
    await expect(page.locator('.or-list li').filter({ hasText: 'Jollof Rice' })).toContainText('₦');
    await expect(fallback(page)).toHaveCount(0);
    await context.setOffline(false);
  });
});

test("a chunk the CDN serves changed shows its remote's fallback, never the change; other routes work", async ({ page }) => {
  const { remotes } = (await (await fetch(`${troo.baseUrl}/remotes.json`)).json()) as { remotes: { name: string; version: string }[] };
  const version = remotes.find((remote) => remote.name === 'ordering')!.version;
  const folder = path.join(troo.releasesDir, 'ordering', version);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  // The screen's own chunk among those it loads at once: the one that draws 'Start Your Order'.
  const chunk = manifest.exposes
    .find((expose) => expose.name === 'QrLanding')!
    .assets.js.sync.find((file) => readFileSync(path.join(folder, file), 'utf8').includes('Start Your Order'));
  cdn.alter(`/remotes/ordering/${version}/${chunk}`, (body) => body.split('Start Your Order').join('Start Your Order (TAMPERED)'));

  await page.goto(`${troo.baseUrl}${qrLandingUrl(await demoBranchId(troo.baseUrl))}`);
  // Refused for its integrity (the shell fetched it again from the CDN and hashed it): not the connection.
  await expect(page.getByRole('heading', { name: 'This part of Troo could not be started safely' })).toBeVisible();
  await expect(page.getByText(/check your connection/i)).toHaveCount(0);
  await expect(page.getByText(/TAMPERED/)).toHaveCount(0);

  await page.goto(`${troo.baseUrl}/demo/login/troo-portal`);
  await expect(page.getByLabel(/email/i)).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});
