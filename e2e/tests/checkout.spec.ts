import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PNG } from 'pngjs';
import { expectAccessible } from '../support/a11y';
import { DEMO, demoBranchId, qrLandingUrl, signIn } from '../support/demo';
import { addItemWithChoices, adminToken } from '../support/demo-menu';
import { basketToTip, payForFriedRice } from '../support/diner';

// A full online order through the sandbox payment provider (no Paystack key): the diner pays,
// the receipt shows what the server made of the basket, and a declined payment makes no order.

/** The reference the payment return confirms, read from the confirmation call itself. */
const confirmedReference = (page: Page) =>
  page
    .waitForRequest((request) => request.url().includes('/api/order/confirmOrderPayment/'))
    .then((request) => (request.postDataJSON() as { reference: string }).reference);

test('a diner pays online through the sandbox and gets a receipt of the real order; Download saves receipt.png', async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const name = `Smoky Jollof ${Date.now() % 100000}`;
  await addItemWithChoices(baseURL!, await adminToken(baseURL!), branchId, name);
  await basketToTip(page, branchId, name);
  await expectAccessible(page);
  await page.getByRole('button', { name: /^10\.0%/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/demo\/payment-type\/online_ordering$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Select Payment' })).toBeVisible();
  const figure = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  // ₦3,000 + Plantain ₦500 + Chicken ₦1,500, priced by the server; a 10% tip.
  await expect(figure('Total')).toHaveText('₦5,000.00');
  await expect(figure('Tip')).toHaveText('₦500.00');
  await expect(page.getByText('Service Fee', { exact: true })).toBeVisible();
  const balance = await figure('Balance Due').textContent();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();

  // The sandbox's own page stands where Paystack's checkout would.
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const reference = confirmedReference(page);
  await page.getByRole('button', { name: /^Pay ₦/ }).click();

  await expect(page).toHaveURL(/\/demo\/receipt\/online_ordering\/troo-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  const number = (await page.getByRole('heading', { name: /^Order - \d+$/ }).textContent())!.replace('Order - ', '');
  const line = page.locator('.co-receipt__line').filter({ hasText: name });
  await expect(line.getByLabel('Quantity 1')).toBeVisible();
  await expect(line).toContainText('₦5,000.00');
  await expect(line).toContainText('Complimentary: Water');
  await expect(line.getByRole('heading', { name: 'MODIFIERS' })).toBeVisible();
  await expect(line.getByRole('listitem').filter({ hasText: 'Plantain' })).toContainText('₦500.00');
  await expect(line.getByRole('listitem').filter({ hasText: 'Chicken' })).toContainText('₦1,500.00');
  const paid = Number(balance!.replace(/[₦,]/g, '')) + 500;
  await expect(page.getByText('Total Paid').locator('xpath=following-sibling::dd')).toHaveText(
    `₦${paid.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
  );
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The order exists once on the server under the payment's reference.
  const ref = await reference;
  const order = await page.request.get(`/api/order/getOrderByReference/?reference=${ref}`);
  expect(order.ok()).toBe(true);
  expect((await order.json()).data.order_number).toBe(number);
  const again = await page.request.post('/api/order/uploadOnlineOrderingBranchUserOrder', { data: { transactionRef: ref } });
  expect((await again.json()).data.order_number).toBe(number);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('receipt.png');
  const png = PNG.sync.read(readFileSync(await file.path()));
  expect(png.width).toBeGreaterThan(300);
  expect(png.height).toBeGreaterThan(200);

  // The basket is empty now (kept so across a load: redux-persist writes it a moment after the payment).
  await expect(async () => {
    await page.goto('/demo/basket/online_ordering');
    await expect(page.getByText('Your cart is empty.')).toBeVisible({ timeout: 2000 });
  }).toPass();
});

test('a declined payment comes back to Select Payment with the basket kept, and makes no order', async ({ page, baseURL }) => {
  const branchId = await demoBranchId(baseURL!);
  await basketToTip(page, branchId);
  await page.getByRole('button', { name: 'No Tip' }).click();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const reference = confirmedReference(page);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/demo\/payment-type\/online_ordering$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment has not been confirmed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled();
  const missing = await page.request.get(`/api/order/getOrderByReference/?reference=${await reference}`);
  expect(missing.status()).toBe(404);
});

test("a paid order appears on an open kitchen display without reload; Accept shows on the diner's receipt", async ({
  page,
  browser,
  baseURL,
}) => {
  // The kitchen: the demo employee's display, open before the order exists.
  const kitchenContext = await browser.newContext({ baseURL });
  const kitchen = await kitchenContext.newPage();
  await signIn(kitchen, DEMO.employee);
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await kitchen.getByRole('link', { name: 'Orders', exact: true }).first().click();
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(kitchen.getByText('Live', { exact: true })).toBeVisible();

  // The receipt follows its order on the order's own event stream.
  const receiptStream = page.waitForRequest((request) => request.url().includes('/api/events/order-status?reference='));
  const { number } = await payForFriedRice(page, await demoBranchId(baseURL!));
  await receiptStream;

  const card = kitchen.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('2 × Fried Rice');
  await expectAccessible(kitchen);
  await card.getByRole('button', { name: 'Accept' }).click();
  // The cook stays on the Order tab; the order moves to In progress.
  await expect(kitchen.getByRole('tab', { name: /^Order/, selected: true })).toBeVisible();
  await expect(kitchen.getByRole('region', { name: 'In progress' }).getByRole('article', { name: `Order ${number}` })).toBeVisible();

  // The receipt hears of the change on its stream and reads the order again.
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await kitchenContext.close();
});

test("a diner at a table: the tip survives a reload; after paying, 'Order more' and Back lead to the same table's menu, the basket empty", async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  await page.goto(qrLandingUrl(branchId, 4));
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Tolu');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo\/category-details\/orderandpay$/);
  const menu = page.url();
  await page.getByRole('link', { name: 'RICE' }).click();
  await page.getByRole('link', { name: /^Fried Rice/ }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('link', { name: /^Basket, 1 item/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo\/tip\/orderandpay$/);

  const tip = page.getByText('Tip', { exact: true }).locator('xpath=following-sibling::dd');
  await page.getByRole('button', { name: /^12\.5%/ }).click();
  await expect(tip).toHaveText('₦312.50');
  await page.reload();
  await expect(page.getByRole('button', { name: /^12\.5%/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(tip).toHaveText('₦312.50');

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(page).toHaveURL(/\/demo\/receipt\/orderandpay\/troo-/);
  await expect(page.getByRole('heading', { name: /^Order - \d+$/ })).toBeVisible();
  await expect(page.getByText('Tip', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('₦312.50');
  const receipt = page.url();

  await page.getByRole('button', { name: 'Order more' }).click();
  await expect(page).toHaveURL(menu);
  await expect(page.getByRole('link', { name: 'Basket, empty' })).toBeVisible();

  // Back on the receipt, its arrow leads to the menu too, never back into the payment.
  await page.goBack();
  await expect(page).toHaveURL(receipt);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(menu);
});
