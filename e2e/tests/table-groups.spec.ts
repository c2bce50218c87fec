import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { PORTAL, signInToDashboard } from '../support/demo';
import { businessWithGroupedTables } from '../support/grouped-tables';

// Table numbers restart in each group of QR codes: the code a diner scans is where the order goes,
// named with its group wherever it is shown.

test("a diner at the Terrace's table 1 cannot change the table; the kitchen card and the receipt say 'Terrace · Table 1'", async ({
  page,
  browser,
  baseURL,
}) => {
  const business = await businessWithGroupedTables(baseURL!, ['Terrace', 'Hall']);
  const [terraceOne] = business.tables.Terrace!;
  expect(business.tables.Hall!.map((table) => table.number)).toEqual([1, 2]);
  const qr = new URL(terraceOne!.url);

  await page.goto(`${qr.pathname}${qr.search}`);
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Kemi');
  await page.getByRole('button', { name: 'Next' }).click();
  const tableStep = page.getByRole('dialog', { name: 'Your table' });
  await expect(tableStep.getByText('Terrace · Table 1', { exact: true })).toBeVisible();
  await expect(tableStep.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await tableStep.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('link', { name: 'GRILLS' }).click();
  await page.getByRole('link', { name: new RegExp(`^${business.dish}`) }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('link', { name: /^Basket, 1 item/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo\/tip\/orderandpay$/);
  await page.getByRole('button', { name: 'No Tip' }).click();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();

  await expect(page).toHaveURL(/\/demo\/receipt\/orderandpay\//);
  const number = (await page.getByRole('heading', { name: /^Order - \d+$/ }).textContent())!.replace('Order - ', '');
  await expect(page.getByText('For', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('Terrace · Table 1');
  await expectAccessible(page);

  const kitchenContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const kitchen = await kitchenContext.newPage();
  await signInToDashboard(kitchen, business.owner);
  await kitchen.goto(`/demo/order/${PORTAL}`);
  const card = kitchen.getByRole('article', { name: `Order ${number}` });
  await expect(card).toContainText('ForTerrace · Table 1');
  await expect(card).toContainText(`1 × ${business.dish}`);
  await kitchenContext.close();
});
