// Playwright's own test, not support/fixtures': the pages here use this file's own Troo, and a
// worker of the fixtures would start a second one that nothing here uses.
import { expect, test, type Page } from '@playwright/test';
import { actionCounter } from '../support/action-count';
import { demoBranchId, demoSignIns, PORTAL, signIn, waitForStoredSignIn } from '../support/demo';
import { payForDeliveryThroughApi } from '../support/paid-through-api';
import type { RunningTroo } from '../support/troo-server';
import { startTestTroo } from '../support/troo-template';

// A Friday night on a 1024 × 768 kitchen tablet (issue 46): the display is a queue, oldest first,
// each card with its waiting time; Accept keeps the cook on the Order tab; a mis-tapped Serve is
// undone; a display that lost its network says so and catches up when it returns. On a Troo of its
// own: the queue's order and the tap count must see only this file's orders.

test.describe.configure({ mode: 'serial' });
test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1, viewport: { width: 1024, height: 768 } });

let troo: RunningTroo;
let branchId: string;

test.beforeAll(async () => {
  // A start on a copy of the template takes 34 s or more on a busy machine (tests/kitchen-live.spec.ts).
  test.setTimeout(180_000);
  troo = await startTestTroo();
  branchId = await demoBranchId(troo.baseUrl);
});
test.afterAll(async () => {
  await troo?.stop();
});

const pay = (instruction: string) =>
  payForDeliveryThroughApi(troo.baseUrl, branchId, { phone: '0803 123 4567', address: '5, Admiralty Way', instruction });
const newOrders = (page: Page) => page.getByRole('region', { name: 'New' });
const inProgress = (page: Page) => page.getByRole('region', { name: 'In progress' });
const orderTab = (page: Page) => page.getByRole('tab', { name: /^Order/ });

/** Signs the employee in on the tablet: staff land on the display there (the dashboard is a phone's). */
async function openDisplay(page: Page) {
  await signIn(page, demoSignIns(troo.dataDir).employee);
  await expect(page).toHaveURL(new RegExp(`/demo/order/${PORTAL}$`));
  await waitForStoredSignIn(page);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

test('three orders paid in sequence queue oldest first under a header of at most 120 px, each with its waiting time; accepting the next three takes three taps, all on the Order tab; Serve then Undo brings an order back on every screen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: troo.baseUrl });
  const page = await context.newPage();
  await openDisplay(page);

  const numbers: string[] = [];
  for (const instruction of ['First', 'Second', 'Third']) {
    numbers.push(await pay(instruction));
    // Paid one after the other, each seen before the next is paid.
    await expect(newOrders(page).getByRole('article', { name: `Order ${numbers.at(-1)}` })).toBeVisible();
  }
  const cards = newOrders(page).getByRole('article');
  await expect(cards).toHaveCount(3);
  expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')))).toEqual(
    numbers.map((number) => `Order ${number}`),
  );
  for (const number of numbers) {
    await expect(
      newOrders(page)
        .getByRole('article', { name: `Order ${number}` })
        .getByText(/^Waiting \d+ min$/),
    ).toBeVisible();
  }

  // Everything above the queue (title, outlet, connection, sound, tabs) fits in 120 px of the page.
  const main = (await page.getByRole('main').boundingBox())!;
  const queue = (await newOrders(page).boundingBox())!;
  const header = queue.y - main.y;
  console.log(`display header on a 1024 × 768 tablet: ${Math.round(header)} px, queue starts at ${Math.round(queue.y)} px`);
  expect(header, 'the display header').toBeLessThanOrEqual(120);
  // The oldest order is whole on the screen.
  const oldest = (await cards.first().boundingBox())!;
  expect(oldest.y + oldest.height, 'the oldest order in view').toBeLessThanOrEqual(768);

  // Accept the next three orders: one tap each, the cook stays on the Order tab.
  const taps = actionCounter();
  for (const number of numbers) {
    await taps.tap(cards.first().getByRole('button', { name: 'Accept' }));
    await expect(inProgress(page).getByRole('article', { name: `Order ${number}` })).toBeVisible();
    await expect(orderTab(page)).toHaveAttribute('aria-selected', 'true');
  }
  console.log(`taps to accept the next three orders: ${taps.count}`);
  expect(taps.count).toBe(3);
  await expect(newOrders(page).getByText('No Order Available')).toBeVisible();

  // A second screen of the kitchen follows the serve and its undo.
  const other = await context.newPage();
  await other.goto(`/demo/order/${PORTAL}`);
  const elsewhere = inProgress(other).getByRole('article', { name: `Order ${numbers[0]}` });
  await expect(elsewhere).toBeVisible();

  const first = inProgress(page).getByRole('article', { name: `Order ${numbers[0]}` });
  await first.getByRole('button', { name: 'Serve' }).click();
  await expect(first).toHaveCount(0);
  await expect(elsewhere).toHaveCount(0);
  await page
    .getByRole('status')
    .filter({ hasText: `Order #${numbers[0]} served` })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: 'Serve' })).toBeVisible();
  await expect(elsewhere).toBeVisible();
  await context.close();
});

test('offline, the display says it is reconnecting within 10 s; an order paid meanwhile appears within 5 s of going back online', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: troo.baseUrl });
  const page = await context.newPage();
  await openDisplay(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toHaveCount(0);
  const number = await pay('Paid while the tablet was offline');

  await context.setOffline(false);
  await expect(newOrders(page).getByRole('article', { name: `Order ${number}` })).toBeVisible({ timeout: 5_000 });
  await expect(newOrders(page).getByRole('article', { name: `Order ${number}` })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await context.close();
});
