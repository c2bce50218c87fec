import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness } from '../support/accounts';
import { actionCounter } from '../support/action-count';
import { PORTAL, waitForStoredSignIn } from '../support/demo';
import { decodeQr } from '../support/qr';

// Issue 24's measure of onboarding: a new owner, after signing up, reaches a diner's paid order
// following only the getting-started checklist and the screens its links open. Counted: every tap,
// field and scan from the first sign-in (included) to the paid order, the owner's and the diner's.
// Not counted: registration itself (the spec's three stages) and waiting.

// Where the count stands today (the issue asked under 30; it was 41 before the first-dish form and the
// checklist's pointers). A change that adds an action to the way fails here.
const ACTIONS_TODAY = 28;

test('a new owner follows the getting-started checklist from the first sign-in to a diner’s paid order', async ({ page, baseURL }) => {
  const owner = await registerVerifiedBusiness(baseURL!, 'Abuja2026pass', 'Kilishi Corner');
  const act = actionCounter();
  const checklist = page.getByRole('region', { name: 'Get started' });
  const dialog = page.getByRole('dialog');

  await page.goto(`/demo/login/${PORTAL}`);
  await act.type(page.getByLabel(/email/i), owner.email);
  await act.type(page.getByLabel(/^password$/i), owner.password);
  await act.tap(page.getByRole('button', { name: /log in/i }));
  await waitForStoredSignIn(page);
  await expect(checklist).toContainText('0 of 4 done');
  await expectAccessible(page);

  // 1. Build your menu: the first dish with its category and group, in one form; then on to the tables.
  await act.tap(checklist.getByRole('link', { name: 'Build your menu' }));
  const firstDish = page.getByRole('region', { name: 'Add your first dish' });
  await act.type(firstDish.getByLabel('Category'), 'Grills');
  await act.type(firstDish.getByLabel('Group'), 'Suya');
  await act.type(firstDish.getByLabel('Name'), 'Kilishi');
  await act.type(firstDish.getByLabel('Price (₦)'), '1500');
  await act.type(firstDish.getByLabel('Description'), 'Spiced dried beef');
  await act.tap(firstDish.getByRole('button', { name: 'Save' }));
  await expect(firstDish).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Grills', exact: true })).toBeVisible();
  await act.tap(page.getByRole('button', { name: 'Save and continue' }));
  await act.tap(dialog.getByRole('button', { name: 'Continue' }));

  // 2. Tables and their QR codes: the stage the menu leads to, then the codes, where the checklist points on.
  await act.type(page.getByLabel('How many tables?'), '4');
  await act.tap(page.getByRole('button', { name: 'Save Table' }));
  await expect(page).toHaveURL(new RegExp(`/demo/manage-qr/${PORTAL}$`));
  const nextStep = page.getByRole('region', { name: 'Get started' });

  // 3. How orders are taken: the defaults, saved once.
  await act.tap(nextStep.getByRole('link', { name: 'Set how you take orders' }));
  await act.tap(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByText('Ordering settings saved').first()).toBeVisible();

  // 4. A test order: table 1's page opens in a new tab, as a diner's phone opens it from the code.
  const opening = page.context().waitForEvent('page');
  await act.tap(nextStep.getByRole('link', { name: 'Take a test order' }));
  const diner = await opening;
  await expect(diner).toHaveURL(/\/start-order\?.*table=1&coming-from=qr/);
  await expect(diner.getByRole('button', { name: 'Start Your Order' })).toBeVisible();
  // The same address as table 1's printed code (read, not counted).
  const printed = await tableOneCode(page);
  expect(diner.url()).toBe(printed);

  await act.tap(diner.getByRole('button', { name: 'Start Your Order' }));
  await act.type(diner.getByRole('textbox', { name: 'First name' }), 'Ngozi');
  await act.tap(diner.getByRole('button', { name: 'Next' }));
  // The tables made at sign-up are in an area with a real name ('Main' unless the owner typed another).
  await expect(diner.getByRole('dialog', { name: 'Your table' }).getByText('Main · Table 1', { exact: true })).toBeVisible();
  await act.tap(diner.getByRole('dialog', { name: 'Your table' }).getByRole('button', { name: 'Continue' }));
  await act.tap(diner.getByRole('link', { name: 'Grills' }));
  await act.tap(diner.getByRole('button', { name: 'Add Kilishi' }));
  await act.tap(diner.getByRole('link', { name: /^Basket, 1 item/ }));
  await act.tap(diner.getByRole('button', { name: 'Continue' }));
  await act.tap(diner.getByRole('button', { name: 'No Tip' }));
  await act.tap(diner.getByRole('button', { name: 'Proceed to Pay' }));
  await act.tap(diner.getByRole('button', { name: /^Pay ₦/ }));
  await expect(diner).toHaveURL(/\/demo\/receipt\/orderandpay\//);
  await expect(diner.getByText('Kilishi', { exact: true })).toBeVisible();
  await expect(diner.getByText('For', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('Main · Table 1');

  // The checklist is done, and goes.
  await page.goto(`/demo/dashboard/${PORTAL}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await expect(checklist).toHaveCount(0);
  console.log(`first paid order: ${act.count} actions from the first sign-in`);
  expect(act.count).toBeLessThanOrEqual(ACTIONS_TODAY);
  expect(act.count).toBeLessThan(30);

  // Not counted: the kitchen card names the area; the owner renames it, and the same printed code
  // then names the new area to the next diner.
  await page.goto(`/demo/order/${PORTAL}`);
  await expect(page.getByRole('article', { name: /^Order \d+$/ })).toContainText('ForMain · Table 1');
  await page.goto(`/demo/manage-qr/${PORTAL}`);
  await page.getByRole('button', { name: 'Rename Main' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Main' });
  await rename.getByLabel('Area name').fill('Terrace');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /^Terrace/ })).toBeVisible();
  await diner.goto(printed!);
  await diner.getByRole('button', { name: 'Start Your Order' }).click();
  await expect(diner.getByRole('dialog', { name: 'Your table' }).getByText('Terrace · Table 1', { exact: true })).toBeVisible();
});

/** What table 1's printed code says, read from its downloaded picture in another tab of the owner's. */
async function tableOneCode(owner: Page): Promise<string | null> {
  const codes = await owner.context().newPage();
  await codes.goto(`/demo/manage-qr/${PORTAL}`);
  await codes.getByRole('button', { name: /^Main/ }).click();
  const downloading = codes.waitForEvent('download');
  await codes.getByRole('link', { name: 'Download Main · Table 1' }).click();
  const text = decodeQr(await (await downloading).path());
  await codes.close();
  return text;
}
