import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, PORTAL, demoBranchId, signInToDashboard } from '../support/demo';
import { payForDeliveryThroughApi } from '../support/paid-through-api';

// The ticket's audit trail (issue 48): a change of an order's money shows on its ticket with who, why
// and how much. A comp of an open bill's line is in take-order.spec.ts (the waiter's journey); here
// the owner refunds one line of a diner's paid order, and the end of day lists it.

/** A diner's delivery paid through the API; the owner opens its ticket: answers its number and its "Changes to this order" region. */
async function paidOrderTrail(page: Page, baseUrl: string, instruction: string) {
  const branchId = await demoBranchId(baseUrl);
  const number = await payForDeliveryThroughApi(baseUrl, branchId, {
    phone: '+234 803 123 4567',
    address: '5, Admiralty Way, Lekki',
    instruction,
  });
  await signInToDashboard(page, DEMO.admin);
  await page.goto(`/demo/ticket/${PORTAL}`);
  await page.getByRole('button', { name: `open ticket ${number}` }).click();
  const trail = page.getByRole('dialog', { name: `Ticket #${number}` }).getByRole('region', { name: 'Changes to this order' });
  return { number, trail };
}

test("the owner refunds one line of a paid order with a reason: the ticket's trail shows it and what was given back", async ({
  page,
  baseURL,
}) => {
  const { trail } = await paidOrderTrail(page, baseURL!, 'Ring twice');
  await expect(trail).toContainText('No comps, discounts, refunds or voided payments.');
  const totalBefore = await trail.getByTestId('order-total-now').textContent();

  await trail.getByRole('button', { name: 'Refund part' }).click();
  const form = trail.getByRole('form', { name: 'Refund part' });
  await form.getByLabel('Refund').selectOption('1. Fried Rice');
  await form.getByRole('button', { name: 'Refund part' }).click();
  await expect(form.getByRole('alert')).toHaveText('Give a reason: it is kept on the ticket.');
  await form.getByLabel('Reason').fill('The rice was cold');
  await form.getByRole('button', { name: 'Refund part' }).click();

  const entry = trail.getByRole('listitem').filter({ hasText: 'Refund · Fried Rice' });
  await expect(entry).toContainText('“The rice was cold”');
  await expect(entry).toContainText(/−₦[\d,]+\.\d\d/);
  await expect(trail.getByText('Refunded', { exact: true })).toBeVisible();
  // The order's total is what it came to; what was given back is listed beside it and leaves the figures.
  await expect(trail.getByTestId('order-total-now')).toHaveText(totalBefore!);
});

test("the owner's end of day lists the day's refund with who and why, and prints on one A4 page and an 80 mm roll", async ({
  page,
  baseURL,
}) => {
  const { number, trail } = await paidOrderTrail(page, baseURL!, 'Gate code 12');
  await trail.getByRole('button', { name: 'Refund part' }).click();
  const form = trail.getByRole('form', { name: 'Refund part' });
  await form.getByLabel('Amount (₦)').fill('100');
  await form.getByLabel('Reason').fill('Late delivery');
  await form.getByRole('button', { name: 'Refund part' }).click();
  await expect(trail.getByRole('listitem').filter({ hasText: 'Late delivery' })).toBeVisible();

  await page.goto(`/demo/end-of-day/${PORTAL}`);
  const sheet = page.getByRole('article', { name: /^End of day \d{4}-\d{2}-\d{2}$/ });
  await expect(sheet.getByRole('listitem').filter({ hasText: `#${number} Refund −₦100.00` })).toContainText('“Late delivery”');
  await page.getByLabel('Cash counted (₦)').fill('0');
  await expect(sheet).toContainText('Difference');

  // Printed: the report alone, within an A4 page (794 × 1123 CSS pixels less its 10 mm margins) …
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 718, height: 1047 });
  const a4 = await sheet.boundingBox();
  expect(a4!.height, 'one A4 page').toBeLessThanOrEqual(1047);
  // … and on an 80 mm roll (302 px less 3 mm margins), nothing wider than the paper.
  await page.setViewportSize({ width: 280, height: 1000 });
  const roll = await sheet.evaluate((element) => ({ width: element.scrollWidth, shown: element.clientWidth }));
  expect(roll.width, 'fits 80 mm').toBeLessThanOrEqual(roll.shown);
});
