import { cpSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { remotes } from '../support/releases';
import { rehashEditedBuild } from '../support/rebuilt-release';

const liveVersion = async (baseUrl: string, remote: string) => {
  const registry = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as { remotes: { name: string; version: string }[] };
  return registry.remotes.find((r) => r.name === remote)!.version;
};
const versionDir = (remote: string, version: string) => path.join(process.env.TROO_RELEASES_DIR!, remote, version);

test('a screen wider than a phone shows how to open Troo on one, with a QR code of the page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, isMobile: false });
  const page = await context.newPage();
  // Registration is for phones (the sign-in is not: kitchen tablets start there).
  await page.goto('/demo/register/troo-portal');
  await expect(page.getByRole('heading', { name: 'Open Troo on your phone' })).toBeVisible();
  const qr = page.getByRole('img', { name: /QR code of .*\/demo\/register\/troo-portal/ });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByLabel(/email/i)).toHaveCount(0);
  await expectAccessible(page);
  await context.close();
});

test('a remote whose files are gone breaks only its own routes, and comes back on retry', async ({ page, baseURL }) => {
  const version = await liveVersion(baseURL!, 'checkout');
  const hidden = `${versionDir('checkout', version)}.hidden`;
  renameSync(versionDir('checkout', version), hidden);
  try {
    await page.goto('/demo/tip/online_ordering');
    await expect(page.getByRole('heading', { name: 'This part of Troo is unavailable' })).toBeVisible();
    await expectAccessible(page);

    // Another remote's route, on the same page load, still works.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/start-order');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'This part of Troo is unavailable' })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    renameSync(hidden, versionDir('checkout', version));
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
});

test('releasing a new version of one remote and rolling it back shows in the browser, server still running', async ({ page, baseURL }) => {
  const before = await liveVersion(baseURL!, 'checkout');
  // A "new build": the live files with one visible text changed, published as a new version.
  const build = mkdtempSync(path.join(tmpdir(), 'troo-checkout-v2-'));
  cpSync(versionDir('checkout', before), build, {
    recursive: true,
    filter: (file) => !/\.(gz|br)$/.test(file) && !file.endsWith('release.json'),
  });
  const patched = readdirSync(build).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(build, file), 'utf8').includes('Your cart is empty.'),
  );
  expect(patched.length).toBeGreaterThan(0);
  for (const file of patched) {
    const full = path.join(build, file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll('Your cart is empty.', 'Your cart is empty (release two).'));
  }
  rehashEditedBuild(build);
  const published = remotes('publish', 'checkout', build).match(/published (\S+)/)![1]!;
  rmSync(build, { recursive: true });

  await page.goto('/demo/tip/online_ordering');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  remotes('release', 'checkout', published);
  await page.reload();
  await expect(page.getByText('Your cart is empty (release two).')).toBeVisible();
  await expectAccessible(page);

  expect(remotes('rollback', 'checkout')).toContain(before);
  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(await liveVersion(baseURL!, 'checkout')).toBe(before);
});
