import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness } from '../support/accounts';
import { PORTAL, signInToDashboard } from '../support/demo';

test('a newly registered owner sees the getting-started checklist and follows "Build your menu" to the menu setup', async ({
  page,
  baseURL,
}) => {
  const owner = await registerVerifiedBusiness(baseURL!, 'Abuja2026pass', 'Kilishi Corner');
  await signInToDashboard(page, owner);

  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toBeVisible();
  await expect(checklist).toContainText('0 of 4 done');
  const steps = checklist.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  const expected = [
    ['Build your menu', `/demo/menu/${PORTAL}`],
    ['Add tables and print their QR codes', `/demo/manage-qr/${PORTAL}`],
    ['Set how you take orders', `/demo/ordering-settings/${PORTAL}`],
    ['Take a test order', `/demo/manage-qr/${PORTAL}`],
  ];
  for (const [index, [label, href]] of expected.entries()) {
    const step = steps.nth(index);
    await expect(step.getByRole('link', { name: label })).toHaveAttribute('href', href!);
    await expect(step.getByRole('img', { name: 'To do' })).toBeVisible();
  }
  await expectAccessible(page);

  await checklist.getByRole('link', { name: 'Build your menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/menu/${PORTAL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Menu setup' })).toBeVisible();
});
