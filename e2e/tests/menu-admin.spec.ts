import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { TINY_PNG, registerVerifiedBusiness } from '../support/accounts';
import { callApi } from '../support/api';
import { PORTAL, signInToDashboard } from '../support/demo';
import { sellOneDish } from '../support/outlets';
import type { CallResponse } from '@troo/shared/contract';

const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

async function save(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
}

test('an owner builds a five-level menu with pictures, edits an item and marks it sold out', async ({ page, baseURL }) => {
  const owner = await registerVerifiedBusiness(baseURL!);
  await signInToDashboard(page, owner);

  await page.goto(`/demo/menu/${PORTAL}`);
  await expect(page.getByRole('heading', { name: 'Menu setup', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  await expectAccessible(page);

  // Category: the spec's message for a missing name, then a real one with a picture.
  await page.getByRole('button', { name: 'Add category' }).click();
  await save(page);
  await expect(page.getByText('Add a Menu Category')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Name').fill('Grill');
  await page.getByRole('dialog').getByLabel('Image (optional)').setInputFiles(png('grill.png', TINY_PNG));
  await expectAccessible(page);
  await save(page);
  await expect(page.getByText('Menu has been Added successfully').first()).toBeVisible();
  await page.getByRole('button', { name: 'Grill', exact: true }).click();

  // Group, with its message.
  await page.getByRole('button', { name: 'Add group' }).click();
  await save(page);
  await expect(page.getByText('Add Menu Group Name')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Name').fill('Suya');
  await save(page);
  await page.getByRole('button', { name: 'Suya', exact: true }).click();

  // Item: name, price and description are required, each error naming its field.
  await page.getByRole('button', { name: 'Add item' }).click();
  await save(page);
  await expect(page.getByText('Add Menu Item Name')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Name').fill('Beef Suya');
  await save(page);
  await expect(page.getByText("Add the item's price")).toBeVisible();
  await page.getByRole('dialog').getByLabel('Price (₦)').fill('2500');
  await page.getByRole('dialog').getByLabel('Description').fill('Spiced grilled beef');
  await page.getByRole('dialog').getByLabel('Image (optional)').setInputFiles(png('suya.png', TINY_PNG));
  await save(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: /Beef Suya/ }).click();

  // Modifier group, then a modifier (its name needed; its picture optional, a departure from the spec).
  await page.getByRole('button', { name: 'Add modifier group' }).click();
  await save(page);
  await expect(page.getByText('Add Modifer Group Name')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Name').fill('Sides');
  await save(page);
  await page.getByRole('button', { name: 'Sides', exact: true }).click();
  await page.getByRole('button', { name: 'Add modifier', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Price (₦)').fill('200');
  await save(page);
  await expect(page.getByText('All fields are required', { exact: true })).toBeVisible();
  await page.getByRole('dialog').getByLabel('Name').fill('Extra onions');
  await page.getByRole('dialog').getByLabel('Image (optional)').setInputFiles(png('onions.png', TINY_PNG));
  await save(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Extra onions')).toBeVisible();
  // The tree shows the pictures: the category's, the item's and the modifier's, from their small copies.
  await expect(page.locator('img[srcset*="?w=96 96w"]')).toHaveCount(3);
  await expectAccessible(page);

  // Save and continue: the spec's success text, then tables (this business is a bar).
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Menu has been setup successfully')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/table/${PORTAL}$`));

  // Admin menu: the category, its groups as tabs, the item with picture and price.
  await page.goto(`/demo/admin-menu/${PORTAL}`);
  await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: /Grill/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Grill/ }).click();
  await expect(page.getByRole('tab', { name: 'Suya' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('button', { name: /Beef Suya/ });
  await expect(row).toContainText('₦2,500.00');
  const picture = row.getByRole('img', { name: 'Beef Suya' });
  const before = await picture.getAttribute('src');
  expect(await picture.getAttribute('srcset')).toMatch(/\?w=96 96w/);
  await expectAccessible(page);

  // Another real picture: a QR code the server draws.
  const secondPicture = Buffer.from(await (await page.request.get('/api/qr.png?text=new-picture')).body());

  // The edit popup saves a new price and picture, and marks the item sold out.
  await row.click();
  await page.getByRole('dialog').getByLabel('New price (₦)').fill('3000');
  await page.getByRole('dialog').getByLabel('New image').setInputFiles(png('new.png', secondPicture));
  await page
    .getByRole('dialog')
    .getByLabel(/Sold out/)
    .check();
  await expectAccessible(page);
  await save(page);
  await expect(page.getByText('Menu has been edited successfully').first()).toBeVisible();

  await page.reload();
  const edited = page.getByRole('button', { name: /Beef Suya/ });
  await expect(edited).toContainText('₦3,000.00');
  await expect(edited).toContainText('Sold out');
  await expect(edited.getByRole('img', { name: 'Beef Suya' })).not.toHaveAttribute('src', before!);
  const served = await page.request.get(`${(await edited.getByRole('img', { name: 'Beef Suya' }).getAttribute('src'))!}?w=96`);
  expect(served.headers()['content-type']).toBe('image/webp');

  // A single modifier is removed from the edit popup, after the spec's question.
  await edited.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove modifier Extra onions' }).click();
  await expect(page.getByText('Are you sure you want to remove this menu?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Menu has been removed successfully').first()).toBeVisible();
  await edited.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Edit Beef Suya' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Remove modifier Extra onions' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // One price for every item of the group, applied to the items at once.
  await page.getByRole('button', { name: 'Price for all items of Suya' }).click();
  await page
    .getByRole('dialog')
    .getByLabel(/One price for all items/)
    .check();
  await page.getByRole('dialog').getByLabel('Price (₦)').fill('4000');
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Menu has been edited successfully').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Beef Suya/ })).toContainText('₦4,000.00');

  // Removing asks first, with the spec's question.
  await page.getByRole('button', { name: 'Remove group Suya' }).click();
  await expect(page.getByText('Are you sure you want to remove this menu?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Menu has been removed successfully').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Suya' })).toHaveCount(0);
});

test('an owner adds an item with a modifier group of two options, one free, from the admin Menu and sees it grouped in the editor', async ({
  page,
  baseURL,
}) => {
  const owner = await registerVerifiedBusiness(baseURL!);
  const { token } = (await callApi<CallResponse<'POST /login'>>(baseURL!, 'POST', '/login', { body: owner })).data;
  const [outlet] = (await callApi<CallResponse<'GET /branch/getBranch'>>(baseURL!, 'GET', '/branch/getBranch', { token })).data;
  await sellOneDish(baseURL!, token, outlet!._id, 'Asun');
  await signInToDashboard(page, owner);

  await page.goto(`/demo/Grills/menu-page/Grills/${PORTAL}`);
  await expect(page.getByRole('tab', { name: 'Grills Specials' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Add item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add Menu Item' });
  await expect(sheet).toContainText('In Grills Specials');
  await sheet.getByLabel('Name', { exact: true }).fill('Beef Suya');
  await sheet.getByLabel('Price (₦)', { exact: true }).fill('2500');
  await sheet.getByLabel('Description').fill('Spiced and grilled');
  await sheet.getByRole('button', { name: 'Add modifier group' }).click();
  const meat = sheet.getByRole('group', { name: 'Modifier group 1' });
  await meat.getByLabel('Group name').fill('Meat');
  await meat.getByRole('group', { name: 'Option 1' }).getByLabel('Option name').fill('Beef');
  await meat.getByRole('group', { name: 'Option 1' }).getByLabel('Price (₦)').fill('1000');
  await meat.getByRole('group', { name: 'Option 1' }).getByLabel('Picture (optional)').setInputFiles(png('beef.png', TINY_PNG));
  await meat.getByRole('button', { name: 'Add option' }).click();
  await meat.getByRole('group', { name: 'Option 2' }).getByLabel('Option name').fill('No pepper');
  await expectAccessible(page);
  await save(page);
  await expect(page.getByText('Menu has been Added successfully').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The new item is in the tab shown; its editor lists the options under 'Meat', prices in a column.
  const row = page.getByRole('tabpanel').getByRole('button', { name: /Beef Suya/ });
  await expect(row).toContainText('₦2,500.00');
  await row.click();
  const editor = page.getByRole('dialog', { name: 'Edit Beef Suya' });
  await expect(editor.getByRole('heading', { name: 'Meat', level: 3 })).toBeVisible();
  const options = editor.getByRole('list', { name: 'Meat' }).getByRole('listitem');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText('Beef');
  await expect(options.nth(0).locator('.troo-price')).toHaveText('₦1,000.00');
  await expect(options.nth(0).locator('img')).toHaveAttribute('srcset', /\?w=96 96w/);
  await expect(options.nth(1)).toContainText('No pepper');
  await expect(options.nth(1)).toContainText('Free');
  // One line per short name, and the Remove buttons in one column.
  const removes = [
    await editor.getByRole('button', { name: 'Remove modifier Beef' }).boundingBox(),
    await editor.getByRole('button', { name: 'Remove modifier No pepper' }).boundingBox(),
  ];
  expect(removes[0]!.x).toBe(removes[1]!.x);
  expect((await options.nth(1).getByText('No pepper').boundingBox())!.height).toBeLessThan(30);
  await expectAccessible(page);
});
