import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, demoBranchId, PORTAL, qrLandingUrl, signInToDashboard } from '../support/demo';
import type { CallBody, CallResponse } from '@troo/shared/contract';
import { registerVerifiedBusiness } from '../support/accounts';
import { callApi } from '../support/api';
import { businessWithGroupedTables } from '../support/grouped-tables';
import { addItemWithChoices, adminToken } from '../support/demo-menu';
import { oneDishBusiness, pauseOrdering, sellOneDish } from '../support/outlets';
import { payForDeliveryThroughApi } from '../support/paid-through-api';

// Screenshots as tests: a layout break (a lost icon, another font, a collapsed card) fails here.
// Baselines live in tests/__screenshots__/ and are made by Debian's Chromium with fonts-liberation,
// as CI runs it; `npx playwright test tests/screenshots.spec.ts --update-snapshots` (in e2e/) remakes
// them on purpose (docs/testing.md, "Screenshot tests").

/** Waits until what the screen shows has arrived: requests, fonts and the pictures on screen. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

/** Opens a screen afresh (no toast left from the way there) and waits for its heading. */
async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await settle(page);
}

test('the login screen', async ({ page }) => {
  await open(page, `/demo/login/${PORTAL}`, 'Log in');
  await expect(page).toHaveScreenshot('login.png');
});

test('registration stage 1 with its logo picker', async ({ page }) => {
  await open(page, `/demo/register/${PORTAL}`, 'Create a business account');
  await expect(page).toHaveScreenshot('register-stage-1.png', { fullPage: true });
});

test('the portal: dashboard, its sidebar, settings and themes', async ({ page, baseURL }) => {
  // The demo has a menu, tables and saved ordering settings; with a paid order too, its owner's
  // getting-started checklist is done and not drawn, whichever tests ran before on this worker.
  await payForDeliveryThroughApi(baseURL!, await demoBranchId(baseURL!), {
    phone: '08031234567',
    address: '12 Awolowo Road, Ikoyi',
    instruction: 'No pepper',
  });
  await signInToDashboard(page, DEMO.admin);
  await open(page, `/demo/dashboard/${PORTAL}`, 'Dashboard');
  // The figures depend on the orders earlier tests made: their boxes are masked, the layout is not.
  await expect(page.locator('[data-figure]').first()).not.toHaveText('…');
  await expect(page.getByRole('region', { name: 'Get started' })).toHaveCount(0);
  await expect(page).toHaveScreenshot('dashboard.png', {
    mask: [page.locator('[data-figure], .kt-dash__hint, .kt-split dd, .kt-split__note')],
  });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Business menu' })).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('dashboard-sidebar.png');

  await open(page, `/demo/settings/${PORTAL}`, 'Settings');
  await expect(page).toHaveScreenshot('settings.png', { fullPage: true });

  await open(page, `/demo/choose-color/${PORTAL}`, 'Themes');
  await expect(page).toHaveScreenshot('themes.png');
});

test("a new owner: the checklist, the menu setup's first-dish form, and the QR codes pointing on", async ({ page, baseURL }) => {
  const owner = await registerVerifiedBusiness(baseURL!, 'Abuja2026pass', 'Kilishi Corner');
  await signInToDashboard(page, owner);
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('0 of 4 done');
  await settle(page);
  await expect(page.locator('[data-figure]').first()).not.toHaveText('…');
  await expect(page).toHaveScreenshot('getting-started.png', {
    fullPage: true,
    mask: [page.locator('[data-figure], .kt-dash__hint, .kt-split dd, .kt-split__note')],
  });

  await checklist.getByRole('link', { name: 'Build your menu' }).click();
  const firstDish = page.getByRole('region', { name: 'Add your first dish' });
  await expect(firstDish).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('menu-setup-first-dish.png', { fullPage: true });

  await firstDish.getByLabel('Category').fill('Grills');
  await firstDish.getByLabel('Group').fill('Suya');
  await firstDish.getByLabel('Name').fill('Kilishi');
  await firstDish.getByLabel('Price (₦)').fill('1500');
  await firstDish.getByLabel('Description').fill('Spiced dried beef');
  await firstDish.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('How many tables?').fill('4');
  await page.getByRole('button', { name: 'Save Table' }).click();
  await expect(page.getByRole('region', { name: 'Get started' }).getByRole('link')).toHaveText('Set how you take orders');
  await open(page, `/demo/manage-qr/${PORTAL}`, 'QR codes');
  await expect(page).toHaveScreenshot('manage-qr-next-step.png');
});

test('a diner: the QR landing and the categories', async ({ page, baseURL }) => {
  await page.goto(qrLandingUrl(await demoBranchId(baseURL!), 2));
  await expect(page.getByRole('heading', { name: DEMO.businessName })).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('qr-landing.png');

  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Chiamaka');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /continue|next/i }).click();
  await expect(page).toHaveURL(/\/demo\/category-details\/orderandpay$/);
  await expect(page.getByRole('link', { name: /Soup/ })).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('categories.png');
});

