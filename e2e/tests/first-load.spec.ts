import { appendFileSync, cpSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Cookie, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { businessWithTwoOutlets } from '../support/outlets';
import { DEMO, PORTAL, demoBranchId, qrLandingUrl } from '../support/demo';
import { remotes } from '../support/releases';
import { registerVerifiedBusiness } from '../support/accounts';
import { rehashEditedBuild } from '../support/rebuilt-release';
import type { CallResponse } from '@troo/shared/contract';

// What the server writes into a page so a phone fetches everything at once: the live registry,
// preload hints for the route's remote entry and screen, and (on the QR landing) its first read.

interface LiveRemote {
  name: string;
  version: string;
  entry: string;
}

const liveRegistry = async (baseUrl: string) => (await (await fetch(`${baseUrl}/remotes.json`)).json()) as { remotes: LiveRemote[] };
const versionDir = (remote: string, version: string) => path.join(process.env.TROO_RELEASES_DIR!, remote, version);

/** The page as the server sends it: its registry island and the files it hints. */
async function pageHead(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  const island = /<script type="application\/json" id="troo-registry">(.*?)<\/script>/.exec(html);
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]!);
  return { registry: island ? (JSON.parse(island[1]!) as { remotes: LiveRemote[] }) : null, preloads };
}

/**
 * The server's first paint of a page as a phone that runs no script sees it: a picture only (inert,
 * hidden from assistive technology). `close` ends that phone once its figures are taken.
 */
async function firstPaintWithoutScripts(browser: Browser, url: string, cookies: Cookie[] = []) {
  const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
  await phone.addCookies(cookies);
  const still = await phone.newPage();
  await still.goto(url);
  return { paint: still.locator('#troo-first-paint[inert][aria-hidden="true"]'), close: () => phone.close() };
}

/** Where a painted image sits, once it has loaded. */
async function loadedImageBox(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return image.boundingBox();
}

/** The scripts a screen of a remote's build needs at once, as its federation manifest lists them. */
function screenScripts(buildDir: string, screen: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  return manifest.exposes.find((expose) => expose.name === screen)?.assets.js.sync ?? [];
}

