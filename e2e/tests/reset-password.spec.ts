import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness } from '../support/accounts';
import { PORTAL, signIn, signInToDashboard, signInToken } from '../support/demo';

test("Settings' Reset Password: the spec's messages, a wrong current password refused, then only the new password signs in", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await registerVerifiedBusiness(baseURL!);
  // A second device signed in as the same owner: the change signs it out.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  const signedIn = signInToken(other);
  await signIn(other, owner);
  await expect(other).toHaveURL(/dashboard/);
  // Its sign-in.
  const otherToken = await signedIn;
  const otherReads = async () =>
    (await other.request.get('/api/userDetails', { headers: { authorization: `Bearer ${otherToken}` } })).status();
  expect(await otherReads()).toBe(200);

  await signInToDashboard(page, owner);
  await page.goto(`/demo/settings/${PORTAL}`);
  await page.getByRole('link', { name: /Reset Password/ }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/reset-password/${PORTAL}$`));

  const submit = page.getByRole('button', { name: 'Reset Password' });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are Required' })).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill('Wrong2026pass');
  await page.getByLabel('New password', { exact: true }).fill('Kaduna2026pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('Kaduna2026pasz');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('Kaduna2026pass');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The current password is not correct.' }).first()).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(owner.password);
  await expectAccessible(page);
  await submit.click();
  await expect(page.getByText('Your password has been changed. Other devices have been signed out.').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/demo/settings/${PORTAL}$`));

  // The other device's session has ended.
  expect(await otherReads()).toBe(401);
  await laptop.close();

  await signIn(page, { email: owner.email, password: 'Kaduna2026pass' });
  await expect(page).toHaveURL(/dashboard/);
});
