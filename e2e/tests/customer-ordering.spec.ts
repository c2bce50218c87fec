import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, demoBranchId, qrLandingUrl } from '../support/demo';
import { addItemWithChoices, adminToken } from '../support/demo-menu';
import { onlineLandingUrl } from '../support/diner';

/** The basket line of an item, found by its stepper (long names are cut on screen). */
const basketLine = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Basket items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: `Quantity of ${name}` }) });

test('a diner at a table orders an item with options, changes quantities and goes on to the tip', async ({ page, baseURL }) => {
  const branchId = await demoBranchId(baseURL!);
  const name = `Party Jollof ${Date.now() % 100000}`;
  await addItemWithChoices(baseURL!, await adminToken(baseURL!), branchId, name);

  await page.goto(qrLandingUrl(branchId, 4));
  await page.getByRole('button', { name: 'Start Your Order' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Tolu');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'RICE' }).click();

  await expect(page).toHaveURL(/\/demo\/Mama%20Put%20Kitchen\/category-details\/Rice\/orderandpay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rice' })).toBeVisible();
  // 'From' only where a choice adds to the price: the new dish's options do, Fried Rice has none.
  await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toContainText('From ₦');
  await expect(page.getByRole('link', { name: /^Fried Rice/ })).toContainText('₦2,500.00');
  await expect(page.getByRole('link', { name: /^Fried Rice/ })).not.toContainText('From');
  await expectAccessible(page);
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();

  // Item details: two modifiers, a complimentary drink, instructions, two of them.
  await expect(page).toHaveURL(/\/demo\/menu-details\/[0-9a-f-]+\/orderandpay$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Jollof cooked over firewood')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customize' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Plantain ₦500.00' }).check();
  await page.getByRole('checkbox', { name: 'Chicken ₦1,500.00' }).check();
  await page.getByRole('combobox', { name: 'Complimentary' }).selectOption('Water');
  const instructions = page.getByRole('textbox', { name: 'Add Special Instructions' });
  await instructions.fill('x'.repeat(300));
  await expect(instructions).toHaveValue('x'.repeat(256));
  await instructions.fill('No pepper please');
  await page.getByRole('button', { name: `One more ${name}` }).click();
  await expect(page.getByLabel('Total ₦10,000.00')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended Items' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();

  // Back on the list, the item now has − 2 +; its plus adds one more to the same line.
  await expect(page).toHaveURL(/category-details\/Rice\/orderandpay$/);
  await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('2');
  await page.getByRole('button', { name: `One more ${name}` }).click();
  await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('3');

  // Opening it again shows what is in the basket.
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('checkbox', { name: 'Plantain ₦500.00' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Chicken ₦1,500.00' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Complimentary' })).toHaveValue('Water');
  await expect(instructions).toHaveValue('No pepper please');
  await expect(page.getByLabel('Total ₦15,000.00')).toBeVisible();

  await page.getByRole('link', { name: 'Basket, 3 items' }).click();
  await expect(page).toHaveURL(/\/demo\/basket\/orderandpay$/);
  const line = basketLine(page, name);
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('list', { name: `Options of ${name}` })).toContainText('Plantain ₦500.00');
  await expect(line.getByRole('list', { name: `Options of ${name}` })).toContainText('Chicken ₦1,500.00');
  await expect(line).toContainText('Complimentary: Water');
  await expect(line).toContainText('No pepper please');
  await expect(line).toContainText('₦15,000.00');
  await expect(page.getByRole('link', { name: /Basket/ })).toHaveCount(0);
  await expectAccessible(page);

  // Quantities rescale by the unit price (₦5,000.00); the basket's minus stops at 1.
  await line.getByRole('button', { name: `One less ${name}` }).click();
  await line.getByRole('button', { name: `One less ${name}` }).click();
  await expect(line).toContainText('₦5,000.00');
  await expect(line.getByRole('button', { name: `One less ${name}` })).toBeDisabled();
  await line.getByRole('button', { name: `One more ${name}` }).click();
  await expect(line).toContainText('₦10,000.00');

  // The basket is kept across a reload.
  await page.reload();
  await expect(basketLine(page, name)).toContainText('₦10,000.00');
  await expect(basketLine(page, name).getByRole('group', { name: `Quantity of ${name}` })).toContainText('2');

  // Cancelling asks first; No keeps the order.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Are you sure you want to cancel this order?')).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo\/tip\/orderandpay$/);
});

test('an online order: menu list, basket, delivery details and schedule, then pickup', async ({ page, baseURL }) => {
  const branchId = await demoBranchId(baseURL!);
  await page.goto(onlineLandingUrl(branchId));
  await expect(page.getByRole('heading', { level: 1, name: DEMO.businessName })).toBeVisible();
  await expect(page.getByText('Home-style Nigerian dishes, cooked fresh every day.')).toBeVisible();
  await expect(page.getByText('Order from your table; we bring it to you.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start Your Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/demo/${DEMO.businessIdentifier}/items/online_ordering$`));
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Soup Specials' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Most Popular' })).toBeVisible();
  await expect(page.locator('.slick-slider')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Fried Rice/ })).toContainText('₦2,500.00');
  await expect(page.getByRole('link', { name: /^Fried Rice/ })).not.toContainText('From');
  await expect(page.getByText('View Basket')).toBeVisible();
  await expectAccessible(page);

  // The arrows move between groups: the next one alone is listed.
  await page.getByRole('button', { name: 'Next group' }).click();
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).not.toHaveText('All');
  const group = (await selected.textContent())!;
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['Most Popular', group]);
  await page.getByRole('button', { name: 'Previous group' }).click();
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');

  // Fried Rice has no choices to make: its plus adds it in place.
  await page.getByRole('button', { name: 'Add Fried Rice' }).click();
  await expect(page).toHaveURL(/items\/online_ordering$/);
  await expect(page.getByRole('group', { name: 'Quantity of Fried Rice' })).toContainText('1');
  await page.getByRole('button', { name: 'One more Fried Rice' }).click();
  await expect(page.locator('.or-bar')).toContainText('2 items');
  await expect(page.locator('.or-bar')).toContainText('₦5,000.00');
  await page.getByRole('link', { name: 'View Basket' }).click();

  await expect(page).toHaveURL(/\/demo\/basket\/online_ordering$/);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Delivery' }).check();

  const details = page.getByRole('dialog', { name: 'Delivery details' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('textbox', { name: 'State' })).toHaveValue('Lagos');
  await expect(details.getByRole('textbox', { name: 'State' })).toHaveAttribute('readonly', '');
  const detailsContinue = details.getByRole('button', { name: 'Continue' });
  await details.getByRole('textbox', { name: 'Full name' }).fill('Ngozi Eze');
  await details.getByRole('textbox', { name: 'WhatsApp number' }).fill('0803abc');
  await expect(details.getByText('Use only digits, spaces, hyphens, parentheses and +')).toBeVisible();
  await details.getByRole('textbox', { name: 'WhatsApp number' }).fill('+234 (803) 123-4567');
  await expect(details.getByText('Use only digits, spaces, hyphens, parentheses and +')).toHaveCount(0);
  await details.getByRole('textbox', { name: 'Email' }).fill('ngozi@example.com');
  await details.getByRole('textbox', { name: 'House number' }).fill('5');
  await details.getByRole('textbox', { name: 'Street' }).fill('Admiralty Way');
  await expect(detailsContinue).toBeDisabled();
  await details.getByRole('textbox', { name: 'Town/City' }).fill('Lekki');
  await expectAccessible(page);
  await detailsContinue.click();

  const schedule = page.getByRole('dialog', { name: 'Schedule your delivery' });
  await expect(schedule.getByLabel('Date')).toBeDisabled();
  await schedule.getByRole('checkbox', { name: 'Schedule for later' }).check();
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  const tomorrowValue = await schedule.getByLabel('Date').inputValue();
  expect(tomorrowValue > today).toBe(true);
  await schedule.getByLabel('Date').fill(today);
  await expect(schedule.getByText('Choose a date from tomorrow on')).toBeVisible();
  await schedule.getByLabel('Time').fill('12:30');
  await expect(schedule.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await schedule.getByLabel('Date').fill(tomorrowValue);
  await expectAccessible(page);
  await schedule.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo\/payment-type\/online_ordering$/);

  // Kept across reloads (redux-persist writes the basket a moment after it changes): Select Payment
  // still repeats where and when the delivery goes.
  const destination = page.getByRole('definition').filter({ hasText: '5, Admiralty Way, Lekki' });
  await expect(async () => {
    await page.reload();
    await expect(destination).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(page.getByLabel('Your order goes to')).toContainText('12:30');

  // Pickup instead: the fee goes, a pickup location is chosen, then the tip.
  await page.goto('/demo/basket/online_ordering');
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const pickup = page.getByRole('dialog', { name: 'Pickup details' });
  await expect(pickup.getByRole('radio', { name: '12 Admiralty Way, Lekki Phase 1, Lagos' })).toBeChecked();
  await pickup.getByLabel('Full name').fill('Ngozi Eze');
  await pickup.getByLabel('Phone number').fill('0803 123 4567');
  await pickup.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/demo\/tip\/online_ordering$/);
});
