// Playwright's own test, not support/fixtures': the pages here use this file's own Troo, and a
// worker of the fixtures would start a second one that nothing here uses.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { demoBranchId, demoSignIns, PORTAL, signIn } from '../support/demo';
import { payForFriedRice } from '../support/diner';
import type { RunningTroo } from '../support/troo-server';
import { startTestTroo } from '../support/troo-template';

// The kitchen and the owner's figures on a Troo of their own (a fresh copy of the template): this
// file restarts its server, which its worker's must not do mid-run, and its figures must count only
// the orders made here, not those of the worker's other tests.

test.describe.configure({ mode: 'serial' });

let troo: RunningTroo;
/** The orders this file made, and what became of them, for the figures. */
const made: { number: string; paid: number; receipt: string; outcome: 'served' | 'rejected' | 'refunded' }[] = [];

test.beforeAll(async () => {
  // A start on a copy of the template took 34 s with the machine at load 20, and over 90 s at load 30.
  test.setTimeout(180_000);
  troo = await startTestTroo();
});
test.afterAll(async () => {
  await troo?.stop();
});

/** The figures of a group of stat cards, label to value. */
async function figures(group: Locator): Promise<Record<string, string>> {
  return group.evaluate((element) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
    ),
  );
}

const naira = (amount: number) => `₦${amount.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
const card = (kitchen: Page, number: string) => kitchen.getByRole('article', { name: `Order ${number}` });

test('two browsers: a paid order reaches the open kitchen display live, which survives a server restart with no duplicate; accept and serve reach the receipt', async ({
  browser,
}) => {
  // Four browsers, three paid orders and a server restart: 42 s alone on a quiet machine, and past
  // the 90 s default beside two other workers on a busy one.
  test.setTimeout(180_000);
  const staff = demoSignIns(troo.dataDir);
  const kitchenContext = await browser.newContext({ baseURL: troo.baseUrl });
  const kitchen = await kitchenContext.newPage();
  await signIn(kitchen, staff.employee);
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await kitchen.goto(`/demo/order/${PORTAL}`);
  await expect(kitchen.getByText('Live', { exact: true })).toBeVisible();
  await expect(kitchen.getByRole('button', { name: 'Tap to turn on sound' })).toBeVisible();

  const dinerContext = await browser.newContext({ baseURL: troo.baseUrl });
  const diner = await dinerContext.newPage();
  const branchId = await demoBranchId(troo.baseUrl);
  const first = await payForFriedRice(diner, branchId);
  await expect(card(kitchen, first.number)).toBeVisible();
  await expect(card(kitchen, first.number)).toContainText('2 × Fried Rice');

  // The server goes down and comes back while the display and the receipt stay open.
  await troo.restart();
  await expect(kitchen.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  // Another diner (a browser of their own) orders while the display reconnects.
  const secondDiner = await browser.newContext({ baseURL: troo.baseUrl });
  const secondReceipt = await secondDiner.newPage();
  const second = await payForFriedRice(secondReceipt, branchId);
  await expect(card(kitchen, second.number)).toBeVisible();
  await expect(card(kitchen, first.number)).toHaveCount(1);
  await expect(kitchen.getByRole('article')).toHaveCount(2);

  await card(kitchen, first.number).getByRole('button', { name: 'Accept' }).click();
  await expect(kitchen.getByRole('region', { name: 'In progress' }).getByRole('article', { name: `Order ${first.number}` })).toBeVisible();
  await expect(kitchen.getByRole('tab', { name: /^Order/, selected: true })).toBeVisible();
  await expect(diner.getByText('Accepted', { exact: true })).toBeVisible();
  await card(kitchen, first.number).getByRole('button', { name: 'Serve' }).click();
  await expect(card(kitchen, first.number)).toHaveCount(0);
  await expect(kitchen.getByRole('tab', { name: /^Order/, selected: true })).toBeVisible();
  await expect(diner.getByText('Served', { exact: true })).toBeVisible();
  made.push({ ...first, receipt: diner.url(), outcome: 'served' });

  await card(kitchen, second.number).getByRole('button', { name: 'Reject' }).click();
  await kitchen.getByRole('dialog', { name: 'Reject order' }).getByRole('button', { name: 'Reject' }).click();
  await expect(card(kitchen, second.number)).toHaveCount(0);
  await expect(kitchen.getByRole('region', { name: 'New' }).getByText('No Order Available')).toBeVisible();
  await expect(secondReceipt.getByText(`your payment of ${naira(second.paid)} has been refunded`)).toBeVisible();
  made.push({ ...second, receipt: secondReceipt.url(), outcome: 'rejected' });
  await expectAccessible(kitchen);

  // A third diner's order is accepted and served at once; the owner refunds it later (next test).
  const thirdDiner = await browser.newContext({ baseURL: troo.baseUrl });
  const thirdReceipt = await thirdDiner.newPage();
  const third = await payForFriedRice(thirdReceipt, branchId);
  await card(kitchen, third.number).getByRole('button', { name: 'Accept' }).click();
  await card(kitchen, third.number).getByRole('button', { name: 'Serve' }).click();
  await expect(card(kitchen, third.number)).toHaveCount(0);
  made.push({ ...third, receipt: thirdReceipt.url(), outcome: 'refunded' });

  // Staff see every order as a ticket; Refund is the owner's.
  await kitchen.goto(`/demo/ticket/${PORTAL}`);
  await expect(kitchen.getByRole('row')).toHaveCount(4);
  await kitchen.getByRole('button', { name: `open ticket ${third.number}` }).click();
  const ticket = kitchen.getByRole('dialog', { name: `Ticket #${third.number}` });
  await expect(ticket).toContainText('Only the owner can refund an order.');
  await expect(ticket.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expectAccessible(kitchen);
  await Promise.all([kitchenContext.close(), dinerContext.close(), secondDiner.close(), thirdDiner.close()]);
});