test("the owner's menu: a category page with Add item, and the edit popup's modifiers under their groups", async ({ page, baseURL }) => {
  // A business of its own (the demo's menu has no modifiers, and other tests read it as it is).
  const owner = await registerVerifiedBusiness(baseURL!);
  const { token } = (await callApi<CallResponse<'POST /login'>>(baseURL!, 'POST', '/login', { body: owner })).data;
  const [outlet] = (await callApi<CallResponse<'GET /branch/getBranch'>>(baseURL!, 'GET', '/branch/getBranch', { token })).data;
  await sellOneDish(baseURL!, token, outlet!._id, 'Asun');
  // A real picture the server draws (the same on every run): a QR code.
  const qr = await fetch(`${baseURL!}/api/qr.png?text=beef-suya`);
  const picture = `data:image/png;base64,${Buffer.from(await qr.arrayBuffer()).toString('base64')}`;
  const item: CallBody<'POST /menu/addMenuItem'> = {
    menu_group_name: 'Grills Specials',
    menu_item_name: 'Beef Suya',
    price: 2500,
    description: 'Spiced and grilled',
    branch_id: outlet!._id,
    image: picture,
    modifier_groups: [
      {
        modifier_group_name: 'Meat',
        modifiers: [
          { modifier_name: 'Beef', price: 1000, image: picture },
          { modifier_name: 'Goat meat and kidney', price: 12500 },
          { modifier_name: 'No pepper' },
        ],
      },
      { modifier_group_name: 'Drink', is_complimentary: true, modifiers: [{ modifier_name: 'Water' }] },
    ],
  };
  await callApi(baseURL!, 'POST', '/menu/addMenuItem', { token, body: item });
  await signInToDashboard(page, owner);

  await open(page, `/demo/Grills/menu-page/Grills/${PORTAL}`, 'Grills');
  await expect(page).toHaveScreenshot('admin-menu.png');

  await page.getByRole('button', { name: /^Beef Suya/ }).click();
  const modifiers = page.getByRole('dialog', { name: 'Edit Beef Suya' }).getByRole('list', { name: 'Modifiers' });
  await expect(modifiers.getByRole('listitem')).toHaveCount(6);
  await modifiers.scrollIntoViewIfNeeded();
  await settle(page);
  await expect(modifiers).toHaveScreenshot('item-editor-modifiers.png');
});

test("a diner at the Terrace's table 1: Select Payment with its receipt e-mail, and the downloaded receipt.png", async ({
  page,
  baseURL,
}) => {
  // A business of its own, so its outlet's first order is number 1, for the Terrace's table 1.
  const business = await businessWithGroupedTables(baseURL!, ['Terrace'], 1);
  const qr = new URL(business.tables.Terrace![0]!.url);
  await page.goto(`${qr.pathname}${qr.search}`);
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Kemi');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Your table' }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'GRILLS' }).click();
  await page.getByRole('link', { name: new RegExp(`^${business.dish}`) }).click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('link', { name: /^Basket, 1 item/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^10\.0%/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Select Payment' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email for your receipt (optional)' });
  await email.fill('kemi@example.com');
  await email.blur();
  await settle(page);
  await expect(page).toHaveScreenshot('select-payment.png');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(page).toHaveURL(/\/demo\/receipt\/orderandpay\//);

  // The real order as the API answers it, with its two per-run values pinned (its random payment
  // reference and the moment it was made), so the image is the same on every run.
  await page.route('**/api/order/getOrderByReference/**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...answer, data: { ...answer.data, reference: 'troo-0123456789abcdef01234567', createdAt: '2026-11-22T13:05:09.000Z' } },
    });
  });
  await page.reload();
  await expect(page.getByText('14:05:09 Sunday, 22 November 2026')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order - 1' })).toBeVisible();

  const download = page.waitForEvent('download');
  // The picture says when it was saved: that moment is pinned too.
  await page.clock.setFixedTime(new Date('2026-11-22T13:06:00Z'));
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('receipt.png');
  // Drawn for the image: the same pixels every time, but for a little font anti-aliasing.
  expect(readFileSync(await file.path())).toMatchSnapshot('receipt.png', { maxDiffPixelRatio: 0.002 });
});

/**
 * Through a one-dish business's table QR to its one category's items (its own business: no other
 * test's items on screen). A paused outlet's landing offers no start: its categories are opened directly.
 */
