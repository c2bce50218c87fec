import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoBranchId, demoSignIns, qrLandingUrl, signInToDashboard } from '../support/demo';
import { remotes } from '../support/releases';

const liveShell = () => remotes('list').match(/^shell {2}live: (\S+)$/m)![1]!;

/**
 * A second shell build: the live one with its page's title changed, published as a new version
 * (what a shell team's next release is, as far as the registry can tell).
 */
function publishShellTwo(): string {
  const build = mkdtempSync(path.join(tmpdir(), 'troo-shell-two-'));
  cpSync(path.join(process.env.TROO_RELEASES_DIR!, 'shell', liveShell()), build, {
    recursive: true,
    filter: (file) => !/\.(gz|br)$/.test(file) && !file.endsWith('release.json'),
  });
  const page = path.join(build, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<title>Troo</title>', '<title>Troo (shell two)</title>'));
  const version = remotes('publish', 'shell', build).match(/(?:published|already published as) (\S+)/)![1]!;
  rmSync(build, { recursive: true });
  return version;
}

const fallback = (page: Page) => page.getByRole('heading', { name: 'This part of Troo is unavailable' });

test('the shell rolled back to its previous version still loads every live remote', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const first = liveShell();
  const second = publishShellTwo();
  remotes('release', 'shell', second, '--by', 'e2e');
  await page.goto('/demo/login/troo-portal');
  await expect(page).toHaveTitle('Troo (shell two)');

  expect(remotes('rollback', 'shell', '--by', 'e2e')).toContain(`${second} → ${first}`);
  expect(liveShell()).toBe(first);

  // onboarding
  await page.goto('/demo/login/troo-portal');
  await expect(page).toHaveTitle('Troo');
  await expect(page.getByLabel(/email/i)).toBeVisible();
  // kitchen (the dashboard) and menu_admin (settings)
  await signInToDashboard(page, demoSignIns().admin);
  await page.goto('/demo/settings/troo-portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // ordering and checkout
  await page.goto(qrLandingUrl(await demoBranchId(baseURL!)));
  await expect(page.getByRole('button', { name: 'Start Your Order' })).toBeVisible();
  await page.goto('/demo/tip/online_ordering');
  await expect(page.getByRole('heading', { name: 'Tip' })).toBeVisible();
  await expect(fallback(page)).toHaveCount(0);
});

test('a page opened before a shell release still signs in after it, from its own shell version', async ({ page }) => {
  test.setTimeout(120_000);
  const first = liveShell();
  const second = publishShellTwo();
  await page.goto('/demo/login/troo-portal');
  await expect(page.getByLabel(/email/i)).toBeVisible();

  const shellFiles: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/remotes/shell/')) shellFiles.push({ url: response.url(), status: response.status() });
  });
  remotes('release', 'shell', second, '--by', 'e2e');
  try {
    // The page stays on the shell it started with: its later chunks come from that version's folder.
    const owner = demoSignIns().admin;
    await page.getByLabel(/email/i).fill(owner.email);
    await page.getByLabel(/^password$/i).fill(owner.password);
    await page.getByRole('button', { name: /log in|sign in|login/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/demo/settings/troo-portal');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const file of shellFiles) {
      expect(file.url).toContain(`/remotes/shell/${first}/`);
      expect(file.status).toBeLessThan(400);
    }
    // A new load gets the new shell.
    await page.reload();
    await expect(page).toHaveTitle('Troo (shell two)');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  } finally {
    remotes('rollback', 'shell', '--by', 'e2e');
  }
});
