import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { CallResponse } from '@troo/shared/contract';
import { parseCsv } from '@troo/shared/testing/csv';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL, demoBranchId, signIn, waitForStoredSignIn } from '../support/demo';
import { payThroughSandbox } from '../support/paid-through-api';

// The books on a laptop (issue 49): at 1366 × 768 the owner opens the dashboard and the report with
// no phone hand-off, downloads the period's paid orders as CSV, and the file says what the screen says.

test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1, viewport: { width: 1366, height: 768 } });

const guard = (page: Page) => page.getByRole('heading', { name: 'Open Troo on your phone' });

/** '₦12,345.50' as kobo. */
const koboOf = (naira: string) => Math.round(Number(naira.replace(/[^\d.]/g, '')) * 100);

/** Two diners' table orders of Fried Rice, paid through the sandbox: their numbers and the Lagos hour they were placed. */
async function twoPaidOrders(baseUrl: string) {
  const branchId = await demoBranchId(baseUrl);
  const menu = (await (
    await fetch(`${baseUrl}/api/menu/getAllOnlineOrderingMenuItem/?business_identifier=${DEMO.businessIdentifier}&branch=${branchId}`)
  ).json()) as CallResponse<'GET /menu/getAll{product}MenuItem/'>;
  const dish = menu.data.find((item) => item.menu_item_name === 'Fried Rice')!;
  const numbers: string[] = [];
  const hours = new Set<string>();
  for (const table of ['5', '6']) {
    hours.add(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Lagos' }).format(new Date()));
    const order = await payThroughSandbox(baseUrl, {
      business_identifier: DEMO.businessIdentifier,
      branch_id: branchId,
      product: 'OrderAndPay',
      order_type: 'table',
      items: [{ menu_item_id: dish._id, quantity: 1, modifier_ids: [], complimentary: null, special_instructions: '' }],
      customer: { name: 'Ngozi Eze', table_number: table },
      tip: 0,
      callback_url: `${baseUrl}/demo/payment-type/orderandpay`,
    });
    numbers.push(order.order_number);
  }
  return { numbers, hours: [...hours] };
}

test("at 1366 × 768 the owner opens the dashboard and the report, downloads the period's paid orders as CSV, and sees sales by hour", async ({
  page,
  baseURL,
}) => {
  const made = await twoPaidOrders(baseURL!);

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total sales' })).toBeVisible();
  await expect(guard(page)).toHaveCount(0);
  await waitForStoredSignIn(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'View report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect(guard(page)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('Today');

  // The screen's list of the period's paid orders and its total.
  await page.getByRole('tab', { name: 'Paid orders' }).click();
  const list = page.getByRole('table', { name: 'Paid orders' });
  for (const number of made.numbers) await expect(list.getByRole('cell', { name: `#${number}`, exact: true })).toBeVisible();
  const screenRows = await list.getByRole('row').count();
  const screenTotal = koboOf(await page.getByTestId('sales-total').innerText());
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('troo-orders-today.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0), 'a byte-order mark first, for spreadsheet programs').toBe(0xfeff);
  const [headings, ...rows] = parseCsv(text);
  const column = (name: string) => headings!.indexOf(name);
  expect(rows, 'one row per paid order, as the screen lists them').toHaveLength(screenRows - 1);
  expect(rows.map((row) => row[column('Order number')])).toEqual(expect.arrayContaining(made.numbers));
  for (const row of rows) expect(row[column('Taken in all (NGN)')]).toMatch(/^\d+\.\d{2}$/);
  const fileTotal = rows.reduce((sum, row) => sum + Math.round(Number(row[column('Taken in all (NGN)')]) * 100), 0);
  expect(fileTotal, "the file's amounts add up to the screen's total").toBe(screenTotal);

  // Sales by hour (Lagos) shows the hours the orders were placed, beside the day-of-week chart.
  await page.getByRole('tab', { name: 'When & what' }).click();
  const byHour = page.getByRole('table', { name: 'Sales by hour' });
  for (const hour of made.hours) await expect(byHour.getByRole('row', { name: new RegExp(`^${hour}:00 `) })).toBeVisible();
  const hourChart = (await page.getByRole('figure', { name: 'Orders by hour of day (Lagos)' }).boundingBox())!;
  const dayChart = (await page.getByRole('figure', { name: 'Orders by day of week' }).boundingBox())!;
  expect(Math.abs(hourChart.y - dayChart.y), 'the charts side by side').toBeLessThan(2);
  expect(dayChart.x).toBeGreaterThan(hourChart.x + hourChart.width - 1);
  await expectAccessible(page);
});
