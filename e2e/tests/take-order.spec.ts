import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { DEMO, PORTAL, signIn, waitForStoredSignIn } from '../support/demo';

// Issue 48: a waiter takes a guest's order on the restaurant's 1024 × 768 tablet, for a table of the
// demo's Terrace, and the kitchen display shows it as taken by them.

test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1, viewport: { width: 1024, height: 768 } });

test('on a 1024 × 768 tablet an employee takes an order for Terrace · Table 2 (Jollof Rice with its required protein), sends it, and the kitchen display shows it taken by them', async ({
  page,
}) => {
  await signIn(page, DEMO.employee);
  await expect(page).toHaveURL(new RegExp(`/demo/order/${PORTAL}$`));
  await waitForStoredSignIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Take Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Take Order' })).toBeVisible();

  await page.getByRole('group', { name: 'Area' }).getByRole('button', { name: 'Terrace', exact: true }).click();
  await page.getByRole('group', { name: 'Table in Terrace' }).getByRole('button', { name: 'Table 2', exact: true }).click();
  await expect(page.getByText('Terrace · Table 2', { exact: true })).toBeVisible();

  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Rice', exact: true }).click();
  await page.getByRole('button', { name: /^Jollof Rice ₦/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Jollof Rice' });
  const add = sheet.getByRole('button', { name: /Add to order/ });
  // The required protein, as the diner's item screen asks it: nothing is added without it.
  await expect(add).toBeDisabled();
  await expect(sheet.getByText('Choose 1 for Protein')).toBeVisible();
  await sheet.getByRole('radio', { name: /^Chicken/ }).check();
  await add.click();
  await expect(sheet).toHaveCount(0);

  // On the tablet the menu and the order sit side by side.
  const menu = (await page.getByRole('region', { name: 'Menu' }).boundingBox())!;
  const order = (await page.getByRole('region', { name: 'Order', exact: true }).boundingBox())!;
  expect(order.x, 'the order beside the menu').toBeGreaterThanOrEqual(menu.x + menu.width);
  await expect(page.getByRole('list', { name: 'Order so far' })).toContainText('Chicken');
  await expect(page.getByLabel('Total ₦4,000.00')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  const sent = page.getByRole('heading', { name: /^Order #\d+ sent to the kitchen$/ });
  await expect(sent).toBeVisible();
  const number = /#(\d+)/.exec((await sent.textContent())!)![1]!;
  await expect(page.getByRole('link', { name: 'Take payment' })).toHaveAttribute('href', new RegExp(`/demo/bill/${PORTAL}/[0-9a-f-]{36}$`));

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Orders', exact: true }).click();
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('ForTerrace · Table 2');
  await expect(card).toContainText('Taken byTunde B.');
  await expect(card).toContainText('Jollof Rice (Chicken)');
});