test('the owner refunds a served order from its ticket; dashboard and report figures equal the orders made, rejected and refunded ones canceled and out of sales', async ({
  browser,
}) => {
  expect(made).toHaveLength(3);
  const sales = made.filter((order) => order.outcome === 'served').reduce((sum, order) => sum + order.paid, 0);
  const context = await browser.newContext({ baseURL: troo.baseUrl });
  const owner = await context.newPage();
  await signIn(owner, demoSignIns(troo.dataDir).admin);
  await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The owner refunds the served third order from its ticket; the diner's receipt says so.
  const refunded = made.find((order) => order.outcome === 'refunded')!;
  await owner.getByRole('link', { name: 'Tickets' }).first().click();
  await owner.getByRole('button', { name: `open ticket ${refunded.number}` }).click();
  await owner
    .getByRole('dialog', { name: `Ticket #${refunded.number}` })
    .getByRole('button', { name: 'Refund', exact: true })
    .click();
  await owner.getByRole('dialog', { name: 'Refund order' }).getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(owner.getByRole('dialog', { name: `Ticket #${refunded.number}` })).toContainText('This order has been refunded.');
  await owner.goto(refunded.receipt);
  await expect(owner.getByText(`your payment of ${naira(refunded.paid)} has been refunded`)).toBeVisible();
  await owner.goto(`/demo/dashboard/${PORTAL}`);

  const salesCard = owner.getByRole('region', { name: 'Total sales' });
  const orders = { 'Total orders': '3', 'Closed tickets': '1', 'Canceled orders': '2' };
  for (const period of ['Daily', 'Weekly', 'Monthly']) {
    await salesCard.getByRole('button', { name: period }).click();
    await expect(salesCard.locator('[data-figure]')).toHaveText(naira(sales));
    await expect(salesCard).toContainText('1 order sold');
    await expect.poll(() => figures(owner.getByRole('group', { name: 'Orders' }))).toEqual(orders);
  }
  await expectAccessible(owner);

  await salesCard.getByRole('link', { name: 'View report' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
  await expect
    .poll(() => figures(owner.getByRole('group', { name: 'Orders' })))
    // Accepted counts the served order too: it was accepted before it was served.
    .toEqual({ 'Total Orders': '3', 'Accepted Orders': '1', 'Fulfilled Orders': '1', 'Canceled Orders': '2' });
  await expect(owner.getByRole('listitem').filter({ hasText: 'Fried Rice' })).toContainText('2 sold');
  await owner.getByRole('tab', { name: 'Income' }).click();
  await expect
    .poll(() => figures(owner.getByRole('group', { name: 'Income' })))
    .toMatchObject({
      'Food sales, today': naira(sales),
      'Food sales, 7 days': naira(sales),
      'Food sales, 30 days': naira(sales),
      'Average order, food': naira(sales),
    });
  await expectAccessible(owner);
  await context.close();
});
