import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { DEMO, PORTAL, demoBranchId, qrLandingUrl, signInToDashboard } from '../support/demo';
import { basketToTip } from '../support/diner';
import { keptPage, keptWithItsFiles, pageVersion } from '../support/kept-on-phone';
import { remotes } from '../support/releases';
import { rehashEditedBuild } from '../support/rebuilt-release';

// The shell's service worker: a diner's pages and the live releases' files kept on the phone, a
// kept page shown at once while the server's replaces it for the next load, the menu browsable
// offline with nothing to order or pay, and nothing signed in ever kept.
test.use({ serviceWorkers: 'allow' });

const MENU_LIST = `/demo/${DEMO.businessIdentifier}/items/online_ordering`;

test('offline, a diner cannot pay, and a reload of the menu list shows the menu kept on the phone with nothing to order', async ({
  page,
  context,
  baseURL,
}) => {
  await basketToTip(page, await demoBranchId(baseURL!));
  await page.getByRole('button', { name: 'No Tip' }).click();
  const pay = page.getByRole('button', { name: 'Proceed to Pay' });
  await expect(pay).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('You are offline. Your basket is kept; you can pay when you are online.')).toBeVisible();
  await expect(pay).toBeDisabled();
  await context.setOffline(false);
  await expect(pay).toBeEnabled();

  await page.goto(MENU_LIST);
  await expect(page.getByRole('button', { name: 'One more Fried Rice' })).toBeVisible();
  await keptWithItsFiles(page, MENU_LIST);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#troo-first-paint')).toHaveCount(0); // the screen itself, from the kept files
  await expect(page.getByRole('heading', { name: 'Explore Menu' })).toBeVisible();
  await expect(page.getByText('You are offline. You can look through the menu; ordering comes back when you are online.')).toBeVisible();
  await expect(page.locator('.or-list li').filter({ hasText: 'Jollof Rice' })).toContainText('₦');
  await expect(page.getByRole('button', { name: /^(Add|One more) / })).toHaveCount(0);

  // Back online, the same screen takes orders again.
  await context.setOffline(false);
  await expect(page.getByText(/^You are offline/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'One more Fried Rice' })).toBeVisible();
});

test('a release made while the phone holds the old version is used on the next load after the phone has seen it', async ({
  page,
  baseURL,
}) => {
  const url = qrLandingUrl(await demoBranchId(baseURL!), 7);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
  await keptWithItsFiles(page, url);
  const before = (await pageVersion(page, 'ordering'))!;

  // A new build of the ordering remote: its landing screen's script changed.
  const build = mkdtempSync(path.join(tmpdir(), 'troo-ordering-next-'));
  cpSync(path.join(process.env.TROO_RELEASES_DIR!, 'ordering', before), build, {
    recursive: true,
    filter: (file) => !/\.(gz|br)$/.test(file) && !file.endsWith('release.json'),
  });
  const manifest = JSON.parse(readFileSync(path.join(build, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  appendFileSync(path.join(build, manifest.exposes.find((expose) => expose.name === 'QrLanding')!.assets.js.sync[0]!), '\n// next\n');
  rehashEditedBuild(build);
  const next = remotes('publish', 'ordering', build).match(/published (\S+)/)![1]!;
  rmSync(build, { recursive: true });

  remotes('release', 'ordering', next);
  try {
    // The phone shows the page it kept (its registry names the old version; online, the shell runs
    // the release at once: kept-copy-rollback.spec.ts), and fetches the server's page meanwhile.
    await page.reload();
    await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
    expect(await pageVersion(page, 'ordering')).toBe(before);
    await expect.poll(async () => (await keptPage(page, url))?.includes(`/remotes/ordering/${next}/`)).toBe(true);

    // The next load is the release's, its files fetched from its version.
    await page.reload();
    await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
    expect(await pageVersion(page, 'ordering')).toBe(next);
    const ordering = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.startsWith('/remotes/ordering/')),
    );
    expect(ordering.length).toBeGreaterThan(0);
    expect(ordering.every((file) => file.startsWith(`/remotes/ordering/${next}/`))).toBe(true);
  } finally {
    remotes('rollback', 'ordering', before);
  }
});

test('nothing signed in is kept on the phone: no staff page, no answer that is not public', async ({ page }) => {
  // The worker controls the login page before anyone signs in, so every call of the session passes it.
  await page.goto(`/demo/login/${PORTAL}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await signInToDashboard(page, DEMO.admin);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  expect(await keptPage(page, `/demo/dashboard/${PORTAL}`)).toBeNull();

  const kept = await page.evaluate(async () => {
    const entries: { url: string; cacheControl: string | null }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        entries.push({ url: new URL(request.url).pathname, cacheControl: (await cache.match(request))!.headers.get('Cache-Control') });
      }
    }
    return entries;
  });
  expect(kept.length).toBeGreaterThan(0); // the release files the pages loaded
  expect(kept.filter((entry) => !entry.url.startsWith('/remotes/') && !entry.url.startsWith('/api/'))).toEqual([]);
  for (const entry of kept.filter((candidate) => candidate.url.startsWith('/api/'))) expect(entry.cacheControl).toMatch(/\bpublic\b/);
});
