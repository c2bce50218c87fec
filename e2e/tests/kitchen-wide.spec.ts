import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL, demoBranchId, signIn, signInToDashboard, waitForStoredSignIn } from '../support/demo';
import { payForDeliveryThroughApi, tomorrowInLagos } from '../support/paid-through-api';

// Kitchens run the display, tickets and order history on tablets and wall monitors: those three, and
// the sign-in that leads to them, open at any width (the screens in several columns when wide); every
// other screen keeps the phone-only guard, which offers signed-in staff the way back to them.

// A tablet's or monitor's browser, not a phone's.
test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const PHONE = '+234 803 123 4567';
const ADDRESS = '5, Admiralty Way, Lekki';
const TABLET = { width: 1024, height: 768 };
const MONITOR = { width: 1280, height: 800 };

const guard = (page: Page) => page.getByRole('heading', { name: 'Open Troo on your phone' });

/** Whether the page scrolls sideways: the document wider than its window. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Signs the owner in on a phone (landing on the dashboard) and leaves the page at `size`. */
async function ownerAt(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, DEMO.admin);
  await page.setViewportSize(size);
}

const delivery = (instruction: string) => ({ phone: PHONE, address: ADDRESS, instruction });

const display = (page: Page) => page.getByRole('heading', { level: 1, name: 'Orders' });

test('on a 1024 × 768 tablet the owner signs in on the sign-in page, a centred phone-width column, and lands on the dashboard (wide for the books)', async ({
  page,
}) => {
  for (const size of [MONITOR, TABLET]) {
    await page.setViewportSize(size);
    await page.goto(`/demo/login/${PORTAL}`);
    await expect(guard(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const column = (await page.getByRole('main').boundingBox())!;
    expect(column.width, `a phone's column at ${size.width} px`).toBeLessThanOrEqual(480);
    expect(Math.abs(column.x - (size.width - column.x - column.width)), `centred at ${size.width} px`).toBeLessThan(2);
  }
  await expectAccessible(page);

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(guard(page)).toHaveCount(0);
});

test("at 1280 × 800 the display's way back to an employee's dashboard offers Orders, Take Order, Open bills, Tickets and Order History, and Orders opens the display", async ({
  page,
}) => {
  await page.setViewportSize(MONITOR);
  await signIn(page, DEMO.employee);
  await expect(display(page)).toBeVisible();
  await waitForStoredSignIn(page);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/employee-dashboard/${PORTAL}$`));
  await expect(guard(page)).toBeVisible();
  const offered = page.getByRole('navigation', { name: 'Open on this screen' });
  await expect(offered.getByRole('link')).toHaveText(['Orders', 'Take Order', 'Open bills', 'Tickets', 'Order History']);
  await expectAccessible(page);

  await offered.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/order/${PORTAL}$`));
  await expect(display(page)).toBeVisible();
  await expect(guard(page)).toHaveCount(0);
});

