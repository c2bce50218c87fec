import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness } from '../support/accounts';
import { PORTAL, signInToDashboard } from '../support/demo';

test("an owner saves an outlet's ordering settings, sees them after a reload, pauses ordering and the QR landing says so", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await registerVerifiedBusiness(baseURL!, undefined, 'Pause Grill');
  await signInToDashboard(page, owner);

  await page.goto(`/demo/settings/${PORTAL}`);
  await page.getByRole('link', { name: /Ordering settings/ }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/ordering-settings/${PORTAL}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Taking orders now.' })).toBeVisible();

  await page.getByLabel('Service fee (%)').fill('2.5');
  await page.getByLabel('Deliver orders').check();
  await page.getByLabel('Delivery fee (₦)').fill('1500');
  await page.getByLabel('State you deliver in').fill('FCT');
  await page.getByLabel('Delivery support link (optional)').fill('https://wa.me/2348091112222');
  await page.getByLabel('Diners may schedule an order for later').check();
  await page.getByRole('button', { name: 'Add pickup location' }).click();
  await page.getByRole('textbox', { name: 'Pickup location 1' }).fill('Gate B, Wuse Market');
  await page.getByRole('button', { name: 'Add pickup location' }).click();
  await page.getByRole('textbox', { name: 'Pickup location 2' }).fill('to be removed');
  await page.getByRole('button', { name: 'Remove pickup location 2' }).click();
  await page.getByLabel('Ordering description').fill('Suya and grills, fresh every evening');
  await page.getByLabel('Ordering instruction').fill('Tell the waiter about allergies');
  await page.getByLabel('Set opening hours').check();
  await page.getByLabel('Monday opens').fill('09:30');
  await page.getByLabel('Monday closes').fill('23:00');
  await page.getByLabel('Open on Tuesday').uncheck();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ordering settings saved').first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Service fee (%)')).toHaveValue('2.5');
  await expect(page.getByLabel('Deliver orders')).toBeChecked();
  await expect(page.getByLabel('Delivery fee (₦)')).toHaveValue('1500');
  await expect(page.getByLabel('State you deliver in')).toHaveValue('FCT');
  await expect(page.getByLabel('Delivery support link (optional)')).toHaveValue('https://wa.me/2348091112222');
  await expect(page.getByLabel('Diners may schedule an order for later')).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Pickup location 1' })).toHaveValue('Gate B, Wuse Market');
  await expect(page.getByRole('textbox', { name: 'Pickup location 2' })).toHaveCount(0);
  await expect(page.getByLabel('Ordering description')).toHaveValue('Suya and grills, fresh every evening');
  await expect(page.getByLabel('Ordering instruction')).toHaveValue('Tell the waiter about allergies');
  await expect(page.getByLabel('Set opening hours')).toBeChecked();
  await expect(page.getByLabel('Monday opens')).toHaveValue('09:30');
  await expect(page.getByLabel('Monday closes')).toHaveValue('23:00');
  await expect(page.getByLabel('Open on Tuesday')).not.toBeChecked();

  // A fee above 20% is refused with the server's reason, inline.
  await page.getByLabel('Service fee (%)').fill('25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Service fee must be a percentage from 0 to 20' }).first()).toBeVisible();
  await page.getByLabel('Service fee (%)').fill('2.5');

  await page.getByRole('switch', { name: /Pause ordering/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused: not taking orders.' })).toBeVisible();

  // The outlet's QR landing, on a diner's phone.
  await page.goto(`/demo/online-ordering-link/${PORTAL}`);
  const link = await page.locator('a[href*="/demo/online_ordering/"]').getAttribute('href');
  const [, identifier, branchId] = /\/demo\/online_ordering\/([^/]+)\/([^/?#]+)/.exec(link!)!;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const diner = await phone.newPage();
  await diner.goto(`/start-order?business_identifier=${identifier}&branch=${branchId}&table=4&coming-from=qr&type=table`);
  await expect(diner.getByRole('heading', { level: 1, name: 'Pause Grill' })).toBeVisible();
  await expect(diner.getByText('Pause Grill is not taking orders right now.')).toBeVisible();
  await expect(diner.getByRole('button', { name: 'Start Your Order' })).toHaveCount(0);
  await expectAccessible(diner);
  await phone.close();
});
