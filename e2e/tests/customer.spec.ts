import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, demoBranchId, qrLandingUrl } from '../support/demo';

test("a diner scans a table QR code, gives a name, is shown the code's table and reaches the menu categories", async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  await page.goto(qrLandingUrl(branchId, 3));

  await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
  await expect(page.getByRole('img', { name: `${DEMO.businessName} logo` })).toBeVisible();
  await expect(page.getByText('Food ready in 8-13 minutes after placing order')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start Your Order' }).click();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'First name' }).fill('Chiamaka');
  await expectAccessible(page);
  await next.click();

  // The code's table, with its group, is where the order goes: shown, not asked.
  const table = page.getByRole('dialog', { name: 'Your table' });
  await expect(table.getByText('Main · Table 3', { exact: true })).toBeVisible();
  await expect(table.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await table.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/demo\/category-details\/orderandpay$/);
  // Named as the owner typed them; the tiles set them in capitals (CSS).
  for (const category of ['Soup', 'Swallow', 'Rice', 'Protein']) {
    await expect(page.getByRole('link', { name: category, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Soup', exact: true }).locator('.or-grid__name')).toHaveCSS('text-transform', 'uppercase');
  await expectAccessible(page);

  // The table's place is kept for the order: the persisted store survives a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Soup', exact: true })).toBeVisible();
});