async function toOwnItems(page: Page, identifier: string, branchId: string, paused = false) {
  await page.goto(`/start-order?business_identifier=${identifier}&branch=${branchId}&table=2&coming-from=qr&type=table`);
  if (paused) {
    await expect(page.getByText(/is not taking orders right now/)).toBeVisible();
    await page.goto('/demo/category-details/orderandpay');
  } else {
    await page.getByRole('button', { name: 'Start Your Order' }).click();
    await page.getByRole('textbox', { name: 'First name' }).fill('Chiamaka');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.getByRole('link', { name: 'Grills' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grills' })).toBeVisible();
}

test("a diner: a category's items, one added in place, under the basket bar", async ({ page, baseURL }) => {
  const { identifier, branchId } = await oneDishBusiness(baseURL!, 'Zobo Corner', 'Chilled Zobo with Pineapple and Ginger');
  await toOwnItems(page, identifier, branchId);
  await page.getByRole('button', { name: 'Add Chilled Zobo with Pineapple and Ginger' }).click();
  await expect(page.locator('.or-bar')).toContainText('1 item');
  await settle(page);
  await expect(page).toHaveScreenshot('category-items.png');
});

test("a diner: a paused outlet's items, said so, nothing to add", async ({ page, baseURL }) => {
  const { identifier, branchId, token } = await oneDishBusiness(baseURL!, 'Quiet Grill', 'Ram Suya');
  await pauseOrdering(baseURL!, token, branchId);
  await toOwnItems(page, identifier, branchId, true);
  await expect(page.getByText('Quiet Grill is not taking orders right now.')).toBeVisible();
  await settle(page);
  await expect(page).toHaveScreenshot('category-items-paused.png');
});

test("a diner: an item's details, its choices in aligned rows with their pictures and prices", async ({ page, baseURL }) => {
  const branchId = await demoBranchId(baseURL!);
  await addItemWithChoices(baseURL!, await adminToken(baseURL!), branchId, 'Firewood Jollof');
  await page.goto(qrLandingUrl(branchId, 2));
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Chiamaka');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Rice' }).click();
  await page.getByRole('link', { name: 'Add Firewood Jollof' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Firewood Jollof' })).toBeVisible();
  // Not settle(): the recommended items run off to the right, where their lazy pictures never load.
  // They are the demo's (other tests add to them), so they are masked; the modifiers' pictures are awaited.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.troo-modifier img')).every((image) => image.complete),
  );
  await expect(page).toHaveScreenshot('item-details.png', { mask: [page.locator('.or-recommended')] });
});

test("a diner: Jollof Rice's details with its required 'Choose 1' Protein group, as radio buttons", async ({ page, baseURL }) => {
  await page.goto(qrLandingUrl(await demoBranchId(baseURL!), 2));
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Chiamaka');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Rice' }).click();
  await page.getByRole('link', { name: 'Add Jollof Rice' }).click();
  await expect(page.getByRole('radio', { name: /^Goat meat/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot('item-details-required-group.png', { mask: [page.locator('.or-recommended')] });
});

test('a diner: Select Payment for a scheduled delivery repeats its address, landmark and day before paying', async ({ page, baseURL }) => {
  await page.goto(`/demo/online_ordering/${DEMO.businessIdentifier}/${await demoBranchId(baseURL!)}`);
  await page.getByRole('link', { name: 'Start Your Order' }).click();
  await page.getByRole('button', { name: 'Add Fried Rice' }).click();
  await page.getByRole('link', { name: 'View Basket' }).click();
  await page.getByRole('radio', { name: 'Delivery' }).check();
  const details = page.getByRole('dialog', { name: 'Delivery details' });
  await details.getByRole('textbox', { name: 'Full name' }).fill('Ngozi Eze');
  await details.getByRole('textbox', { name: 'WhatsApp number' }).fill('0803 123 4567');
  await details.getByRole('textbox', { name: 'Email' }).fill('ngozi@example.com');
  await details.getByRole('textbox', { name: 'House number' }).fill('5');
  await details.getByRole('textbox', { name: 'Street' }).fill('Admiralty Way');
  await details.getByRole('textbox', { name: 'Town/City' }).fill('Lekki');
  await details.getByRole('textbox', { name: /^Landmark/ }).fill('opposite Mr Biggs');
  await details.getByRole('button', { name: 'Continue' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule your delivery' });
  await schedule.getByRole('checkbox', { name: 'Schedule for later' }).check();
  await schedule.getByLabel('Time').fill('12:30');
  await schedule.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Service Fee')).toBeVisible();
  await settle(page);
  // The day is tomorrow's, whenever the test runs: masked; its place and the time are not.
  const due = page.getByLabel('Your order goes to').getByText(/, 12:30$/);
  await expect(due).toBeVisible();
  await expect(page).toHaveScreenshot('select-payment-scheduled-delivery.png', { mask: [due] });
});

test("the owner's printed QR cards: one per table, each with its area and number", async ({ page, baseURL }) => {
  const business = await businessWithGroupedTables(baseURL!, ['Terrace'], 2);
  await signInToDashboard(page, business.owner);
  await open(page, `/demo/manage-qr/${PORTAL}`, 'QR codes');
  await page.getByRole('button', { name: /^Terrace/ }).click();
  await page.getByRole('button', { name: 'Print Terrace' }).first().click();
  const sheet = page.getByRole('region', { name: 'Print sheet: Terrace' });
  await expect(sheet.getByRole('article', { name: 'Terrace · Table 2' })).toBeVisible();
  await settle(page);
  // Each code carries its table's id, new in every run: the codes are masked, the cards' words are not.
  await expect(sheet).toHaveScreenshot('printed-table-cards.png', { mask: [sheet.getByRole('img')] });
});
