import { expect, type Page } from '@playwright/test';
import { DEMO } from './demo';

// A diner's way through online ordering to a paid order, for the tests that need orders to exist.

/** Who collects the pickup orders these helpers place: the counter calls them by name and phone. */
export const PICKUP_DINER = { name: 'Tolu Bello', phone: '0803 123 4567' };

export const onlineLandingUrl = (branchId: string) => `/demo/online_ordering/${DEMO.businessIdentifier}/${branchId}`;

/**
 * Opens the demo's online menu and adds dishes that have no choices by name, as a diner does with
 * each dish's plus (a name given twice adds it twice). How browser tests build a basket: never by
 * writing the stored state.
 */
export async function addFromMenu(page: Page, branchId: string, ...names: string[]) {
  await page.goto(onlineLandingUrl(branchId));
  await page.getByRole('link', { name: 'Start Your Order' }).click();
  const added = new Set<string>();
  for (const name of names) {
    await page.getByRole('button', { name: added.has(name) ? `One more ${name}` : `Add ${name}` }).click();
    added.add(name);
  }
  await expect(page.locator('.or-bar')).toContainText(`${names.length} item`);
}

/** Into the basket from the online menu (the item's details first when it has choices to make), then Pickup and the tip. */
export async function basketToTip(page: Page, branchId: string, withChoices: string | null = null) {
  if (withChoices) {
    await page.goto(onlineLandingUrl(branchId));
    await page.getByRole('link', { name: 'Start Your Order' }).click();
    await page.getByRole('link', { name: `Add ${withChoices}` }).click();
    await page.getByRole('checkbox', { name: 'Plantain ₦500.00' }).check();
    await page.getByRole('checkbox', { name: 'Chicken ₦1,500.00' }).check();
    await page.getByRole('combobox', { name: 'Complimentary' }).selectOption('Water');
    await page.getByRole('button', { name: 'Add to basket' }).click();
  } else {
    // No choices to make: its plus adds it in place.
    await addFromMenu(page, branchId, 'Fried Rice', 'Fried Rice');
  }
  await basketToPickup(page);
  await expect(page).toHaveURL(/\/demo\/tip\/online_ordering$/);
}

/** From the menu to the basket, Pickup, and who collects it (PICKUP_DINER) at the first pickup location. */
export async function basketToPickup(page: Page) {
  await page.getByRole('link', { name: 'View Basket' }).click();
  await page.getByRole('radio', { name: 'Pickup' }).check();
  const pickup = page.getByRole('dialog', { name: 'Pickup details' });
  await pickup.getByLabel('Full name').fill(PICKUP_DINER.name);
  await pickup.getByLabel('Phone number').fill(PICKUP_DINER.phone);
  await pickup.getByRole('button', { name: 'Continue' }).click();
}

/** Two Fried Rice (a dish with no choices, added in place), picked up, no tip, paid through the sandbox: the receipt's order number and what was paid. */
export async function payForFriedRice(page: Page, branchId: string): Promise<{ number: string; paid: number }> {
  await basketToTip(page, branchId);
  await page.getByRole('button', { name: 'No Tip' }).click();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(page).toHaveURL(/\/demo\/receipt\/online_ordering\//);
  const number = (await page.getByRole('heading', { name: /^Order - \d+$/ }).textContent())!.replace('Order - ', '');
  const paid = await page.getByText('Total Paid').locator('xpath=following-sibling::dd').textContent();
  return { number, paid: Number(paid!.replace(/[₦,]/g, '')) };
}
