import { expect, test } from '../support/fixtures';
import { demoBranchId } from '../support/demo';
import { onlineLandingUrl } from '../support/diner';

// Issue 47: the demo's Jollof Rice asks for one protein, required. On a phone (390 × 844) a diner
// cannot add it without one, cannot pick two, and can once one is picked.

test('a diner chooses exactly one protein before Jollof Rice goes into the basket', async ({ page, baseURL }) => {
  await page.goto(onlineLandingUrl(await demoBranchId(baseURL!)));
  await page.getByRole('link', { name: 'Start Your Order' }).click();
  // It has a choice to make: its plus opens its details instead of adding in place.
  await page.getByRole('link', { name: 'Add Jollof Rice' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jollof Rice' })).toBeVisible();

  const protein = page.getByRole('group', { name: 'Protein Required · Choose 1' });
  await expect(protein.getByRole('radio')).toHaveCount(3);
  const add = page.getByRole('button', { name: 'Add to basket' });
  await expect(add).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Choose 1 for Protein' })).toBeVisible();

  // Beef, then Goat meat: the second takes the first's place, never both.
  await protein.getByRole('radio', { name: 'Beef ₦1,200.00' }).check();
  await protein.getByRole('radio', { name: 'Goat meat ₦1,800.00' }).check();
  await expect(protein.getByRole('radio', { name: 'Beef ₦1,200.00' })).not.toBeChecked();
  await expect(protein.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByText('Choose 1 for Protein')).toBeHidden();
  await expect(page.getByLabel('Total ₦4,300.00')).toBeVisible();

  await add.click();
  await page.getByRole('link', { name: 'View Basket' }).click();
  const line = page.getByRole('list', { name: 'Basket items' }).getByRole('listitem').filter({ hasText: 'Jollof Rice' });
  await expect(line).toContainText('Goat meat');
  await expect(line).not.toContainText('Beef');
});
