import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL, signIn, waitForStoredSignIn } from '../support/demo';

const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--troo-primary').trim());

test("an employee signs in, lands on the employee dashboard and is refused the owner's pages", async ({ page }) => {
  await signIn(page, DEMO.employee);
  await expect(page).toHaveURL(new RegExp(`/demo/employee-dashboard/${PORTAL}$`));
  await expect(page.getByRole('link', { name: 'Tickets', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Typing the owner's addresses: a plain refusal, never the figures or the menu editor (menu setup).
  for (const ownerOnly of ['dashboard', 'report', 'menu']) {
    await page.goto(`/demo/${ownerOnly}/${PORTAL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Only the owner can open this' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total sales' })).toHaveCount(0);
    await expect(page.locator('[data-figure]')).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/employee-dashboard/${PORTAL}$`));
});

test('a theme change re-themes the app at once and survives a reload', async ({ page, browser }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/dashboard/);
  await waitForStoredSignIn(page);
  await page.goto(`/demo/choose-color/${PORTAL}`);
  await expectAccessible(page);
  const blue = page.getByRole('button', { name: /Blue/ });
  await blue.click();
  await expect(blue).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => primaryColour(page)).toBe('#3450B0');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('button', { name: /Blue/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await primaryColour(page)).toBe('#3450B0');

  // Saved on the server too: another phone signing in gets the new colour.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await signIn(otherPage, DEMO.admin);
  await expect(otherPage).toHaveURL(/dashboard/);
  await expect.poll(() => primaryColour(otherPage)).toBe('#3450B0');
  await other.close();

  // Back to red for the other tests.
  await page.getByRole('button', { name: /Red/ }).click();
  await expect.poll(() => primaryColour(page)).toBe('#FF0000');
});
