import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness } from '../support/accounts';
import { decodeQr } from '../support/qr';
import { PORTAL, signInToDashboard } from '../support/demo';

test('an owner creates three table codes, downloads one that decodes to the right address, prints the group, deletes one', async ({
  page,
  baseURL,
}) => {
  const owner = await registerVerifiedBusiness(baseURL!);
  await signInToDashboard(page, owner);

  await page.goto(`/demo/manage-qr/${PORTAL}`);
  await expect(page.getByText('No tables available for table')).toBeVisible();
  await expectAccessible(page);

  // Creation: tables, a count (Next only once it is filled), a group name (Save only once it is filled).
  await page.getByRole('button', { name: 'Create QR codes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await dialog.getByLabel('How many tables?').fill('3');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Group name').fill('Terrace');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('QR Codes successfully created for tables').first()).toBeVisible();

  await page.getByRole('button', { name: /^Terrace/ }).click();
  for (const n of [1, 2, 3]) await expect(page.getByText(`Terrace · Table ${n}`, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Download: a PNG named after the number that a QR decoder reads back as the table's address.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Terrace · Table 2' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('terrace-table-2.png');
  const file = await download.path();
  const url = new URL(decodeQr(file)!);
  expect(url.origin).toBe(new URL(baseURL!).origin);
  expect(url.pathname).toBe('/start-order');
  expect(url.searchParams.get('table')).toBe('2');
  expect(url.searchParams.get('type')).toBe('table');
  expect(url.searchParams.get('group_name')).toBe('Terrace');
  expect(url.searchParams.get('coming-from')).toBe('qr');
  expect(url.searchParams.get('business_identifier')).toBeTruthy();
  expect(url.searchParams.get('branch')).toBeTruthy();

  // Print: the area's sheet, one card per table with the business name, the area and the number.
  await page.getByRole('button', { name: 'Print Terrace' }).first().click();
  const sheet = page.getByRole('region', { name: 'Print sheet: Terrace' });
  await expect(sheet.getByRole('article')).toHaveCount(3);
  await expect(sheet.getByRole('article', { name: 'Terrace · Table 3' })).toContainText('Suya Spot');
  await expect(sheet.getByRole('img', { name: 'QR code for Terrace · Table 3' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();

  // Delete after confirmation.
  await page.getByRole('button', { name: 'Delete Terrace · Table 3' }).click();
  await expect(page.getByText('Are you sure you want to delete this QR code?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('QR code removed successfully').first()).toBeVisible();
  await expect(page.getByText('Terrace · Table 3', { exact: true })).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: /^Terrace/ }).click();
  await expect(page.getByText('Terrace · Table 2', { exact: true })).toBeVisible();
  await expect(page.getByText('Terrace · Table 3', { exact: true })).toHaveCount(0);
});
