import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL } from '../support/demo';

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`/demo/login/${PORTAL}`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Business menu' });

/** Opens the sidebar and taps one of its places. */
async function goVia(page: Page, place: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar(page).getByRole('link', { name: place, exact: true }).click();
  await expect(sidebar(page)).toHaveCount(0);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('staff move dashboard → settings → outlets → dashboard → themes with in-app navigation only', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(heading(page, 'Dashboard')).toBeVisible();

  // The sidebar lists the owner's places above the outlet selector and Logout, the current one marked.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const places = sidebar(page).getByRole('listitem');
  await expect(places).toHaveText([
    'Dashboard',
    'Orders',
    'Take Order',
    'Open bills',
    'Tickets',
    'Menu',
    'QR codes',
    'Order History',
    'Report',
    'End of day',
    'Settings',
    'Outlets',
    'Themes',
  ]);
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Close menu' }).click();

  await goVia(page, 'Settings');
  await expect(page).toHaveURL(new RegExp(`/demo/settings/${PORTAL}$`));
  await expect(heading(page, 'Settings')).toBeVisible();

  await page.getByRole('link', { name: 'Outlets', exact: true }).click();
  await expect(heading(page, 'Outlets')).toBeVisible();
  // Every portal screen's header has a way back: Outlets goes back to Settings, Settings to the dashboard.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(heading(page, 'Settings')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));
  await expect(heading(page, 'Dashboard')).toBeVisible();

  await goVia(page, 'Themes');
  await expect(page).toHaveURL(new RegExp(`/demo/choose-color/${PORTAL}$`));
  await expect(heading(page, 'Themes')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Themes', exact: true })).toHaveAttribute('aria-current', 'page');
});

test("an employee's sidebar shows only what an employee may open", async ({ page }) => {
  await signIn(page, DEMO.employee);
  await expect(page).toHaveURL(new RegExp(`/demo/employee-dashboard/${PORTAL}$`));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar(page).getByRole('listitem')).toHaveText([
    'Dashboard',
    'Orders',
    'Take Order',
    'Open bills',
    'Tickets',
    'Menu',
    'Order History',
  ]);
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'href',
    `/demo/employee-dashboard/${PORTAL}`,
  );
  await expectAccessible(page);

  await sidebar(page).getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(heading(page, 'Tickets')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/employee-dashboard/${PORTAL}$`));
});
