import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { oneDishBusiness, pauseOrdering } from '../support/outlets';

// Issue 24, the diner's side: '+' in place, the basket bar, whole names, the name kept for the visit,
// and a paused outlet saying so before the diner fills a basket.

const tableQr = (identifier: string, branchId: string, table: number) =>
  `/start-order?business_identifier=${identifier}&branch=${branchId}&table=${table}&coming-from=qr&type=table`;

test("'+' adds a drink without choices where the diner is, and a rescan in the visit does not ask the name again", async ({
  page,
  baseURL,
}) => {
  const drink = 'Chilled Zobo with Pineapple and Ginger';
  const { identifier, branchId } = await oneDishBusiness(baseURL!, 'Zobo Corner', drink);

  await page.goto(tableQr(identifier, branchId, 4));
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Tolu');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.or-bar')).toContainText('0 items');
  await page.getByRole('link', { name: 'Grills' }).click();

  const list = page.url();
  await expect(page.getByText(drink, { exact: true })).toBeVisible(); // whole in the page: CSS alone cuts what overflows
  await page.getByRole('button', { name: `Add ${drink}` }).click();
  expect(page.url()).toBe(list);
  await expect(page.getByRole('group', { name: `Quantity of ${drink}` })).toContainText('1');
  await expect(page.locator('.or-bar')).toContainText('1 item');
  await expect(page.locator('.or-bar')).toContainText('₦2,500.00');
  await expectAccessible(page);

  // The diner scans another table's code in the same visit: its table, the name kept.
  await page.goto(tableQr(identifier, branchId, 9));
  await expect(page.getByRole('button', { name: 'Not Tolu? Change name' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  const tableSheet = page.getByRole('dialog', { name: 'Your table' });
  await expect(tableSheet).toContainText('Table 9');
  await expect(page.getByRole('dialog', { name: 'What is your first name?' })).toHaveCount(0);
  await tableSheet.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo\/category-details\/orderandpay$/);
  // Select Payment says the order goes to the new table.
  await page.getByRole('link', { name: /^Basket, 1 item/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'No Tip' }).click();
  await expect(page.getByLabel('Your order goes to')).toContainText('Table 9');
});

test('a paused outlet says so on the landings and the menus, and offers nothing to add', async ({ page, baseURL }) => {
  const dish = 'Ram Suya';
  const { identifier, branchId, token } = await oneDishBusiness(baseURL!, 'Quiet Grill', dish);
  await pauseOrdering(baseURL!, token, branchId);
  const notice = page.getByText('Quiet Grill is not taking orders right now.');

  await page.goto(tableQr(identifier, branchId, 2));
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your Order' })).toHaveCount(0);
  await expect(page.getByText(/Food ready in/)).toHaveCount(0);

  // Reached anyway (a bookmark, Back): the categories and the items say it too, with no add control.
  await page.goto('/demo/category-details/orderandpay');
  await expect(notice).toBeVisible();
  await page.getByRole('link', { name: 'Grills' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^${dish}`) })).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${dish}` })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(`^${dish}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: dish })).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);

  // The online-ordering link and its menu list alike.
  await page.goto(`/demo/online_ordering/${identifier}/${branchId}`);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Order' })).toHaveCount(0);
  await page.goto(`/demo/${identifier}/items/online_ordering`);
  await expect(page.getByRole('link', { name: new RegExp(`^${dish}`) })).toBeVisible();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${dish}` })).toHaveCount(0);
});
