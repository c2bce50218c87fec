import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PORTAL, signIn, waitForStoredSignIn } from '../support/demo';
import { barAndKitchenBusiness, orderStatus, payForDishesThroughApi, type BarAndKitchen } from '../support/stations';

// A bar is not a kitchen (issue 46): on two 1024 × 768 tablets, the Bar's display shows the Chapman
// of an order but not its Jollof, the Kitchen's the Jollof; each marks its part done, and the order
// is ready for the diner (served) only when both are.

test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1, viewport: { width: 1024, height: 768 } });

/** A tablet signed in as the owner on the display, showing one station (kept on the device), or All: the pass. */
async function stationTablet(browser: Browser, baseURL: string, business: BarAndKitchen, station: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, business.owner);
  // An owner on a tablet lands on the (wide) dashboard, then opens the display.
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));
  await waitForStoredSignIn(page);
  await page.goto(`/demo/order/${PORTAL}`);
  await page.getByLabel('Station').selectOption({ label: station });
  return page;
}

test("the Bar's display shows the Chapman and not the Jollof; the order is ready only when both stations are done", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const business = await barAndKitchenBusiness(baseURL!);
  const bar = await stationTablet(browser, baseURL!, business, 'Bar');
  const kitchen = await stationTablet(browser, baseURL!, business, 'Kitchen');
  const pass = await stationTablet(browser, baseURL!, business, 'All');

  const order = await payForDishesThroughApi(baseURL!, business, ['Jollof Rice', 'Chapman']);
  const card = (page: Page) => page.getByRole('article', { name: `Order ${order.number}` });
  await expect(card(bar).getByText('Chapman')).toBeVisible();
  await expect(card(bar).getByText('Jollof Rice')).toHaveCount(0);
  await expect(card(kitchen).getByText('Jollof Rice')).toBeVisible();
  await expect(card(kitchen).getByText('Chapman')).toHaveCount(0);
  await expect(card(pass).getByText('Jollof Rice')).toBeVisible();
  await expect(card(pass).getByText('Chapman')).toBeVisible();

  await card(bar).getByRole('button', { name: 'Done' }).click();
  await expect(card(bar)).toHaveCount(0);
  // The kitchen's part still waits: the order is not ready, and stays on the kitchen's display.
  await expect(card(kitchen)).toBeVisible();
  expect(await orderStatus(baseURL!, business.token, order.id)).toBe('Ordered');
  await expect(card(pass)).toBeVisible();

  await card(kitchen).getByRole('button', { name: 'Done' }).click();
  await expect(card(kitchen)).toHaveCount(0);
  // The pass hears it on the order events, with no reload: the order left its queue, served.
  await expect(card(pass)).toHaveCount(0);
  await expect.poll(() => orderStatus(baseURL!, business.token, order.id)).toBe('served');
  // The Bar remembers it is the Bar after a reload.
  await bar.reload();
  await expect(bar.getByLabel('Station')).toHaveValue(business.stations.find((station) => station.name === 'Bar')!._id);
});
