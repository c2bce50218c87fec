import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A remote whose files fail on the way: the diner is told honestly, "Try again" recovers in the same
// page (no reload), and the failure is reported to the server, counted against that version.

const TIP = '/demo/tip/online_ordering';
/** The shell's REMOTE_ANSWER_TIMEOUT_MS (shell/src/remotes/remote-timeout.ts). */
const REMOTE_ANSWER_TIMEOUT_MS = 8_000;

/** The checkout files the Tip page hints (`<link rel=preload>`): its remote entry, screen chunk and css. */
async function hintedCheckoutFiles(page: Page): Promise<{ entry: string; chunk: string }> {
  const html = await (await page.request.get(TIP)).text();
  const hinted = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]!);
  const checkout = hinted.filter((url) => url.startsWith('/remotes/checkout/'));
  const entry = checkout.find((url) => /\/remoteEntry\.[\w]+\.js$/.test(url));
  const chunk = checkout.find((url) => url.endsWith('.js') && url !== entry);
  expect(entry, 'the page hints the checkout entry').toBeTruthy();
  expect(chunk, 'the page hints the Tip screen chunk').toBeTruthy();
  return { entry: entry!, chunk: chunk! };
}

/** Marks the document, so a test can tell the screen came back in the same page and not by a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/** The routes the checkout remote declares for the Tip screen, as the live registry carries them. */
async function tipRoutes(page: Page): Promise<{ version: string; routes: string[] }> {
  const registry = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: { name: string; version: string; routes: { path: string; screen: string }[] }[];
  };
  const checkout = registry.remotes.find((remote) => remote.name === 'checkout')!;
  return { version: checkout.version, routes: checkout.routes.filter((route) => route.screen === 'Tip').map((route) => route.path) };
}

test('"Try again" recovers after a transient 500 on a preloaded chunk, without a page reload, and the failure is reported', async ({
  page,
}) => {
  const { chunk } = await hintedCheckoutFiles(page);
  const { version, routes } = await tipRoutes(page);
  let answered = 0;
  // The file host fails the chunk once (the page's preload hint gets the 500), then serves it.
  await page.route(`**${chunk}`, (request) =>
    answered++ === 0 ? request.fulfill({ status: 500, contentType: 'text/plain', body: 'file host error' }) : request.continue(),
  );
  const report = page.waitForRequest((request) => request.url().endsWith('/api/remote-errors') && request.method() === 'POST');

  await page.goto(TIP);
  await expect(page.getByRole('heading', { name: 'This part of Troo is unavailable' })).toBeVisible();
  await expect(page.getByText('Check your connection, then try again.')).toBeVisible();
  const sent = (await report).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ remote: 'checkout', version, kind: 'load' });
  // The route as declared, not the address (which may carry ids and a query).
  expect(routes).toContain(sent.route);
  // With the token the server wrote into the page: the report of a page it served is counted.
  expect(Object.keys(sent).sort()).toEqual(['kind', 'message', 'pageToken', 'remote', 'route', 'version']);
  const answer = await (await report).response();
  expect(answer?.status()).toBe(202);
  expect(await answer?.json()).toMatchObject({ message: 'Reported' });

  await markDocument(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  // The failed load, the shell's fetch of that file to tell a refused file (its integrity) from one
  // that did not arrive (shell/src/errors/refused-files.ts: it did arrive, unchanged: a load failure), Try again.
  expect(answered).toBe(3);
});

test('a file host that never answers shows the fallback after 8 s, not after the runtime 20 s; Try again works once it answers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { entry } = await hintedCheckoutFiles(page);
  const hung: Route[] = [];
  let hanging = true;
  await page.route(`**${entry}`, (request) => (hanging ? void hung.push(request) : request.continue()));
  const report = page.waitForRequest((request) => request.url().endsWith('/api/remote-errors') && request.method() === 'POST');

  const started = Date.now();
  await page.goto(TIP);
  await expect(page.getByRole('heading', { name: 'This part of Troo is taking too long' })).toBeVisible({
    timeout: REMOTE_ANSWER_TIMEOUT_MS + 7_000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(REMOTE_ANSWER_TIMEOUT_MS);
  expect(hung.length).toBeGreaterThan(0);
  expect((await report).postDataJSON()).toMatchObject({ remote: 'checkout', kind: 'timeout' });

  // The host comes back: what hung ends (as a proxy closes a stalled connection), new requests are served.
  hanging = false;
  await Promise.all(hung.map((request) => request.abort('connectionreset')));
  await markDocument(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});
