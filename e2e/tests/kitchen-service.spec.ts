import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL, demoBranchId, signInToDashboard } from '../support/demo';
import { payForDeliveryThroughApi, tomorrowInLagos } from '../support/paid-through-api';

// What staff need during a service: an order says where, to whom and when it goes, the kitchen
// card fits a small phone, and a new order is never out of sight.

const PHONE = '+234 803 123 4567';
const ADDRESS = '5, Admiralty Way, Lekki';

/** Whether the page scrolls sideways (it must not, at any width). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a delivery arriving while Ready is shown is announced; its card shows phone, address and the instruction under the dish, and fits 320 px', async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  await signInToDashboard(page, DEMO.admin);
  await page.goto(`/demo/order/${PORTAL}`);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.getByRole('tab', { name: /Ready/ }).click();

  const number = await payForDeliveryThroughApi(baseURL!, branchId, {
    phone: PHONE,
    address: ADDRESS,
    instruction: 'Extra pepper, no onions',
  });
  const banner = page.getByRole('alert').filter({ hasText: /new orders? (is|are) waiting/ });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Show' }).click();

  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toContainText('ForDelivery');
  await expect(card.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+2348031234567');
  await expect(card).toContainText(`Deliver to${ADDRESS}`);
  await expect(card.getByRole('listitem').filter({ hasText: 'Fried Rice' })).toContainText('Extra pepper, no onions');
  await expectAccessible(page);

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 740 });
    expect(await scrollsSideways(page), `no sideways scroll at ${width} px`).toBe(false);
    // A new order's widest button, on the right.
    const accept = await card.getByRole('button', { name: 'Accept' }).boundingBox();
    expect(accept!.x + accept!.width, `Accept fits at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test('a delivery scheduled for tomorrow shows its due day and time, phone and address on its ticket, in the order history and under Scheduled', async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const tomorrow = tomorrowInLagos();
  const number = await payForDeliveryThroughApi(baseURL!, branchId, {
    phone: PHONE,
    address: ADDRESS,
    instruction: 'Ring twice',
    due: { date: tomorrow, time: '12:30' },
  });
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${tomorrow}T00:00:00Z`),
  );

  await signInToDashboard(page, DEMO.admin);
  await page.goto(`/demo/ticket/${PORTAL}`);
  await page.getByRole('button', { name: `open ticket ${number}` }).click();
  const ticket = page.getByRole('dialog', { name: `Ticket #${number}` });
  await expect(ticket).toContainText(`Due${day}, 12:30`);
  await expect(ticket.getByRole('link', { name: PHONE })).toBeVisible();
  await expect(ticket).toContainText(`Deliver to${ADDRESS}`);
  await expectAccessible(page);

  await page.goto(`/demo/order-history/${PORTAL}`);
  await page.getByRole('button', { name: `open order ${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Order #${number}` });
  await expect(detail).toContainText(`Due${day}, 12:30`);
  await expect(detail.getByRole('link', { name: PHONE })).toBeVisible();
  await expect(detail).toContainText(`Deliver to${ADDRESS}`);

  // The kitchen display keeps it off the Order tab until its day, and lists it under Scheduled.
  await page.goto(`/demo/order/${PORTAL}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('tab', { name: /Scheduled/ }).click();
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toContainText(`Due${day}, 12:30`);
  await expect(card.getByRole('link', { name: PHONE })).toBeVisible();
  await expect(card).toContainText(`Deliver to${ADDRESS}`);
  expect(await scrollsSideways(page), 'no sideways scroll at 390 px').toBe(false);
});
