import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { oneDishBusiness } from '../support/outlets';

// Issue 24, the diner's side: '+' in place, the basket bar, whole names, the name kept for the visit.
// A paused outlet's screens: ordering-settings.spec.ts (the landing), the jest tests of each screen.

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
