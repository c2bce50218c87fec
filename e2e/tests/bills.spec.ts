import type { Page } from '@playwright/test';
import type { CallResponse, QrAsset } from '@troo/shared/contract';
import { expect, test } from '../support/fixtures';
import { callApi } from '../support/api';
import { PORTAL, signInToDashboard } from '../support/demo';
import { businessWithGroupedTables, type BusinessWithTables } from '../support/grouped-tables';

// Bills: a table's diners leave their order open ("Pay at the end"); staff settle it on the Bill
// screen in cash and by POS terminal, or the diners add a round and pay the whole bill once by
// Paystack (the sandbox) from the receipt.

/** A new business with two Terrace tables whose outlet takes cash and POS and lets tables pay at the end. */
async function payAtEndBusiness(baseUrl: string): Promise<BusinessWithTables> {
  const business = await businessWithGroupedTables(baseUrl, ['Terrace']);
  const token = (await callApi<CallResponse<'POST /login'>>(baseUrl, 'POST', '/login', { body: business.owner })).data.token;
  const settings = (
    await callApi<CallResponse<'GET /branch/getOrderingSettings/:id'>>(baseUrl, 'GET', `/branch/getOrderingSettings/${business.branchId}`, {
      token,
    })
  ).data;
  const { branch_name: _name, ordering: _ordering, room_charge_available: _rooms, ...input } = settings;
  await callApi(baseUrl, 'PUT', '/branch/updateOrderingSettings', {
    token,
    body: { ...input, payment_methods: ['paystack', 'cash', 'pos'], diner_pay_later: true },
  });
  return business;
}

/** From the menu: `quantity` of the dish into the basket, no tip, and "Pay at the end"; lands on the receipt. */
async function orderRoundPayAtEnd(page: Page, dish: string, quantity: number) {
  await page.getByRole('link', { name: 'GRILLS' }).click();
  await page.getByRole('link', { name: new RegExp(`^${dish}`) }).click();
  for (let more = 1; more < quantity; more++) await page.getByRole('button', { name: `One more ${dish}` }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('link', { name: /^Basket, \d+ item/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'No Tip' }).click();
  await page.getByRole('button', { name: 'Pay at the end' }).click();
  await expect(page).toHaveURL(/\/demo\/receipt\/orderandpay\/troo-/);
}

/** A diner scans the table's code, gives a name, and orders a first round left open. */
async function firstRoundAtTable(page: Page, table: QrAsset, dish: string, quantity: number) {
  const qr = new URL(table.url);
  await page.goto(`${qr.pathname}${qr.search}`);
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Kemi');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Your table' }).getByRole('button', { name: 'Continue' }).click();
  await orderRoundPayAtEnd(page, dish, quantity);
}

const billOnReceipt = (page: Page) => page.getByRole('region', { name: 'Table bill' });

test('an open table bill settled by staff: ₦5,000 cash, the rest by POS; the bill receipt shows both', async ({
  page,
  browser,
  baseURL,
}) => {
  const business = await payAtEndBusiness(baseURL!);
  await firstRoundAtTable(page, business.tables.Terrace![0]!, business.dish, 3);
  await expect(billOnReceipt(page)).toContainText('Open');
  await expect(page.getByTestId('table-bill-balance')).toHaveText('₦7,500.00');

  const staff = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await signInToDashboard(staff, business.owner);
  await staff.goto(`/demo/bills/${PORTAL}`);
  await staff.getByRole('link', { name: /Terrace · Table 1/ }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Bill' })).toBeVisible();
  await expect(staff.getByTestId('bill-balance')).toHaveText('₦7,500.00');

  const record = staff.getByRole('form', { name: 'Record a payment' });
  await record.getByRole('button', { name: 'Cash', exact: true }).click();
  await record.getByLabel('Amount (₦)').fill('5000');
  await expect(record.getByRole('status')).toHaveText('Still owed after this: ₦2,500.00');
  await record.getByRole('button', { name: 'Record Cash payment' }).click();
  await expect(staff.getByTestId('bill-balance')).toHaveText('₦2,500.00');
  await expect(record.getByLabel('Amount (₦)')).toHaveValue('2500');
  await record.getByRole('button', { name: 'POS terminal', exact: true }).click();
  await record.getByRole('button', { name: 'Record POS terminal payment' }).click();

  const receipt = staff.getByRole('region', { name: 'Bill receipt' });
  await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(receipt).toContainText(/Cash · .*₦5,000\.00/);
  await expect(receipt).toContainText(/POS terminal · .*₦2,500\.00/);
  await expect(receipt.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  // The diner's receipt hears the bill is paid.
  await expect(billOnReceipt(page)).toContainText('this bill is paid');
});

test("a diner's open table order gets a second round and is paid once by Paystack at the end", async ({ page, baseURL }) => {
  const business = await payAtEndBusiness(baseURL!);
  await firstRoundAtTable(page, business.tables.Terrace![1]!, business.dish, 1);
  const firstReceipt = page.url();
  await page.getByRole('button', { name: 'Order more' }).click();
  await orderRoundPayAtEnd(page, business.dish, 1);
  expect(page.url()).not.toBe(firstReceipt);

  const bill = billOnReceipt(page);
  await expect(bill.getByText(/^Order - \d+$/)).toHaveCount(2);
  await expect(page.getByTestId('table-bill-balance')).toHaveText('₦5,000.00');
  await bill.getByRole('button', { name: 'Pay bill ₦5,000.00' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: /^Pay ₦5,000\.00/ }).click();

  await expect(page).toHaveURL(/\/demo\/receipt\/orderandpay\/troo-[^?]*$/);
  await expect(billOnReceipt(page)).toContainText('this bill is paid');
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const answer = await callApi<CallResponse<'GET /order/getTableBill/'>>(baseURL!, 'GET', `/order/getTableBill/?reference=${reference}`);
  expect(answer.data.payments.map((payment) => [payment.method, payment.amount])).toEqual([['paystack', 5000]]);
  expect(answer.data.status).toBe('paid');
});
