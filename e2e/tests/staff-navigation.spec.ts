import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL, signIn } from '../support/demo';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Business menu' });

/** Opens the sidebar and taps one of its places. */
async function goVia(page: Page, place: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar(page).getByRole('link', { name: place, exact: true }).click();
  await expect(sidebar(page)).toHaveCount(0);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('the owner signs in, moves dashboard → settings → outlets → dashboard → themes with in-app navigation only, and logs out', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));
  await expect(heading(page, 'Dashboard')).toBeVisible();

  // The outlet selector lists the business's outlets from the server.
  await page
    .getByRole('button', { name: /All outlets/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Lekki Phase 1' })).toBeVisible();
  await expectAccessible(page);

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

  // The sidebar names the business and its type, from the sign-in; Logout goes back to the login
  // screen, and the owner's pages are closed until the next sign-in.
  await expect(sidebar(page).getByText(DEMO.businessName)).toBeVisible();
  await expect(sidebar(page).getByText('Restaurant')).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/login/${PORTAL}$`));
  await expect(heading(page, 'Log in')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/demo/dashboard/${PORTAL}`);
  await expect(page).toHaveURL(new RegExp(`/demo/login/${PORTAL}$`));
});