test("the QR landing's page carries the live registry and hints for the ordering remote's files", async ({ page, baseURL }) => {
  const branchId = await demoBranchId(baseURL!);
  const askedFor: string[] = [];
  page.on('request', (request) => askedFor.push(new URL(request.url()).pathname));

  const { registry, preloads } = await pageHead(page, qrLandingUrl(branchId, 3));
  // The page's island is the live registry, with the signed token its error reports carry (the canary's).
  const { pageToken, ...live } = registry as { pageToken?: string; remotes: LiveRemote[] };
  expect(pageToken).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(live).toEqual(await liveRegistry(baseURL!));
  const ordering = registry!.remotes.find((remote) => remote.name === 'ordering')!;
  expect(preloads).toContain(ordering.entry);
  const landingScripts = screenScripts(versionDir('ordering', ordering.version), 'QrLanding');
  expect(landingScripts.length).toBeGreaterThan(0);
  for (const file of landingScripts) expect(preloads).toContain(`/remotes/ordering/${ordering.version}/${file}`);
  // The shell's start-up files, from the live shell's version folder; nothing of a remote this route does not use.
  const shellFolders = new Set(preloads.flatMap((url) => /^\/remotes\/shell\/[^/]+\//.exec(url) ?? []));
  expect(shellFolders.size).toBe(1);
  expect(preloads.filter((url) => url.startsWith('/remotes/') && !/^\/remotes\/(ordering|shell)\//.test(url))).toEqual([]);

  await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
  expect(askedFor, 'the registry came with the page').not.toContain('/remotes.json');
  expect(askedFor, "and so did the business's details").not.toContain('/api/business/getBusinessDetails/');
  await expectAccessible(page);
});

test('releasing a new version of the ordering remote changes what the page carries on the next load, and a rollback restores it', async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const before = (await liveRegistry(baseURL!)).remotes.find((remote) => remote.name === 'ordering')!;
  // A "new build": the live files with one script changed, published as a new version.
  const build = mkdtempSync(path.join(tmpdir(), 'troo-ordering-v2-'));
  cpSync(versionDir('ordering', before.version), build, {
    recursive: true,
    filter: (file) => !/\.(gz|br)$/.test(file) && !file.endsWith('release.json'),
  });
  const expose = screenScripts(build, 'QrLanding')[0]!;
  appendFileSync(path.join(build, expose), '\n// release two\n');
  rehashEditedBuild(build);
  const published = remotes('publish', 'ordering', build).match(/published (\S+)/)![1]!;
  rmSync(build, { recursive: true });

  try {
    remotes('release', 'ordering', published);
    const released = await pageHead(page, qrLandingUrl(branchId, 3));
    const live = released.registry!.remotes.find((remote) => remote.name === 'ordering')!;
    expect(live.version).toBe(published);
    expect(released.preloads).toContain(live.entry);
    expect(released.preloads).toContain(`/remotes/ordering/${published}/${expose}`);
    expect(released.preloads.some((url) => url.includes(before.version))).toBe(false);
    await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
  } finally {
    remotes('rollback', 'ordering', before.version);
  }
  const rolledBack = await pageHead(page, qrLandingUrl(branchId, 3));
  expect(rolledBack.registry!.remotes.find((remote) => remote.name === 'ordering')!.version).toBe(before.version);
  expect(rolledBack.preloads).toContain(before.entry);
  expect(rolledBack.preloads.some((url) => url.includes(published))).toBe(false);
});

test("with the ordering remote's files gone, the QR landing shows the fallback and the login page still works", async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const { version } = (await liveRegistry(baseURL!)).remotes.find((remote) => remote.name === 'ordering')!;
  const hidden = `${versionDir('ordering', version)}.hidden`;
  renameSync(versionDir('ordering', version), hidden);
  try {
    const { preloads } = await pageHead(page, qrLandingUrl(branchId, 3));
    expect(preloads.some((url) => url.startsWith('/remotes/ordering/'))).toBe(false);
    await expect(page.getByRole('heading', { name: 'This part of Troo is unavailable' })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/demo/login/${PORTAL}`);
    await expect(page.getByLabel(/email/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This part of Troo is unavailable' })).toHaveCount(0);
  } finally {
    renameSync(hidden, versionDir('ordering', version));
  }
  await page.goto(qrLandingUrl(branchId, 3));
  await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
});

test('a business whose name holds markup is shown as text on its QR landing, and nothing of the name runs', async ({ page, baseURL }) => {
  const name = 'Suya </script><script>window.hacked=1</script><!-- Spot';
  const owner = await registerVerifiedBusiness(baseURL!, 'Abuja2026pass', name);
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  const { business_identifier: identifier } = ((await login.json()) as CallResponse<'POST /login'>).data;
  const details = (await (
    await fetch(`${baseURL}/api/business/getBusinessDetails/?business_identifier=${identifier}`)
  ).json()) as CallResponse<'GET /business/getBusinessDetails/'>;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`/start-order?business_identifier=${identifier}&branch=${details.data.default_branch_id}&table=2&coming-from=qr`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect(errors).toEqual([]);
  await expectAccessible(page);
});

test("the QR landing paints the business's name, logo and the ready time before any script runs, and React takes over the same place", async ({
  browser,
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const { paint, close } = await firstPaintWithoutScripts(browser, qrLandingUrl(branchId, 3));
  await expect(paint.locator('h1')).toHaveText(DEMO.businessName);
  await expect(paint.getByText('Food ready in 8-13 minutes after placing order')).toBeVisible();
  const painted = await loadedImageBox(paint.locator(`img[alt="${DEMO.businessName} logo"]`));
  await close();

  await page.goto(qrLandingUrl(branchId, 3));
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const drawn = page.getByRole('img', { name: `${DEMO.businessName} logo` });
  await expect(drawn).toBeVisible();
  expect(await drawn.boundingBox()).toEqual(painted);
  await expectAccessible(page);
});

test('nothing on either landing moves once painted, whichever stylesheet the page adds last', async ({ page, baseURL }) => {
  const branchId = await demoBranchId(baseURL!);
  await page.addInitScript(() => {
    (window as unknown as { shifted: number }).shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shifted: number }).shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const url of [qrLandingUrl(branchId, 4), `/demo/online_ordering/${DEMO.businessIdentifier}/${branchId}`]) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('#troo-first-paint')).toHaveCount(0);
    // Every stylesheet the screen's modules add has been added by now.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length)).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), url).toBe(0);
    expect((await page.getByRole('img', { name: `${DEMO.businessName} logo` }).boundingBox())?.y, url).toBeGreaterThan(60); // below 12vh of space
  }
});

test("the online-ordering landing paints its outlet's name, logo and 'Start Your Order' before any script runs, and React takes over the same place", async ({
  browser,
  page,
  baseURL,
}) => {
  const url = `/demo/online_ordering/${DEMO.businessIdentifier}/${await demoBranchId(baseURL!)}`;
  const { paint, close } = await firstPaintWithoutScripts(browser, url);
  await expect(paint.locator('h1')).toHaveText(DEMO.businessName);
  await expect(paint.getByText('Start Your Order')).toBeVisible();
  const painted = await loadedImageBox(paint.locator(`img[alt="${DEMO.businessName} logo"]`));
  await close();

  await page.goto(url);
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  const drawn = page.getByRole('img', { name: `${DEMO.businessName} logo` });
  await expect(drawn).toBeVisible();
  expect(await drawn.boundingBox()).toEqual(painted);
  await expect(page.getByRole('link', { name: 'Start Your Order' })).toBeVisible();
  await expectAccessible(page);
});

test('the menu list paints its first screen before any script runs, and the screen with its carousel takes the same place, then every item', async ({
  browser,
  page,
  baseURL,
}) => {
  const url = `/demo/${DEMO.businessIdentifier}/items/online_ordering`;
  const { paint, close } = await firstPaintWithoutScripts(browser, url);
  await expect(paint.locator('h1')).toHaveText('Explore Menu');
  await expect(paint.locator('h2', { hasText: 'Most Popular' })).toBeVisible();
  // The carousel's first two cards, pictures loaded, and the outlet's first items with their
  // prices, down past the bottom of the screen (the rest come with the scripts).
  const cards = paint.locator('.or-popular__card');
  await expect(cards).toHaveCount(2);
  const paintedCard = await loadedImageBox(cards.first().locator('img'));
  const rows = paint.locator('.or-list li');
  const menu = `/api/menu/getAllOnlineOrderingMenuItem/?business_identifier=${DEMO.businessIdentifier}&branch=${await demoBranchId(baseURL!)}`;
  const items = (await (await fetch(`${baseURL}${menu}`)).json()) as CallResponse<'GET /menu/getAll{product}MenuItem/'>;
  await expect(rows.first()).toContainText('₦');
  const paintedNames = await paint.locator('.or-list .or-item__name').allTextContents();
  expect(paintedNames.length).toBeLessThan(items.data.length);
  const lastRow = await rows.last().boundingBox();
  expect(lastRow!.y + lastRow!.height).toBeGreaterThan(paint.page().viewportSize()!.height);
  const paintedRow = await rows.first().boundingBox();
  await close();

  await page.goto(url);
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  await expect(page.locator('.slick-slider')).toBeVisible(); // react-slick came with the screen
  // The same size at the same height (it slides sideways every 2 s on its own).
  const shownCard = await page.locator('.slick-active .or-popular__card img').first().boundingBox();
  expect({ y: shownCard?.y, width: shownCard?.width, height: shownCard?.height }).toEqual({
    y: paintedCard?.y,
    width: paintedCard?.width,
    height: paintedCard?.height,
  });
  expect(await page.locator('.or-list li').first().boundingBox()).toEqual(paintedRow);
  await expect(page.locator('.or-list li')).toHaveCount(items.data.length);
  // The painted rows are the top of the same list.
  expect((await page.locator('.or-list .or-item__name').allTextContents()).slice(0, paintedNames.length)).toEqual(paintedNames);
  // Each stylesheet the page linked for its paint is the one the app's loaders use, never linked
  // again (a second copy restyled the whole page on the phone, and doubled every later restyle).
  const stylesheets = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(stylesheets.length).toBeGreaterThanOrEqual(3);
  expect(stylesheets).toEqual([...new Set(stylesheets)]);
  await expectAccessible(page);
});

test("a diner who chose a business's second outlet gets that outlet's menu painted on the next load, not the first outlet's", async ({
  browser,
  page,
  baseURL,
}) => {
  const { identifier, outlets } = await businessWithTwoOutlets(baseURL!);
  const [main, annex] = outlets;
  await page.goto(`/demo/online_ordering/${identifier}/${annex.id}`);
  await page.getByRole('link', { name: 'Start Your Order' }).click();
  await expect(page.getByText(annex.dish).first()).toBeVisible();

  // The menu list's page as the server draws it for this diner, before any script runs.
  const { paint, close } = await firstPaintWithoutScripts(
    browser,
    `/demo/${identifier}/items/online_ordering`,
    await page.context().cookies(),
  );
  await expect(paint.locator('.or-list li')).toHaveCount(1);
  await expect(paint).toContainText(annex.dish);
  await expect(paint).not.toContainText(main.dish);
  const painted = await paint.locator('.or-list li').boundingBox();
  await close();

  // Their own phone, reloading: the same outlet's list takes the same place.
  await page.reload();
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  await expect(page.locator('.or-list li')).toHaveCount(1);
  await expect(page.locator('.or-list li')).toContainText(annex.dish);
  expect(await page.locator('.or-list li').boundingBox()).toEqual(painted);
});

/** A diner who opened the demo's online landing, tapped Start Your Order, then Jollof Rice: its details page's address. */
async function openJollofDetails(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`/demo/online_ordering/${DEMO.businessIdentifier}/${await demoBranchId(baseUrl)}`);
  await page.getByRole('link', { name: 'Start Your Order' }).click();
  await page.getByRole('link', { name: /^Jollof Rice/ }).click();
  await expect(page).toHaveURL(/\/demo\/menu-details\/[0-9a-f-]+\/online_ordering$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Jollof Rice' })).toBeVisible();
  return new URL(page.url()).pathname;
}

test("an item's page is painted for the diner's business and outlet (their cookies) before any script runs, and the screen takes the same place", async ({
  browser,
  page,
  baseURL,
}) => {
  const url = await openJollofDetails(page, baseURL!);

  // The item's page as the server draws it for this diner, before any script runs.
  const { paint, close } = await firstPaintWithoutScripts(browser, url, await page.context().cookies());
  await expect(paint.locator('h2.or-details__name')).toHaveText('Jollof Rice');
  await expect(paint.locator('.or-details__price')).toHaveText('₦2,500.00');
  await expect(paint.getByText('Add to basket')).toBeVisible();
  const paintedName = await paint.locator('h2.or-details__name').boundingBox();
  const paintedButton = await paint.getByText('Add to basket').boundingBox();
  await close();

  // Their own phone, reloading: the screen draws the same item in the same place.
  await page.reload();
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  const name = page.getByRole('heading', { level: 2, name: 'Jollof Rice' });
  await expect(name).toBeVisible();
  expect(await name.boundingBox()).toEqual(paintedName);
  const button = page.getByRole('button', { name: 'Add to basket' });
  await expect(button).toBeVisible();
  expect(await button.boundingBox()).toEqual(paintedButton);
  await expectAccessible(page);
});

test("without the diner's cookies an item's page is not painted, and the screen still draws it from the stored context and writes the cookies again", async ({
  browser,
  page,
  baseURL,
}) => {
  const url = await openJollofDetails(page, baseURL!);
  await page.context().clearCookies(); // a store kept from before the cookies, or cookies the browser dropped

  const { paint, close } = await firstPaintWithoutScripts(browser, url);
  await expect(paint).toHaveCount(0);
  await close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Jollof Rice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
  const names = async () => (await page.context().cookies()).map((cookie) => cookie.name);
  await expect.poll(names).toEqual(expect.arrayContaining(['troo-business', 'troo-outlet']));
});

test('the login page paints its form before any script runs, and the real form replaces it', async ({ browser, page }) => {
  const { paint, close } = await firstPaintWithoutScripts(browser, `/demo/login/${PORTAL}`);
  await expect(paint.locator('h1')).toHaveText('Log in');
  await expect(paint.getByText('Create a business account')).toBeVisible();
  await close();

  await page.goto(`/demo/login/${PORTAL}`);
  await expect(page.locator('#troo-first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toHaveCount(1);
  await expect(page.getByLabel(/email/i)).toBeEditable();
});
