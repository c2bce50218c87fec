import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL, signIn, signInToDashboard } from '../support/demo';
import { businessWithGroupedTables } from '../support/grouped-tables';

// Table numbers restart in each group of QR codes: the code a diner scans is where the order goes,
// named with its group wherever it is shown. And an employee sees the menu without the owner's controls.

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

test('an employee opening the menu reads it with no control only the owner may use', async ({ page }) => {
  await signIn(page, DEMO.employee);
  await expect(page).toHaveURL(new RegExp(`/demo/employee-dashboard/${PORTAL}$`));
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Rice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Menu' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Rice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rice' })).toBeVisible();
  const items = page.getByRole('tabpanel');
  await expect(items.getByText('Jollof Rice', { exact: true })).toBeVisible();
  // Reading only: no item opens the edit popup, and nothing adds, prices or removes.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await items.getByText('Jollof Rice', { exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});