test('on a 1024 × 768 tablet and a 1280 × 800 monitor the owner works the display, tickets and history; cards sit side by side', async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const first = await payForDeliveryThroughApi(baseURL!, branchId, delivery('Extra pepper'));
  const second = await payForDeliveryThroughApi(baseURL!, branchId, delivery('No onions'));

  await ownerAt(page, TABLET);
  for (const size of [TABLET, MONITOR]) {
    await page.setViewportSize(size);
    await page.goto(`/demo/order/${PORTAL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('article', { name: `Order ${first}` })).toBeVisible();
    await expect(guard(page)).toHaveCount(0);

    await page.goto(`/demo/ticket/${PORTAL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(page.getByRole('button', { name: `open ticket ${second}` })).toBeVisible();
    await expect(guard(page)).toHaveCount(0);

    await page.goto(`/demo/order-history/${PORTAL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    await expect(page.getByRole('button', { name: `open order ${second}` })).toBeVisible();
    await expect(guard(page)).toHaveCount(0);
  }

  // On the monitor, tickets and history lay their orders out as cards side by side too, still rows of a table.
  for (const [screen, opens] of [
    ['ticket', 'open ticket'],
    ['order-history', 'open order'],
  ] as const) {
    await page.goto(`/demo/${screen}/${PORTAL}`);
    const cardOf = (number: string | number) =>
      page.getByRole('row').filter({ has: page.getByRole('button', { name: `${opens} ${number}` }) });
    const [newer, older] = [await cardOf(second).boundingBox(), await cardOf(first).boundingBox()];
    expect(Math.abs(newer!.y - older!.y), `${screen}: two orders on one row`).toBeLessThan(1);
    expect(older!.x - newer!.x, `${screen}: in two columns`).toBeGreaterThan(newer!.width - 1);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page);
  }

  // On the monitor, the display's cards share a row; its menu opens and leads to the other screens.
  // The queue is oldest first, and orders other tests left open on this worker come before these two,
  // so the first of them may end a row: the card after it (the next order) is the one beside.
  await page.goto(`/demo/order/${PORTAL}`);
  await expect(page.getByRole('article', { name: `Order ${second}` })).toBeVisible();
  const boxes = await page
    .getByRole('article', { name: /^Order \d+$/ })
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()).map(({ x, y, width }) => ({ x, y, width })));
  const besides = boxes.filter((box, index) => index > 0 && Math.abs(box.y - boxes[index - 1]!.y) < 1);
  expect(besides.length, 'cards side by side on a row').toBeGreaterThan(0);
  const [beside] = besides;
  const before = boxes[boxes.indexOf(beside!) - 1]!;
  expect(Math.abs(beside!.x - before.x), 'in two columns').toBeGreaterThan(before.width - 1);
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await page.getByRole('button', { name: `open ticket ${second}` }).click();
  await expect(page.getByRole('dialog', { name: `Ticket #${second}` })).toContainText(`Deliver to${ADDRESS}`);
});

test('the display with a long special instruction never scrolls sideways, from a 1024 px tablet down to a 320 px phone', async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const instruction = 'Please-ring-the-bell-twice-and-leave-it-with-the-security-man-at-the-gate, extra pepper, no onions';
  const number = await payForDeliveryThroughApi(baseURL!, branchId, delivery(instruction));
  await ownerAt(page, TABLET);
  await page.goto(`/demo/order/${PORTAL}`);
  const card = page.getByRole('article', { name: `Order ${number}` });

  for (const width of [1024, 390, 320]) {
    await page.setViewportSize({ width, height: 768 });
    await expect(card.getByRole('listitem').filter({ hasText: 'Fried Rice' })).toContainText(instruction);
    expect(await scrollsSideways(page), `no sideways scroll at ${width} px`).toBe(false);
    // A new order's widest button, on the right.
    const accept = await card.getByRole('button', { name: 'Accept' }).boundingBox();
    expect(accept!.x + accept!.width, `Accept fits at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test('on a 1024 × 768 tablet, a delivery paid for tomorrow arrives live under Scheduled with its due time, phone and address, and its ticket and history say the same', async ({
  page,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const tomorrow = tomorrowInLagos();
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${tomorrow}T00:00:00Z`),
  );
  await ownerAt(page, TABLET);
  await page.goto(`/demo/order/${PORTAL}`);
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await page.getByRole('tab', { name: /Scheduled/ }).click();

  const number = await payForDeliveryThroughApi(baseURL!, branchId, { ...delivery('Ring twice'), due: { date: tomorrow, time: '19:45' } });
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toContainText(`Due${day}, 19:45`);
  await expect(card.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+2348031234567');
  await expect(card).toContainText(`Deliver to${ADDRESS}`);
  await expect(card.getByRole('button', { name: 'Serve' })).toHaveCount(0);
  await expectAccessible(page);

  // Not for today: the Order tab does not show it.
  await page.getByRole('tab', { name: /^Order/ }).click();
  await expect(page.getByRole('tab', { name: /^Order/, selected: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // Its ticket and its order history say the same on the tablet.
  for (const [screen, opens, sheet] of [
    ['ticket', 'open ticket', `Ticket #${number}`],
    ['order-history', 'open order', `Order #${number}`],
  ] as const) {
    await page.goto(`/demo/${screen}/${PORTAL}`);
    await page.getByRole('button', { name: `${opens} ${number}` }).click();
    const facts = page.getByRole('dialog', { name: sheet });
    await expect(facts).toContainText(`Due${day}, 19:45`);
    await expect(facts.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+2348031234567');
    await expect(facts).toContainText(`Deliver to${ADDRESS}`);
  }
});
